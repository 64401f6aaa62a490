import { z } from 'zod';
import { STORAGE_KEYS } from '../platform/local-store';
import { createSettingsStore } from '../platform/settings-store';

// This device's preferences, under one key: the farm details shown offline, notifications, dark
// mode, the cattle list's default view and weekly backups. A phone and the office desktop can
// differ (the desktop may prefer the table), so they are never sent to the server.

export const CATTLE_VIEWS = ['cards', 'table'] as const;
export type CattleView = (typeof CATTLE_VIEWS)[number];

export const deviceSettingsSchema = z.object({
  farmName: z.string().catch('Farm Hand'),
  ownerName: z.string().catch(''),
  location: z.string().catch(''),
  enableNotifications: z.boolean().catch(false),
  heatCycleReminders: z.boolean().catch(true),
  calvingAlerts: z.boolean().catch(true),
  darkMode: z.boolean().catch(false),
  defaultView: z.enum(CATTLE_VIEWS).catch('cards'),
  autoBackup: z.boolean().catch(false),
});
export type DeviceSettings = z.infer<typeof deviceSettingsSchema>;

export const defaultDeviceSettings = (): DeviceSettings => deviceSettingsSchema.parse({});

export const useDeviceSettings = createSettingsStore({
  key: STORAGE_KEYS.deviceSettings,
  schema: deviceSettingsSchema,
  defaults: defaultDeviceSettings,
  actions: (change) => ({
    update: (fields: Partial<DeviceSettings>) => change((settings) => ({ ...settings, ...fields })),
  }),
});
