import type { PastureRecord } from '../../../core/schemas/pastures';

/** What a pasture's card can ask the page to do with it. */
export interface PastureActions {
  onView(pasture: PastureRecord): void;
  onEdit(pasture: PastureRecord): void;
  onDelete(pasture: PastureRecord): void;
}
