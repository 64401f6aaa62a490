import type { ForageRecord } from '../../../core/schemas/forage';

/** What a forage card can ask the page to do with its lot: absent where the member's role cannot. */
export interface ForageActions {
  onEdit: ((lot: ForageRecord) => void) | undefined;
  onDelete: ((lot: ForageRecord) => void) | undefined;
}
