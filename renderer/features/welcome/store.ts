import { z } from 'zod';
import { STORAGE_KEYS } from '../../platform/local-store';
import { createSettingsStore } from '../../platform/settings-store';

// The first-visit flag, `hasSeenWelcome`, kept per device like the other local settings.
export const useWelcomeStore = createSettingsStore({
  key: STORAGE_KEYS.hasSeenWelcome,
  schema: z.boolean(),
  defaults: () => false,
  actions: (change) => ({ markSeen: () => change(() => true) }),
});
