import type { MedicineRecord } from '../../../core/schemas/health';

/** What a medicine's card can ask the page to do with it: absent where the member's role cannot. */
export interface MedicineActions {
  onEdit: ((medicine: MedicineRecord) => void) | undefined;
  onDelete: ((medicine: MedicineRecord) => void) | undefined;
}
