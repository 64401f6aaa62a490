import { Classes } from '@blueprintjs/core';
import '../cattle/list/CattleStates.css';

/** Six placeholder rows while the calves load. */
const ROWS = 6;

export function CalfListSkeleton() {
  return (
    <div className="fh-cattle-skeleton" aria-busy="true" aria-label="Loading calves">
      {Array.from({ length: ROWS }, (_, i) => (
        <div key={i} className="fh-cattle-skeleton-row">
          <div className={`fh-skeleton-title ${Classes.SKELETON}`} />
          <div className={`fh-skeleton-line ${Classes.SKELETON}`} />
          <div className={`fh-skeleton-line fh-skeleton-short ${Classes.SKELETON}`} />
        </div>
      ))}
    </div>
  );
}
