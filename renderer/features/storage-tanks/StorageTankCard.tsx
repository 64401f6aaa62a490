import { Button } from '@blueprintjs/core';
import { Edit, Trash } from '@blueprintjs/icons';
import { memo } from 'react';
import { choiceLabel, TANK_TYPES, type StorageTankContents } from '../../../core/domain';
import type { StorageTankRecord } from '../../../core/schemas/storage-tanks';
import type { StorageTankActions } from './storage-tank-actions';
import { TankInventory } from './TankInventory';
import { TankUsageBar } from './TankUsageBar';
import '../../ui/RecordCard.css';
import './StorageTankCard.css';

interface StorageTankCardProps {
  tank: StorageTankRecord;
  contents: StorageTankContents;
  actions: StorageTankActions;
}

/** One storage tank: its type, where it is and how cold, how full, and what it holds. */
export const StorageTankCard = memo(function StorageTankCard({ tank, contents, actions }: StorageTankCardProps) {
  const { onEdit, onDelete } = actions;
  return (
    <article className="fh-card-shell fh-storage-card" aria-label={tank.name}>
      <header className="fh-storage-card-head">
        <div className="fh-storage-card-name">
          <h2 className="fh-storage-card-title">{tank.name}</h2>
          <span className="fh-storage-type">{choiceLabel(TANK_TYPES, tank.type)}</span>
        </div>
        <span className="fh-storage-card-tools">
          {onEdit ? <Button variant="minimal" icon={<Edit />} aria-label={`Edit ${tank.name}`} title="Edit" onClick={() => onEdit(tank)} /> : null}
          {onDelete ? (
            <Button variant="minimal" intent="danger" icon={<Trash />} aria-label={`Delete ${tank.name}`} title="Delete" onClick={() => onDelete(tank)} />
          ) : null}
        </span>
      </header>
      <dl className="fh-storage-facts">
        <div>
          <dt>Location</dt>
          <dd>{tank.location ?? '—'}</dd>
        </div>
        <div>
          <dt>Temperature</dt>
          <dd>{tank.temperature ?? '—'}</dd>
        </div>
      </dl>
      <TankUsageBar tankName={tank.name} used={contents.used} capacity={tank.capacity} />
      <TankInventory tankName={tank.name} contents={contents} />
    </article>
  );
});
