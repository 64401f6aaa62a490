import type { StorageTankRecord } from '../../../core/schemas/storage-tanks';

/** What a storage tank's card can ask the page to do with it: absent where the member's role cannot. */
export interface StorageTankActions {
  onEdit: ((tank: StorageTankRecord) => void) | undefined;
  onDelete: ((tank: StorageTankRecord) => void) | undefined;
}
