import type { SemenSummary as Summary } from '../../../../core/domain';
import { SummaryTiles } from '../../../ui/SummaryTiles';

const TILES: readonly { id: keyof Summary; label: string; accent: string }[] = [
  { id: 'physicalTanks', label: 'Physical Tanks', accent: 'var(--fh-green-600)' },
  { id: 'totalCanes', label: 'Total Canes', accent: 'var(--fh-earth-500)' },
  { id: 'totalStraws', label: 'Total Straws', accent: 'var(--fh-wheat-300)' },
];

/** Tanks, canes and straws left at a glance; null while they load. */
export function SemenSummary({ summary }: { summary: Summary | null }) {
  return <SummaryTiles label="Semen summary" tiles={TILES.map(({ id, label, accent }) => ({ id, label, accent, value: summary ? summary[id] : null }))} />;
}
