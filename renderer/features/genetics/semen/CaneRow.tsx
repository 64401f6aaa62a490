import { Button } from '@blueprintjs/core';
import { Add, Edit, Trash } from '@blueprintjs/icons';
import type { SemenActions } from './semen-actions';
import type { SemenCaneStock } from './useSemenInventory';
import { countOf } from '../../../../core/domain';


/** One cane on a tank's card: "Cane 1 Angus calving ease", its bulls, its straws left, its actions. */
export function CaneRow({ stock, actions }: { stock: SemenCaneStock; actions: SemenActions }) {
  const { cane, title, bulls, strawsLeft } = stock;
  const { addStraws, editCane, deleteCane } = actions;
  return (
    <li className="fh-semen-cane" aria-label={title}>
      <div className="fh-semen-cane-text">
        <span className="fh-semen-cane-name">
          <strong>Cane {cane.caneNumber}</strong>
          {cane.label ? ` ${cane.label}` : null}
        </span>
        <span className="fh-semen-cane-bulls">{bulls.length > 0 ? bulls.join(', ') : 'No straws yet'}</span>
      </div>
      <span className="fh-semen-cane-straws">{countOf(strawsLeft, 'straw')}</span>
      <div className="fh-semen-cane-actions">
        {addStraws ? <Button variant="outlined" icon={<Add />} text="Add Straws" onClick={() => addStraws(cane.id)} /> : null}
        {editCane ? <Button variant="minimal" icon={<Edit />} aria-label={`Edit ${title}`} title="Edit cane" onClick={() => editCane(cane)} /> : null}
        {deleteCane ? (
          <Button variant="minimal" intent="danger" icon={<Trash />} aria-label={`Delete ${title}`} title="Delete cane" onClick={() => deleteCane(cane)} />
        ) : null}
      </div>
    </li>
  );
}
