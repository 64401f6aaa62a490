import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { CALVING_ALERT_DAYS } from '../../../core/domain/farm-notifications';
import { HEAT_NOTICE_WINDOW_DAYS } from '../../../core/domain/constants';
import { useDeviceSettings } from '../../ui/device-settings';
import { askNoticePermission, noticePermission, type NoticePermission } from '../../ui/notifications/browser-notifications';
import { SettingsSection } from './SettingsSection';
import { SettingSwitch } from './SettingSwitch';

const REFUSED: Partial<Record<NoticePermission, string>> = {
  denied: "Notifications are blocked for Farm Hand in this browser. Allow them in the browser's site settings, then turn this on again.",
  unsupported: 'This browser cannot show notifications. On an iPhone, add Farm Hand to the Home Screen first.',
};

/** The master switch asks the browser's permission; the two kinds are off limits while it is off. */
export function NotificationsTab() {
  const settings = useDeviceSettings((state) => state.settings);
  const update = useDeviceSettings((state) => state.update);
  const [permission, setPermission] = useState<NoticePermission>(noticePermission);
  const refusal = settings.enableNotifications || permission === 'granted' || permission === 'default' ? undefined : REFUSED[permission];

  const setEnabled = async (enable: boolean) => {
    if (!enable) return update({ enableNotifications: false });
    const answer = await askNoticePermission();
    setPermission(answer);
    update({ enableNotifications: answer === 'granted' });
  };

  return (
    <div className="fh-settings-tab">
      <SettingsSection title="Notifications" description="Reminders from this device about what is coming up on the farm, at most once a day each.">
        <SettingSwitch
          label="Enable Notifications"
          description="Lets Farm Hand show notifications on this device."
          checked={settings.enableNotifications}
          onChange={(enable) => void setEnabled(enable)}
        />
        {refusal ? (
          <Callout intent="warning" className="fh-settings-callout">
            {refusal}
          </Callout>
        ) : null}
        <SettingSwitch
          label="Heat Cycle Reminders"
          description={`Cows and heifers coming into heat in the next ${HEAT_NOTICE_WINDOW_DAYS} days.`}
          checked={settings.heatCycleReminders}
          disabled={!settings.enableNotifications}
          onChange={(heatCycleReminders) => update({ heatCycleReminders })}
        />
        <SettingSwitch
          label="Calving Alerts"
          description={`Cows due to calve in the next ${CALVING_ALERT_DAYS} days.`}
          checked={settings.calvingAlerts}
          disabled={!settings.enableNotifications}
          onChange={(calvingAlerts) => update({ calvingAlerts })}
        />
      </SettingsSection>
    </div>
  );
}
