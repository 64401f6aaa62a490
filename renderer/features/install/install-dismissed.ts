import { z } from 'zod';
import { STORAGE_KEYS } from '../../platform/local-store';
import { createSettingsStore } from '../../platform/settings-store';

/** "Not now" on the install card, kept on this device; the card can be brought back. */
export const useInstallDismissed = createSettingsStore({
  key: STORAGE_KEYS.installPromptDismissed,
  schema: z.boolean(),
  defaults: () => false,
  actions: (change) => ({ setDismissed: (dismissed: boolean) => change(() => dismissed) }),
});
