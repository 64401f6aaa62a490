import { useMayCall } from '../../api/useMayCall';
import { CATTLE_VIEWS, useDeviceSettings, type CattleView } from '../../ui/device-settings';
import { AccountFields } from './AccountFields';
import { SettingsSection } from './SettingsSection';
import { SettingSwitch } from './SettingSwitch';
import { Radio, RadioGroup } from '../../ui/controls';

const VIEW_LABELS: Record<CattleView, string> = { cards: 'Cards', table: 'Table' };

/** The farm's details (saved with Save Settings), and this device's cattle view and weekly backup. */
export function GeneralTab() {
  const settings = useDeviceSettings((state) => state.settings);
  const update = useDeviceSettings((state) => state.update);
  const may = useMayCall();
  return (
    <div className="fh-settings-tab">
      <SettingsSection title="Farm details" description="Shown across the app and in your exports. Save Settings saves them.">
        <AccountFields idPrefix="general" withEmail={false} />
      </SettingsSection>
      <SettingsSection title="This device" description="These apply at once, on this device only.">
        <RadioGroup
          label="Default Cattle View"
          name="default-cattle-view"
          inline
          selectedValue={settings.defaultView}
          onChange={(event) => update({ defaultView: event.currentTarget.value as CattleView })}
          className="fh-settings-choice"
        >
          {CATTLE_VIEWS.map((view) => (
            <Radio key={view} value={view} label={VIEW_LABELS[view]} size="large" />
          ))}
        </RadioGroup>
        {may('data.weeklyBackup') ? (
          <SettingSwitch
            label="Auto Backup"
            description="Automatically backup data weekly"
            checked={settings.autoBackup}
            onChange={(autoBackup) => update({ autoBackup })}
          />
        ) : null}
      </SettingsSection>
    </div>
  );
}
