import type { PastureRecord } from '../../../core/schemas/pastures';

/** What a pasture's card can ask the page to do with it; Edit and Delete absent where the member's role cannot. */
export interface PastureActions {
  onView(pasture: PastureRecord): void;
  onEdit: ((pasture: PastureRecord) => void) | undefined;
  onDelete: ((pasture: PastureRecord) => void) | undefined;
}
