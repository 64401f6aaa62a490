import type { CalfCounts, CalfTab } from '../../../core/domain';
import { SummaryTiles } from '../../ui/SummaryTiles';

const CARDS: readonly { id: CalfTab; label: string; accent: string }[] = [
  { id: 'all', label: 'Total Calves', accent: 'var(--fh-green-600)' },
  { id: 'weaned', label: 'Weaned', accent: '#8b9388' },
  { id: 'heifers', label: 'Heifers', accent: '#c0708a' },
  { id: 'bulls', label: 'Bulls', accent: '#5b6f8f' },
  { id: 'readyToWean', label: 'Ready to Wean', accent: '#d0a21c' },
];

/** The chosen year's calves at a glance; null while they load. */
export function CalfSummary({ counts }: { counts: CalfCounts | null }) {
  const tiles = CARDS.map(({ id, label, accent }) => ({ id, label, accent, value: counts ? counts[id] : null }));
  return <SummaryTiles label="Calf summary" tiles={tiles} />;
}
