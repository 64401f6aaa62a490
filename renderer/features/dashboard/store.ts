import { create } from 'zustand';
import { loadStored, parseJson, saveStored, STORAGE_KEYS } from '../../platform/local-store';
import { defaultDashboardSettings, finishSettings, mergeDashboardSettings, type DashboardSettings } from './dashboard-settings';

interface DashboardState {
  settings: DashboardSettings;
  save(settings: DashboardSettings): void;
  reset(): void;
}

// Kept in this browser only (spec 1 §3, §9: the `dashboardSettings` key); a damaged value gives the defaults.
export const useDashboardStore = create<DashboardState>((set) => ({
  settings: loadStored(STORAGE_KEYS.dashboardSettings, (raw) => mergeDashboardSettings(parseJson(raw)), defaultDashboardSettings()),
  save: (settings) => set({ settings: finishSettings(settings) }),
  reset: () => set({ settings: defaultDashboardSettings() }),
}));

useDashboardStore.subscribe(({ settings }, previous) => {
  if (settings !== previous.settings) saveStored(STORAGE_KEYS.dashboardSettings, JSON.stringify(settings));
});
