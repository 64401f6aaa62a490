import { ProgressBar, type Intent } from '@blueprintjs/core';
import { forageStockLevel, type ForageStockKey } from '../../../core/domain';
import type { ForageRecord } from '../../../core/schemas/forage';
import '../../ui/pills.css';

// The herd book's pill colours, so red, yellow and green read the same on every screen.
const BADGE_CLASS: Record<ForageStockKey, string> = {
  critical: 'fh-status-red',
  low: 'fh-status-yellow',
  good: 'fh-status-green',
};

const BAR_INTENT: Record<ForageStockKey, Intent> = { critical: 'danger', low: 'warning', good: 'success' };

type Stocked = Pick<ForageRecord, 'remainingBales' | 'totalBales'>;

/** Critical, Low or Good, by the share of bales left. */
export function ForageStockBadge({ lot }: { lot: Stocked }) {
  const level = forageStockLevel(lot.remainingBales, lot.totalBales);
  return <span className={`fh-pill ${BADGE_CLASS[level.key]}`}>{level.label}</span>;
}

/** "8 of 100 bales (8%)" over a bar in the badge's colour; the words say what the bar shows. */
export function ForageStockBar({ lot }: { lot: Stocked }) {
  const level = forageStockLevel(lot.remainingBales, lot.totalBales);
  const bales = (n: number) => n.toLocaleString('en-US');
  return (
    <div className="fh-forage-stock">
      <span className="fh-forage-stock-text">
        {bales(lot.remainingBales)} of {bales(lot.totalBales)} bales ({level.percent}%)
      </span>
      <ProgressBar value={level.percent / 100} intent={BAR_INTENT[level.key]} stripes={false} animate={false} aria-hidden="true" />
    </div>
  );
}
