import { ScreenIcon } from '../../screens/ScreenIcon';
import { LinkButton } from '../../ui/LinkButton';
import { SettingsSection } from './SettingsSection';

/** The way to the History screen (the Data tab shows it to the roles that may read history). */
export function HistorySection() {
  return (
    <SettingsSection title="History" description="Every record added, changed or deleted on this farm, with who did it and when.">
      <div className="fh-settings-actions">
        <LinkButton to="/history" icon={<ScreenIcon path="/history" />} text="View History" />
      </div>
    </SettingsSection>
  );
}
