import { Classes } from '@blueprintjs/core';
import './SummaryTiles.css';

export interface SummaryTile {
  id: string;
  label: string;
  /** The number; null while it loads (the tile keeps its size). */
  value: number | null;
  /** The colour of the tile's edge. */
  accent?: string;
}

/**
 * Counts at a glance. Phones: the first tile across the top, the others two by two, each one line;
 * from 720 px all in one row, number under label.
 */
export function SummaryTiles({ label, tiles }: { label: string; tiles: readonly SummaryTile[] }) {
  const loading = tiles.some((tile) => tile.value === null);
  return (
    <section className="fh-summary" aria-label={label} aria-busy={loading} style={{ ['--fh-summary-count' as string]: tiles.length }}>
      {tiles.map(({ id, label: tileLabel, value, accent }) => (
        <div key={id} className="fh-summary-tile" role="group" aria-label={tileLabel} style={accent ? { borderLeftColor: accent } : undefined}>
          <span className="fh-summary-label">{tileLabel}</span>
          <span className={value === null ? `fh-summary-value ${Classes.SKELETON}` : 'fh-summary-value'}>
            {value === null ? '00' : value.toLocaleString('en-US')}
          </span>
        </div>
      ))}
    </section>
  );
}
