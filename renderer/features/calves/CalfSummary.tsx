import { Classes } from '@blueprintjs/core';
import type { CalfCounts, CalfTab } from '../../../core/domain';
import './CalfSummary.css';

const CARDS: readonly { id: CalfTab; label: string }[] = [
  { id: 'all', label: 'Total Calves' },
  { id: 'weaned', label: 'Weaned' },
  { id: 'heifers', label: 'Heifers' },
  { id: 'bulls', label: 'Bulls' },
  { id: 'readyToWean', label: 'Ready to Wean' },
];

/** The chosen year's calves at a glance; null while they load (the cards keep their size). */
export function CalfSummary({ counts }: { counts: CalfCounts | null }) {
  return (
    <section className="fh-calf-summary" aria-label="Calf summary" aria-busy={counts === null}>
      {CARDS.map(({ id, label }) => (
        <div key={id} className={`fh-calf-stat fh-calf-stat-${id}`} role="group" aria-label={label}>
          <span className="fh-calf-stat-label">{label}</span>
          <span className={counts ? 'fh-calf-stat-value' : `fh-calf-stat-value ${Classes.SKELETON}`}>
            {counts ? counts[id].toLocaleString('en-US') : '00'}
          </span>
        </div>
      ))}
    </section>
  );
}
