import type { CattleRecord } from '../../../core/schemas/cattle';

/** What a calf's card or table row can ask the page to do with it: absent where the member's role cannot. */
export interface CalfActions {
  onEdit: ((calf: CattleRecord) => void) | undefined;
  onDelete: ((calf: CattleRecord) => void) | undefined;
}
