import { STORAGE_KEYS } from '../../platform/local-store';
import { createSettingsStore } from '../../platform/settings-store';
import { defaultDashboardSettings, finishSettings, readDashboardSettings, type DashboardSettings } from './dashboard-settings';

// The dashboard's title, texts and widgets, kept on this device under `dashboardSettings`.
export const useDashboardStore = createSettingsStore({
  key: STORAGE_KEYS.dashboardSettings,
  read: readDashboardSettings,
  defaults: defaultDashboardSettings,
  actions: (change) => ({
    save: (settings: DashboardSettings) => change(() => finishSettings(settings)),
    reset: () => change(defaultDashboardSettings),
  }),
});
