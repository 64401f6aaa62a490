import { caneTitle, countOf } from '../../../../core/domain';
import type { SemenDeleteTarget } from './semen-actions';
import type { SemenNoun } from './semen-toasts';
import type { SemenTankStock } from './useSemenInventory';

const CANNOT_UNDO = 'This cannot be undone.';

const lotsAndStraws = (lots: number, straws: number) => `${countOf(lots, 'straw lot', 'straw lots')} (${countOf(straws, 'straw', 'straws')})`;

export interface DeleteWording {
  noun: SemenNoun;
  /** The dialog's title and its button. */
  title: string;
  /** What is about to go: "Tank A", "Cane 1 Angus calving ease in Tank A". */
  name: string;
  /** What goes with it. */
  warning: string;
}

/** What a delete confirmation says, counted over the whole inventory (not what a search leaves). */
export function deleteWording(target: SemenDeleteTarget, inventory: readonly SemenTankStock[]): DeleteWording {
  if (target.kind === 'tank') {
    const stock = inventory.find((tank) => tank.tank.id === target.tank.id);
    const canes = stock?.canesUsed ?? 0;
    return {
      noun: 'tank',
      title: 'Delete Tank',
      name: target.tank.name,
      warning:
        canes > 0
          ? `Its ${countOf(canes, 'cane', 'canes')} and ${lotsAndStraws(stock?.lotCount ?? 0, stock?.strawsLeft ?? 0)} are deleted with it. ${CANNOT_UNDO}`
          : CANNOT_UNDO,
    };
  }
  if (target.kind === 'cane') {
    const tank = inventory.find((stock) => stock.tank.id === target.cane.tankId);
    const cane = tank?.canes.find((stock) => stock.cane.id === target.cane.id);
    const lots = cane?.lots.length ?? 0;
    return {
      noun: 'cane',
      title: 'Delete Cane',
      name: tank ? `${caneTitle(target.cane)} in ${tank.tank.name}` : caneTitle(target.cane),
      warning: lots > 0 ? `Its ${lotsAndStraws(lots, cane?.strawsLeft ?? 0)} are deleted with it. ${CANNOT_UNDO}` : CANNOT_UNDO,
    };
  }
  const { lot } = target;
  return {
    noun: 'lot',
    title: 'Delete Straws',
    name: `the ${lot.bullName} straws in ${lot.tankName}, ${caneTitle({ caneNumber: lot.caneNumber, label: lot.caneLabel })}`,
    warning: CANNOT_UNDO,
  };
}
