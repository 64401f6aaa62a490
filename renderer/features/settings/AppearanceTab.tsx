import { platform } from '../../platform';
import { useDeviceSettings } from '../../ui/device-settings';
import { InstallAppSection } from '../../ui/install/InstallAppSection';
import { SettingsSection } from './SettingsSection';
import { SettingSwitch } from './SettingSwitch';

/** Dark Mode, and installing Farm Hand as an app. */
export function AppearanceTab() {
  const darkMode = useDeviceSettings((state) => state.settings.darkMode);
  const update = useDeviceSettings((state) => state.update);
  return (
    <div className="fh-settings-tab">
      <SettingsSection title="Theme">
        <SettingSwitch
          label="Dark Mode"
          description="A dark theme for the whole app: easier on the eyes at night and in a dim barn."
          checked={darkMode}
          onChange={(dark) => update({ darkMode: dark })}
        />
      </SettingsSection>
      {/* The desktop app is installed already; installing as a web app is for phones and browsers. */}
      {platform.name === 'web' ? (
        <SettingsSection title="Progressive Web App">
          <InstallAppSection />
        </SettingsSection>
      ) : null}
    </div>
  );
}
