import type { CattleRecord } from '../../../../core/schemas/cattle';

/**
 * What a card or a table row can ask the page to do with its animal. Edit and Delete are absent
 * where the member's role cannot make their calls, and their buttons with them.
 */
export interface CattleActions {
  onEdit: ((animal: CattleRecord) => void) | undefined;
  onCalves(animal: CattleRecord): void;
  onDelete: ((animal: CattleRecord) => void) | undefined;
}
