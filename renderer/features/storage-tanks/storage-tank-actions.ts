import type { StorageTankRecord } from '../../../core/schemas/storage-tanks';

/** What a storage tank's card can ask the page to do with it. */
export interface StorageTankActions {
  onEdit(tank: StorageTankRecord): void;
  onDelete(tank: StorageTankRecord): void;
}
