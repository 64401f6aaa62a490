import { Button } from '@blueprintjs/core';
import { FloppyDisk } from '@blueprintjs/icons';
import { FormProvider } from 'react-hook-form';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { PageHeader } from '../../ui/PageHeader';
import { useTabParam } from '../../ui/useTabParam';
import { AccountTab } from './AccountTab';
import { AppearanceTab } from './AppearanceTab';
import { DataTab } from './DataTab';
import { GeneralTab } from './GeneralTab';
import { MembersTab } from './MembersTab';
import { NotificationsTab } from './NotificationsTab';
import { settingsScreen } from './screen';
import { SETTINGS_TABS, useAccountForm } from './useAccountForm';
import './SettingsPage.css';
import { Tab, Tabs } from '../../ui/Tabs';

/**
 * Account, Members, General, Notifications, Appearance and Data. Switches apply at once on this device;
 * Save Settings saves the account's fields, which the Account and General tabs share.
 */
export default function SettingsPage() {
  const [tab, setTab] = useTabParam(SETTINGS_TABS);
  const account = useAccountForm({ tab, showTab: setTab });

  return (
    <FormProvider {...account.form}>
      <div className="fh-settings-page">
        <PageHeader
          icon={<ScreenIcon path={settingsScreen.path} size={24} />}
          title={settingsScreen.title}
          subtitle="Your account, your farm's team, this device's preferences and your farm's data"
          actions={
            <Button intent="primary" size="large" icon={<FloppyDisk />} text="Save Settings" loading={account.saving} onClick={account.submit} />
          }
        />
        <Tabs
          id="settings-tabs"
          pills
          className="fh-page-tabs"
          selectedTabId={tab}
          onChange={setTab}
          renderActiveTabPanelOnly
        >
          <Tab id="account" title="Account" panel={<AccountTab />} />
          <Tab id="members" title="Members" panel={<MembersTab />} />
          <Tab id="general" title="General" panel={<GeneralTab />} />
          <Tab id="notifications" title="Notifications" panel={<NotificationsTab />} />
          <Tab id="appearance" title="Appearance" panel={<AppearanceTab />} />
          <Tab id="data" title="Data" panel={<DataTab />} />
        </Tabs>
      </div>
    </FormProvider>
  );
}
