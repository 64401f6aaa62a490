import { SummaryTiles } from '../../ui/SummaryTiles';
import type { ForageTotals } from './forage-summary';

const TILES: readonly { id: keyof ForageTotals; label: string; accent: string }[] = [
  { id: 'lots', label: 'Lots', accent: 'var(--fh-green-600)' },
  { id: 'totalBales', label: 'Total Bales', accent: 'var(--fh-earth-500)' },
  { id: 'remainingBales', label: 'Remaining Bales', accent: 'var(--fh-green-500)' },
  // The stock badges' colours.
  { id: 'low', label: 'Low', accent: '#d0a21c' },
  { id: 'critical', label: 'Critical', accent: '#cd4246' },
];

/** The chosen year's lots at a glance; null while they load. */
export function ForageSummary({ totals }: { totals: ForageTotals | null }) {
  return <SummaryTiles label="Forage summary" tiles={TILES.map(({ id, label, accent }) => ({ id, label, accent, value: totals ? totals[id] : null }))} />;
}
