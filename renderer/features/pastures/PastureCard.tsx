import { Button, Tag, type Intent } from '@blueprintjs/core';
import { Edit, Trash } from '@blueprintjs/icons';
import { memo } from 'react';
import { pastureCapacity, pastureHerdCounts, type PastureCapacity, type PastureHerdCounts } from '../../../core/domain';
import type { CattleRecord } from '../../../core/schemas/cattle';
import type { PastureRecord } from '../../../core/schemas/pastures';
import { CowIcon } from '../../ui/CowIcon';
import type { PastureActions } from './pasture-actions';
import '../../ui/RecordCard.css';
import './PastureCard.css';

interface PastureCardProps {
  pasture: PastureRecord;
  /** Every record naming the pasture; the counts leave out sold and deceased animals. */
  animals: readonly CattleRecord[];
  today: string;
  actions: PastureActions;
}

const COUNTS: readonly { key: keyof PastureHerdCounts; label: string }[] = [
  { key: 'bulls', label: 'Bulls' },
  { key: 'cows', label: 'Cows' },
  { key: 'calves', label: 'Calves' },
  { key: 'total', label: 'Total' },
];

const INTENT: Record<PastureCapacity['color'], Intent> = { green: 'success', yellow: 'warning', red: 'danger', gray: 'none' };

/** How full the pasture is, as a bar beside the words that say it. */
function CapacityBar({ head, capacity, color }: { head: number; capacity: number; color: PastureCapacity['color'] }) {
  const filled = Math.min(100, Math.round((head / capacity) * 100));
  return (
    <div className={`fh-pasture-bar fh-pasture-bar-${color}`} aria-hidden="true">
      <span style={{ width: `${filled}%` }} />
    </div>
  );
}

/** One pasture: its description, who grazes it (bulls, cows, calves, total), its capacity and room left. */
export const PastureCard = memo(function PastureCard({ pasture, animals, today, actions }: PastureCardProps) {
  const counts = pastureHerdCounts(animals, today);
  const capacity = pastureCapacity(counts.total, pasture.capacity);
  const over = capacity.state === 'over';
  const { onEdit, onDelete } = actions;
  return (
    <article className={over ? 'fh-card-shell fh-pasture-card fh-pasture-card-over' : 'fh-card-shell fh-pasture-card'} aria-label={pasture.name}>
      <h2 className="fh-pasture-card-title">{pasture.name}</h2>
      {pasture.description ? <p className="fh-pasture-card-description">{pasture.description}</p> : null}
      <dl className="fh-pasture-counts">
        {COUNTS.map(({ key, label }) => (
          <div key={key} className={`fh-pasture-count fh-pasture-count-${key}`}>
            <dt>{label}</dt>
            <dd>{counts[key]}</dd>
          </div>
        ))}
      </dl>
      <div className="fh-pasture-capacity">
        {capacity.state !== 'unlimited' && pasture.capacity ? (
          <>
            <span className="fh-pasture-capacity-text">Capacity: {pasture.capacity} head</span>
            <Tag round minimal={!over} intent={INTENT[capacity.color]} className="fh-pasture-room">
              {capacity.label}
            </Tag>
            <CapacityBar head={counts.total} capacity={pasture.capacity} color={capacity.color} />
          </>
        ) : (
          <span className="fh-pasture-capacity-text">{capacity.label}</span>
        )}
      </div>
      <footer className="fh-pasture-card-actions">
        <Button variant="outlined" icon={<CowIcon />} text="View cattle" aria-label={`View cattle in ${pasture.name}`} onClick={() => actions.onView(pasture)} />
        {onEdit ? <Button variant="minimal" icon={<Edit />} aria-label={`Edit ${pasture.name}`} title="Edit" onClick={() => onEdit(pasture)} /> : null}
        {onDelete ? (
          <Button variant="minimal" intent="danger" icon={<Trash />} aria-label={`Delete ${pasture.name}`} title="Delete" onClick={() => onDelete(pasture)} />
        ) : null}
      </footer>
    </article>
  );
});
