import type { FarmNoticeKind } from '../../../core/domain/farm-notifications';
import { STORAGE_KEYS } from '../../platform/local-store';
import { createSettingsStore } from '../../platform/settings-store';
import { storedRecord, storedText } from '../../platform/stored-value';

type NoticesSent = Partial<Record<FarmNoticeKind, string>>;

export function readNoticesSent(stored: unknown): NoticesSent | undefined {
  const saved = storedRecord(stored);
  if (!saved) return undefined;
  const sent: NoticesSent = {};
  const heat = storedText(saved.heat, undefined);
  const calving = storedText(saved.calving, undefined);
  if (heat) sent.heat = heat;
  if (calving) sent.calving = calving;
  return sent;
}

/** The day this device last sent each kind of notice, so each goes out once a day at most. */
export const useNoticesSent = createSettingsStore({
  key: STORAGE_KEYS.noticesSent,
  read: readNoticesSent,
  defaults: (): NoticesSent => ({}),
  actions: (change) => ({
    markSent: (kind: FarmNoticeKind, today: string) => change((sent) => ({ ...sent, [kind]: today })),
  }),
});
