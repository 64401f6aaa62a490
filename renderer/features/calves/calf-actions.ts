import type { CattleRecord } from '../../../core/schemas/cattle';

/** What a calf's card or table row can ask the page to do with it. */
export interface CalfActions {
  onEdit(calf: CattleRecord): void;
  onDelete(calf: CattleRecord): void;
}
