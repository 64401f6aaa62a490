import { Database } from '@blueprintjs/icons';
import { TANK_TYPES } from '../../../core/domain';
import type { StorageTankRecord } from '../../../core/schemas/storage-tanks';
import { recordToasts } from '../../ui/record-toasts';
import { RecordFormDialog } from '../../ui/RecordFormDialog';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { useRecordForm } from '../../ui/useRecordForm';
import { STORAGE_TANK_FORM_FIELDS, storageTankForm, storageTankFormValues, toStorageTankInput } from './storage-tank-form';

export interface StorageTankFormDialogProps {
  isOpen: boolean;
  /** The tank to edit; null adds a new one. */
  tank: StorageTankRecord | null;
  onClose: () => void;
}

/**
 * "Add Storage Tank" / "Edit Storage Tank": name, type, capacity, location, temperature and notes.
 * The page mounts a new one for each opening, so each starts from the tank's values with a record
 * id of its own.
 */
export function StorageTankFormDialog({ isOpen, tank, onClose }: StorageTankFormDialogProps) {
  const { form, submit, isPending } = useRecordForm({
    schema: storageTankForm,
    defaultValues: storageTankFormValues(tank),
    toInput: toStorageTankInput,
    fields: STORAGE_TANK_FORM_FIELDS,
    write: tank ? { path: 'storageTanks.update', record: tank } : { path: 'storageTanks.create' },
    toasts: recordToasts('Storage tank', tank ? 'update' : 'add', (saved: { name: string }) => saved.name),
    onSaved: onClose,
  });
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <RecordFormDialog
      isOpen={isOpen}
      title={tank ? 'Edit Storage Tank' : 'Add Storage Tank'}
      icon={<Database />}
      onClose={onClose}
      onSubmit={submit}
      isPending={isPending}
      record={tank}
      submitText={tank ? 'Update Tank' : 'Add Tank'}
      formLabel={tank ? 'Edit storage tank' : 'Add storage tank'}
    >
      <TextField id="storage-tank-name" label="Name" placeholder="e.g. Barn Nitrogen Tank" autoComplete="off" registration={register('name')} error={errors.name?.message} />
      <div className="fh-form-row">
        <SelectField id="storage-tank-type" label="Type" options={TANK_TYPES} registration={register('type')} error={errors.type?.message} />
        <TextField
          id="storage-tank-capacity"
          label="Capacity"
          optional
          inputMode="numeric"
          placeholder="e.g. 100"
          hint="Straws and embryos it holds when full."
          registration={register('capacity')}
          error={errors.capacity?.message}
        />
      </div>
      <div className="fh-form-row">
        <TextField id="storage-tank-location" label="Location" optional placeholder="e.g. Breeding barn" registration={register('location')} error={errors.location?.message} />
        <TextField
          id="storage-tank-temperature"
          label="Temperature"
          optional
          placeholder="e.g. -196°C"
          registration={register('temperature')}
          error={errors.temperature?.message}
        />
      </div>
      <TextAreaField
        id="storage-tank-notes"
        label="Notes"
        optional
        placeholder="Fill schedule, what else is in it"
        registration={register('notes')}
        error={errors.notes?.message}
      />
    </RecordFormDialog>
  );
}
