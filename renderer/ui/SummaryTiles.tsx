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

/** What names the tiles: a label read aloud only, or the id of a heading shown above them. */
export type SummaryName = { label: string } | { labelledBy: string };

/**
 * Counts at a glance. Phones: the first tile across the top, the others two by two, each one line;
 * from 720 px all in one row, number under label.
 */
export function SummaryTiles({ tiles, ...name }: SummaryName & { tiles: readonly SummaryTile[] }) {
  const loading = tiles.some((tile) => tile.value === null);
  const named = 'labelledBy' in name ? { 'aria-labelledby': name.labelledBy } : { 'aria-label': name.label };
  return (
    <section className="fh-summary" {...named} aria-busy={loading} style={{ ['--fh-summary-count' as string]: tiles.length }}>
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
