import { STORAGE_KEYS } from '../../platform/local-store';
import { createSettingsStore } from '../../platform/settings-store';
import { storedFlag } from '../../platform/stored-value';

/** "Not now" on the install card, kept on this device; the card can be brought back. */
export const useInstallDismissed = createSettingsStore({
  key: STORAGE_KEYS.installPromptDismissed,
  read: (stored) => storedFlag(stored, undefined),
  defaults: () => false,
  actions: (change) => ({ setDismissed: (dismissed: boolean) => change(() => dismissed) }),
});
