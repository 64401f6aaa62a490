import { Calendar, Heart, WarningSign } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import type { BreedingCounts } from '../../../../core/domain';
import { CowIcon } from '../../../ui/CowIcon';

const COUNTERS: readonly { key: keyof BreedingCounts; label: string; caption: string; icon: ReactNode }[] = [
  { key: 'activeCows', label: 'Active Cows', caption: 'available for breeding', icon: <CowIcon size={18} /> },
  { key: 'pregnant', label: 'Pregnant', caption: 'confirmed in calf', icon: <Heart /> },
  { key: 'recentlyBred', label: 'Recently Bred', caption: 'last 30 days', icon: <Calendar /> },
  { key: 'repeatBreeders', label: 'Repeat Breeders', caption: 'needing attention', icon: <WarningSign /> },
];

/** The Overview's four counts, two across on a phone and four on a desktop. */
export function BreedingCounters({ counts }: { counts: BreedingCounts }) {
  return (
    <div className="fh-board-counters">
      {COUNTERS.map(({ key, label, caption, icon }) => (
        <div key={key} className={`fh-board-counter fh-board-counter-${key}`} role="group" aria-label={label}>
          <div className="fh-board-counter-head">
            <span className="fh-board-counter-label">{label}</span>
            <span className="fh-icon-tile fh-board-counter-icon" aria-hidden="true">
              {icon}
            </span>
          </div>
          <p className="fh-board-counter-value">{counts[key].toLocaleString('en-US')}</p>
          <p className="fh-board-counter-caption">{caption}</p>
        </div>
      ))}
    </div>
  );
}
