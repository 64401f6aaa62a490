import { z } from 'zod';
import type { FarmNoticeKind } from '../../../core/domain/farm-notifications';
import { STORAGE_KEYS } from '../../platform/local-store';
import { createSettingsStore } from '../../platform/settings-store';

const day = z.string().optional().catch(undefined);

/** The day this device last sent each kind of notice, so each goes out once a day at most. */
export const useNoticesSent = createSettingsStore({
  key: STORAGE_KEYS.noticesSent,
  schema: z.object({ heat: day, calving: day }),
  defaults: () => ({}),
  actions: (change) => ({
    markSent: (kind: FarmNoticeKind, today: string) => change((sent) => ({ ...sent, [kind]: today })),
  }),
});
