import type { CattleRecord } from '../../../../core/schemas/cattle';

/** What a card or a table row can ask the page to do with its animal. */
export interface CattleActions {
  onEdit(animal: CattleRecord): void;
  onCalves(animal: CattleRecord): void;
  onDelete(animal: CattleRecord): void;
}
