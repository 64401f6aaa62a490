import { Dashboard } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { displayName } from '../../../../core/domain/display-name';
import { todayISO } from '../../../../core/domain/dates';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { displayPounds } from '../../display-format';
import { recordToasts } from '../../record-toasts';
import { RecordFormDialog } from '../../RecordFormDialog';
import { SelectField } from '../../SelectField';
import { TextField } from '../../TextField';
import { useRecordForm } from '../../useRecordForm';
import { toWeighingInput, WEIGHING_FORM_FIELDS, WEIGHING_KIND_OPTIONS, weighingForm, weighingFormValues } from '../../weighings/weighing-form';

export interface WeighingFormDialogProps {
  isOpen: boolean;
  animal: CattleRecord;
  onClose: () => void;
}

/**
 * "Add Weighing" over the animal's edit dialog: date, weight and kind. The panel mounts a new one
 * for each opening, so each has a record id of its own.
 */
export function WeighingFormDialog({ isOpen, animal, onClose }: WeighingFormDialogProps) {
  const [today] = useState(todayISO);
  const { form, submit, isPending } = useRecordForm({
    schema: weighingForm,
    defaultValues: weighingFormValues(animal.id, today),
    toInput: toWeighingInput,
    fields: WEIGHING_FORM_FIELDS,
    write: { path: 'weights.create' },
    toasts: recordToasts('Weighing', 'add', (saved: { weight: number }) => `${displayName(animal)}: ${displayPounds(saved.weight)}`),
    onSaved: onClose,
  });
  const { register, formState } = form;
  const { errors } = formState;

  // This dialog is portalled out of the edit dialog's form, but React hands its submit on to that
  // form's handler all the same, which would save (or close) the animal's form too.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void submit(event);
  };

  return (
    <RecordFormDialog
      isOpen={isOpen}
      title="Add Weighing"
      icon={<Dashboard />}
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isPending}
      record={null}
      submitText="Add Weighing"
      formLabel={`Add a weighing of ${displayName(animal)}`}
    >
      <TextField id="weighing-date" label="Date" type="date" registration={register('date')} error={errors.date?.message} />
      <div className="fh-form-row">
        <TextField id="weighing-weight" label="Weight (lbs)" inputMode="decimal" autoComplete="off" placeholder="e.g. 650" registration={register('weight')} error={errors.weight?.message} />
        <SelectField id="weighing-kind" label="Kind" options={WEIGHING_KIND_OPTIONS} registration={register('kind')} error={errors.kind?.message} />
      </div>
    </RecordFormDialog>
  );
}
