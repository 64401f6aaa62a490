import type { EmbryoRecord } from '../../../../core/schemas/embryos';

/** What an embryo lot's card can ask the inventory to do with it. */
export interface EmbryoActions {
  onEdit(lot: EmbryoRecord): void;
  onDelete(lot: EmbryoRecord): void;
}
