import { Layers } from '@blueprintjs/icons';
import { caneTitle, nextCaneNumber } from '../../../../core/domain';
import type { SemenCaneRecord } from '../../../../core/schemas/semen';
import { RecordFormDialog } from '../../../ui/RecordFormDialog';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { useRecordForm } from '../../../ui/useRecordForm';
import { CANE_FORM_FIELDS, caneForm, caneFormValues, toCaneInput } from './cane-form';
import { saveToasts } from './semen-toasts';
import type { SemenTankStock } from './useSemenInventory';

interface CaneFormDialogProps {
  isOpen: boolean;
  /** The cane to edit; null adds a new one. */
  cane: SemenCaneRecord | null;
  /** The tank a new cane goes in. */
  tankId: string | null;
  /** The tanks and their canes, to choose from and to number a new cane. */
  inventory: readonly SemenTankStock[];
  onClose: () => void;
}

/** "Add Cane" / "Edit Cane". Mounted anew for each opening, with a record id of its own. */
export function CaneFormDialog({ isOpen, cane, tankId, inventory, onClose }: CaneFormDialogProps) {
  const canesIn = (id: string) => inventory.find((stock) => stock.tank.id === id)?.canes.map((stock) => stock.cane) ?? [];
  const { form, submit, isPending } = useRecordForm({
    schema: caneForm,
    defaultValues: caneFormValues(cane, tankId, tankId ? canesIn(tankId) : []),
    toInput: toCaneInput,
    fields: CANE_FORM_FIELDS,
    write: cane ? { path: 'semenCanes.update', record: cane } : { path: 'semenCanes.create' },
    toasts: saveToasts('cane', cane ? 'update' : 'add', caneTitle),
    onSaved: onClose,
  });
  const { register, formState, getFieldState, setValue } = form;
  const { errors } = formState;

  // A new cane moved to another tank is offered that tank's next number, unless one was typed.
  const tankField = register('tankId', {
    onChange: (event: { target: { value: string } }) => {
      if (!cane && !getFieldState('caneNumber').isDirty) setValue('caneNumber', event.target.value ? nextCaneNumber(canesIn(event.target.value)) : '');
    },
  });


  return (
    <RecordFormDialog
      isOpen={isOpen}
      title={cane ? 'Edit Cane' : 'Add Cane'}
      icon={<Layers />}
      onClose={onClose}
      onSubmit={submit}
      isPending={isPending}
      record={cane}
      submitText={cane ? 'Update Cane' : 'Add Cane'}
      formLabel={cane ? 'Edit cane' : 'Add cane'}
    >
      <SelectField
        id="semen-cane-tank"
        label="Tank"
        options={[{ value: '', label: 'Choose a tank' }, ...inventory.map(({ tank }) => ({ value: tank.id, label: tank.name }))]}
        registration={tankField}
        error={errors.tankId?.message}
      />
      <div className="fh-form-row">
        <TextField id="semen-cane-number" label="Cane Number" autoComplete="off" registration={register('caneNumber')} error={errors.caneNumber?.message} />
        <TextField id="semen-cane-capacity" label="Capacity (straws)" inputMode="numeric" registration={register('capacity')} error={errors.capacity?.message} />
      </div>
      <TextField id="semen-cane-label" label="Label" optional placeholder="Angus calving ease" autoComplete="off" registration={register('label')} error={errors.label?.message} />
      <TextAreaField id="semen-cane-notes" label="Notes" optional registration={register('notes')} error={errors.notes?.message} />
    </RecordFormDialog>
  );
}
