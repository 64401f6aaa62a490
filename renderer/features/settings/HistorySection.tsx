import { ScreenIcon } from '../../screens/ScreenIcon';
import { useHistoryAllowed } from '../../ui/history/useHistoryAllowed';
import { LinkButton } from '../../ui/LinkButton';
import { SettingsSection } from './SettingsSection';

/** The way to the History screen, for the roles that may read it. */
export function HistorySection() {
  const allowed = useHistoryAllowed();
  if (!allowed) return null;
  return (
    <SettingsSection title="History" description="Every record added, changed or deleted on this farm, with who did it and when.">
      <div className="fh-settings-actions">
        <LinkButton to="/history" icon={<ScreenIcon path="/history" />} text="View History" />
      </div>
    </SettingsSection>
  );
}
