import { Classes } from '@blueprintjs/core';

/** Five placeholder rows while the herd loads. */
const ROWS = 5;

export function CattleListSkeleton() {
  return (
    <div className="fh-cattle-skeleton" aria-busy="true" aria-label="Loading cattle">
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
