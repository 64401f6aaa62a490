import { STORAGE_KEYS } from '../../platform/local-store';
import { createSettingsStore } from '../../platform/settings-store';
import { storedFlag } from '../../platform/stored-value';

// The first-visit flag, `hasSeenWelcome`, kept per device like the other local settings.
export const useWelcomeStore = createSettingsStore({
  key: STORAGE_KEYS.hasSeenWelcome,
  read: (stored) => storedFlag(stored, undefined),
  defaults: () => false,
  actions: (change) => ({ markSeen: () => change(() => true) }),
});
