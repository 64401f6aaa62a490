import type { EmbryoRecord } from '../../../../core/schemas/embryos';

/** What an embryo lot's card can ask the inventory to do with it: absent where the member's role cannot. */
export interface EmbryoActions {
  onEdit: ((lot: EmbryoRecord) => void) | undefined;
  onDelete: ((lot: EmbryoRecord) => void) | undefined;
}
