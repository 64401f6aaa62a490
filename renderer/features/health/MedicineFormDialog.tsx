import { Pill } from '@blueprintjs/icons';
import type { MedicineRecord } from '../../../core/schemas/health';
import { recordToasts } from '../../ui/record-toasts';
import { RecordFormDialog } from '../../ui/RecordFormDialog';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { useRecordForm } from '../../ui/useRecordForm';
import { MEDICINE_FORM_FIELDS, MEDICINE_KIND_OPTIONS, medicineForm, medicineFormValues, toMedicineInput } from './medicine-form';

export interface MedicineFormDialogProps {
  isOpen: boolean;
  /** The medicine to edit; null adds a new one. */
  medicine: MedicineRecord | null;
  onClose: () => void;
}

/**
 * "Add Medicine" / "Edit Medicine": name, kind, meat and milk withdrawal days, unit and notes. The
 * page mounts a new one for each opening, so each starts from the medicine's values with a record
 * id of its own.
 */
export function MedicineFormDialog({ isOpen, medicine, onClose }: MedicineFormDialogProps) {
  const { form, submit, isPending } = useRecordForm({
    schema: medicineForm,
    defaultValues: medicineFormValues(medicine),
    toInput: toMedicineInput,
    fields: MEDICINE_FORM_FIELDS,
    write: medicine ? { path: 'medicines.update', record: medicine } : { path: 'medicines.create' },
    toasts: recordToasts('Medicine', medicine ? 'update' : 'add', (saved: { name: string }) => saved.name),
    onSaved: onClose,
  });
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <RecordFormDialog
      isOpen={isOpen}
      title={medicine ? 'Edit Medicine' : 'Add Medicine'}
      icon={<Pill />}
      onClose={onClose}
      onSubmit={submit}
      isPending={isPending}
      record={medicine}
      submitText={medicine ? 'Update Medicine' : 'Add Medicine'}
      formLabel={medicine ? 'Edit medicine' : 'Add medicine'}
    >
      <div className="fh-form-row">
        <TextField id="medicine-name" label="Name" placeholder="e.g. Draxxin" autoComplete="off" registration={register('name')} error={errors.name?.message} />
        <SelectField id="medicine-kind" label="Kind" options={MEDICINE_KIND_OPTIONS} registration={register('kind')} error={errors.kind?.message} />
      </div>
      <div className="fh-form-row">
        <TextField
          id="medicine-meat-days"
          label="Meat withdrawal (days)"
          optional
          inputMode="numeric"
          placeholder="0"
          hint="Days from treatment until the animal may be sold for meat."
          registration={register('meatWithdrawalDays')}
          error={errors.meatWithdrawalDays?.message}
        />
        <TextField
          id="medicine-milk-days"
          label="Milk withdrawal (days)"
          optional
          inputMode="numeric"
          placeholder="0"
          hint="Days until her milk may go in the tank."
          registration={register('milkWithdrawalDays')}
          error={errors.milkWithdrawalDays?.message}
        />
      </div>
      <TextField id="medicine-unit" label="Unit" optional placeholder="e.g. ml" autoComplete="off" registration={register('unit')} error={errors.unit?.message} />
      <TextAreaField id="medicine-notes" label="Notes" optional placeholder="Dose by weight, where it is kept, the label's warnings" registration={register('notes')} error={errors.notes?.message} />
    </RecordFormDialog>
  );
}
