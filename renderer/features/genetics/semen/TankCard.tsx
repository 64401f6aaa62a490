import { Button, Tag } from '@blueprintjs/core';
import { Add, Edit, Trash } from '@blueprintjs/icons';
import { choiceLabel, TANK_TYPES } from '../../../../core/domain';
import { CaneRow } from './CaneRow';
import { NoCanes } from './NoCanes';
import type { SemenActions } from './semen-actions';
import { TankFacts } from './TankFacts';
import type { SemenTankStock } from './useSemenInventory';
import '../../../ui/RecordCard.css';
import './TankCard.css';

interface TankCardProps {
  stock: SemenTankStock;
  storageName: string | undefined;
  actions: SemenActions;
}

/** One semen tank at a glance: its type, place, canes used and straws left, and a row per cane. */
export function TankCard({ stock, storageName, actions }: TankCardProps) {
  const { tank, canes } = stock;
  const { editTank, deleteTank, addCane } = actions;
  const onAddCane = addCane && (() => addCane(tank.id));
  return (
    <article className="fh-card-shell fh-semen-tank" aria-label={tank.name}>
      <header className="fh-semen-tank-head">
        <h2 className="fh-semen-tank-title">{tank.name}</h2>
        <Tag round minimal className="fh-semen-tank-type">
          {choiceLabel(TANK_TYPES, tank.tankType)}
        </Tag>
        <div className="fh-semen-tank-actions">
          {editTank ? <Button variant="minimal" icon={<Edit />} aria-label={`Edit ${tank.name}`} title="Edit tank" onClick={() => editTank(tank)} /> : null}
          {deleteTank ? (
            <Button variant="minimal" intent="danger" icon={<Trash />} aria-label={`Delete ${tank.name}`} title="Delete tank" onClick={() => deleteTank(tank)} />
          ) : null}
        </div>
      </header>
      <TankFacts stock={stock} storageName={storageName} />
      {canes.length > 0 ? (
        <>
          <ul className="fh-semen-canes" aria-label={`Canes in ${tank.name}`}>
            {canes.map((cane) => (
              <CaneRow key={cane.cane.id} stock={cane} actions={actions} />
            ))}
          </ul>
          {onAddCane ? (
            <footer className="fh-semen-tank-foot">
              <Button variant="outlined" icon={<Add />} text="Add Cane" onClick={onAddCane} />
            </footer>
          ) : null}
        </>
      ) : (
        <NoCanes onAdd={onAddCane} />
      )}
    </article>
  );
}

