import { Button } from '@blueprintjs/core';
import { Cog, Edit, Home, MapMarker } from '@blueprintjs/icons';
import { PageHeader } from '../../ui/PageHeader';
import type { DashboardSettings } from './dashboard-settings';

interface DashboardHeroProps {
  settings: DashboardSettings;
  /** Shown under the heading when the settings ask for it and the farm's name is known. */
  farmName: string | null;
  onCustomize: () => void;
}

/**
 * The page header and the hero in one block: a separate header (title and settings button) and
 * hero (title, subtitle, welcome message, Customize Dashboard) would otherwise print the same
 * title twice, one above the other.
 */
export function DashboardHero({ settings, farmName, onCustomize }: DashboardHeroProps) {
  const { title, subtitle, welcomeMessage } = settings;
  return (
    <section className="fh-dashboard-hero" aria-label="Dashboard">
      <PageHeader
        icon={<Home />}
        title={title}
        subtitle={subtitle || undefined}
        actions={
          <Button
            className="fh-dashboard-settings"
            variant="minimal"
            icon={<Cog />}
            aria-label="Dashboard settings"
            title="Dashboard settings"
            onClick={onCustomize}
          />
        }
      />
      {farmName ? (
        <p className="fh-dashboard-farm">
          <MapMarker />
          <span>{farmName}</span>
        </p>
      ) : null}
      {welcomeMessage ? <p className="fh-dashboard-welcome">{welcomeMessage}</p> : null}
      <Button className="fh-dashboard-customize" intent="primary" icon={<Edit />} text="Customize Dashboard" onClick={onCustomize} />
    </section>
  );
}
