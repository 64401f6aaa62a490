import { STORAGE_KEYS } from '../platform/local-store';
import { createSettingsStore } from '../platform/settings-store';
import { storedChoice, storedFlag, storedRecord, storedText } from '../platform/stored-value';

// This device's preferences, under one key: the farm details shown offline, notifications, dark
// mode, the cattle list's default view and weekly backups. A phone and the office desktop can
// differ (the desktop may prefer the table), so they are never sent to the server.

export const CATTLE_VIEWS = ['cards', 'table'] as const;
export type CattleView = (typeof CATTLE_VIEWS)[number];

export interface DeviceSettings {
  farmName: string;
  ownerName: string;
  location: string;
  enableNotifications: boolean;
  heatCycleReminders: boolean;
  calvingAlerts: boolean;
  darkMode: boolean;
  defaultView: CattleView;
  autoBackup: boolean;
}

/** Each stored field of the right kind, over its default. */
export function readDeviceSettings(stored: unknown): DeviceSettings | undefined {
  const saved = storedRecord(stored);
  if (!saved) return undefined;
  return {
    farmName: storedText(saved.farmName, 'Farm Hand'),
    ownerName: storedText(saved.ownerName, ''),
    location: storedText(saved.location, ''),
    enableNotifications: storedFlag(saved.enableNotifications, false),
    heatCycleReminders: storedFlag(saved.heatCycleReminders, true),
    calvingAlerts: storedFlag(saved.calvingAlerts, true),
    darkMode: storedFlag(saved.darkMode, false),
    defaultView: storedChoice(saved.defaultView, CATTLE_VIEWS, 'cards'),
    autoBackup: storedFlag(saved.autoBackup, false),
  };
}

export const defaultDeviceSettings = (): DeviceSettings => readDeviceSettings({})!;

export const useDeviceSettings = createSettingsStore({
  key: STORAGE_KEYS.deviceSettings,
  read: readDeviceSettings,
  defaults: defaultDeviceSettings,
  actions: (change) => ({
    update: (fields: Partial<DeviceSettings>) => change((settings) => ({ ...settings, ...fields })),
  }),
});
