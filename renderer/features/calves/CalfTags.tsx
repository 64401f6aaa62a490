import { calfSex, weaningStatus, type WeaningKey } from '../../../core/domain';
import type { CattleRecord } from '../../../core/schemas/cattle';
import '../../ui/pills.css';

// The herd book's badge colours, so a state reads the same here as on the cattle cards.
const WEANING_CLASS: Record<Exclude<WeaningKey, 'na'>, string> = {
  weaned: 'fh-badge-weaned',
  // Still nursing is still on its dam: the cattle card's "On cow".
  nursing: 'fh-badge-on-cow',
  ready: 'fh-badge-ready-to-wean',
  overdue: 'fh-status-red',
};

export const SEX_LABEL = { heifer: 'Heifer', bull: 'Bull' } as const;

/** The calf's weaning status (Weaned, Nursing, Ready to Wean, Overdue Weaning) as a coloured pill. */
export function WeaningBadge({ calf, today }: { calf: CattleRecord; today: string }) {
  const { key, status } = weaningStatus(calf, today);
  return key === 'na' ? null : <span className={`fh-pill ${WEANING_CLASS[key]}`}>{status}</span>;
}

/** Heifer or Bull in the type colours; nothing when the sex is not recorded. */
export function SexTag({ calf }: { calf: CattleRecord }) {
  const sex = calfSex(calf);
  return sex ? <span className={`fh-pill fh-type-${sex}`}>{SEX_LABEL[sex]}</span> : null;
}
