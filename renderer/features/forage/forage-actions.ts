import type { ForageRecord } from '../../../core/schemas/forage';

/** What a forage card can ask the page to do with its lot. */
export interface ForageActions {
  onEdit(lot: ForageRecord): void;
  onDelete(lot: ForageRecord): void;
}
