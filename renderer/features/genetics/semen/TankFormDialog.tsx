import { Snowflake } from '@blueprintjs/icons';
import { TANK_TYPES } from '../../../../core/domain';
import type { SemenTankRecord } from '../../../../core/schemas/semen';
import type { StorageTankRecord } from '../../../../core/schemas/storage-tanks';
import { RecordFormDialog } from '../../../ui/RecordFormDialog';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { useRecordForm } from '../../../ui/useRecordForm';
import { saveToasts } from './semen-toasts';
import { TANK_FORM_FIELDS, tankForm, tankFormValues, toTankInput } from './tank-form';

interface TankFormDialogProps {
  isOpen: boolean;
  /** The tank to edit; null adds a new one. */
  tank: SemenTankRecord | null;
  /** The farm's storage tanks, one of which the tank may sit in. */
  storageTanks: readonly StorageTankRecord[];
  onClose: () => void;
}

/** "Add Semen Tank" / "Edit Semen Tank". Mounted anew for each opening, with a record id of its own. */
export function TankFormDialog({ isOpen, tank, storageTanks, onClose }: TankFormDialogProps) {
  const { form, submit, isPending } = useRecordForm({
    schema: tankForm,
    defaultValues: tankFormValues(tank),
    toInput: toTankInput,
    fields: TANK_FORM_FIELDS,
    write: tank ? { path: 'semenTanks.update', record: tank } : { path: 'semenTanks.create' },
    toasts: saveToasts('tank', tank ? 'update' : 'add', (saved: { name: string }) => saved.name),
    onSaved: onClose,
  });
  const { register, formState } = form;
  const { errors } = formState;


  return (
    <RecordFormDialog
      isOpen={isOpen}
      title={tank ? 'Edit Semen Tank' : 'Add Semen Tank'}
      icon={<Snowflake />}
      onClose={onClose}
      onSubmit={submit}
      isPending={isPending}
      record={tank}
      submitText={tank ? 'Update Tank' : 'Add Tank'}
      formLabel={tank ? 'Edit semen tank' : 'Add semen tank'}
    >
      <TextField id="semen-tank-name" label="Name" placeholder="Tank C" autoComplete="off" registration={register('name')} error={errors.name?.message} />
      <div className="fh-form-row">
        <SelectField id="semen-tank-type" label="Type" options={TANK_TYPES} registration={register('tankType')} error={errors.tankType?.message} />
        <TextField
          id="semen-tank-capacity"
          label="Capacity (canes)"
          inputMode="numeric"
          registration={register('capacity')}
          error={errors.capacity?.message}
        />
      </div>
      <div className="fh-form-row">
        <TextField id="semen-tank-location" label="Location" optional placeholder="Breeding barn" registration={register('location')} error={errors.location?.message} />
        <SelectField
          id="semen-tank-storage"
          label="Storage Tank"
          optional
          options={[{ value: '', label: 'None' }, ...storageTanks.map((storage) => ({ value: storage.id, label: storage.name }))]}
          registration={register('storageTankId')}
          error={errors.storageTankId?.message}
        />
      </div>
      <TextAreaField id="semen-tank-description" label="Description" optional placeholder="Make and model" registration={register('description')} error={errors.description?.message} />
      <TextAreaField id="semen-tank-notes" label="Notes" optional registration={register('notes')} error={errors.notes?.message} />
    </RecordFormDialog>
  );
}
