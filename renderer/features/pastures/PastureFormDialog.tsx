import { Tree } from '@blueprintjs/icons';
import type { PastureRecord } from '../../../core/schemas/pastures';
import { recordToasts } from '../../ui/record-toasts';
import { RecordFormDialog } from '../../ui/RecordFormDialog';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { useRecordForm } from '../../ui/useRecordForm';
import { PASTURE_FORM_FIELDS, pastureForm, pastureFormValues, toPastureInput } from './pasture-form';

export interface PastureFormDialogProps {
  isOpen: boolean;
  /** The pasture to edit; null adds a new one. */
  pasture: PastureRecord | null;
  onClose: () => void;
}

/**
 * "Add Pasture" / "Edit Pasture": name, description and capacity. The page mounts a new one for
 * each opening, so each starts from the pasture's values with a record id of its own.
 */
export function PastureFormDialog({ isOpen, pasture, onClose }: PastureFormDialogProps) {
  const { form, submit, isPending } = useRecordForm({
    schema: pastureForm,
    defaultValues: pastureFormValues(pasture),
    toInput: toPastureInput,
    fields: PASTURE_FORM_FIELDS,
    // A rename moves the pasture's animals along on the server.
    write: pasture ? { path: 'pastures.update', record: pasture } : { path: 'pastures.create' },
    toasts: recordToasts('Pasture', pasture ? 'update' : 'create', (saved: { name: string }) => saved.name),
    onSaved: onClose,
  });
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <RecordFormDialog
      isOpen={isOpen}
      title={pasture ? 'Edit Pasture' : 'Add Pasture'}
      icon={<Tree />}
      onClose={onClose}
      onSubmit={submit}
      isPending={isPending}
      record={pasture}
      submitText={pasture ? 'Update Pasture' : 'Add Pasture'}
      formLabel={pasture ? 'Edit pasture' : 'Add pasture'}
    >
      <TextField id="pasture-name" label="Name" autoComplete="off" registration={register('name')} error={errors.name?.message} />
      <TextAreaField
        id="pasture-description"
        label="Description"
        optional
        placeholder="Acres, water, fencing, what it is used for"
        registration={register('description')}
        error={errors.description?.message}
      />
      <TextField
        id="pasture-capacity"
        label="Capacity (head)"
        optional
        inputMode="numeric"
        hint="How many head it carries; leave blank if not set."
        registration={register('capacity')}
        error={errors.capacity?.message}
      />
    </RecordFormDialog>
  );
}
