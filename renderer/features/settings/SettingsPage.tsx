import { ScreenPlaceholder } from '../../screens/ScreenPlaceholder';

export default function SettingsPage() {
  return (
    <ScreenPlaceholder
      path="/settings"
      description="Your account and farm details, the default cattle view, notifications, appearance, and your data: export, backup and restore."
      related={['/export-data', '/privacy-guide']}
    />
  );
}
