import { LabTest } from '@blueprintjs/icons';
import type { EmbryoRecord } from '../../../../core/schemas/embryos';
import type { StorageTankRecord } from '../../../../core/schemas/storage-tanks';
import { recordToasts } from '../../../ui/record-toasts';
import { RecordFormDialog } from '../../../ui/RecordFormDialog';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { useRecordForm } from '../../../ui/useRecordForm';
import { EMBRYO_FORM_FIELDS, embryoForm, embryoFormValues, toEmbryoInput } from './embryo-form';
import { BREED_OPTIONS, GRADE_OPTIONS, STAGE_OPTIONS, storageTankOptions } from './embryo-options';
import { embryoTitle } from './embryo-title';
import './EmbryoFormDialog.css';

export interface EmbryoFormDialogProps {
  isOpen: boolean;
  /** The lot to edit; null adds a new one. */
  lot: EmbryoRecord | null;
  /** The farm's storage tanks; undefined while they load. */
  tanks: readonly StorageTankRecord[] | undefined;
  onClose: () => void;
}

/**
 * "Add Embryos" / "Edit Embryos": the lot's parents, grade and stage, counts and price, dates and
 * where it is stored. Mounted anew for each opening, so each starts from the lot's values with a
 * record id of its own.
 */
export function EmbryoFormDialog({ isOpen, lot, tanks, onClose }: EmbryoFormDialogProps) {
  const { form, submit, isPending } = useRecordForm({
    schema: embryoForm,
    defaultValues: embryoFormValues(lot),
    toInput: toEmbryoInput,
    fields: EMBRYO_FORM_FIELDS,
    write: lot ? { path: 'embryos.update', record: lot } : { path: 'embryos.create' },
    toasts: recordToasts('Embryo', lot ? 'update' : 'add', embryoTitle),
    onSaved: onClose,
  });
  const { register, formState } = form;
  const { errors } = formState;
  const noTanks = tanks?.length === 0;

  return (
    <RecordFormDialog
      isOpen={isOpen}
      title={lot ? 'Edit Embryos' : 'Add Embryos'}
      icon={<LabTest />}
      onClose={onClose}
      onSubmit={submit}
      isPending={isPending}
      record={lot}
      submitText={lot ? 'Update Embryos' : 'Add Embryos'}
      formLabel={lot ? 'Edit embryos' : 'Add embryos'}
    >
      <div className="fh-form-row">
        <TextField id="embryo-donor" label="Donor Dam" autoComplete="off" registration={register('donorDam')} error={errors.donorDam?.message} />
        <TextField id="embryo-sire" label="Sire" autoComplete="off" registration={register('sire')} error={errors.sire?.message} />
      </div>
      <div className="fh-form-row">
        <SelectField id="embryo-breed" label="Breed" options={BREED_OPTIONS} registration={register('breed')} error={errors.breed?.message} />
        <SelectField id="embryo-grade" label="Grade" optional options={GRADE_OPTIONS} registration={register('embryoGrade')} error={errors.embryoGrade?.message} />
        <SelectField id="embryo-stage" label="Stage" optional options={STAGE_OPTIONS} registration={register('embryoStage')} error={errors.embryoStage?.message} />
      </div>
      <div className="fh-form-row">
        <TextField id="embryo-total" label="Total Embryos" inputMode="numeric" registration={register('totalEmbryos')} error={errors.totalEmbryos?.message} />
        <TextField
          id="embryo-remaining"
          label="Remaining Embryos"
          optional
          inputMode="numeric"
          hint="Blank means all of them."
          registration={register('remainingEmbryos')}
          error={errors.remainingEmbryos?.message}
        />
      </div>
      <div className="fh-form-row">
        <TextField id="embryo-price" label="Price per Embryo ($)" optional inputMode="decimal" registration={register('pricePerEmbryo')} error={errors.pricePerEmbryo?.message} />
        <TextField id="embryo-supplier" label="Supplier" optional placeholder="Who flushed or sold them" registration={register('supplier')} error={errors.supplier?.message} />
      </div>
      {/* Some of the three labels wrap at this width: the date boxes line up along their foot. */}
      <div className="fh-form-row fh-embryo-dates">
        <TextField id="embryo-collected" label="Collection Date" optional type="date" registration={register('collectionDate')} error={errors.collectionDate?.message} />
        <TextField id="embryo-frozen" label="Freeze Date" optional type="date" registration={register('freezeDate')} error={errors.freezeDate?.message} />
        <TextField id="embryo-expires" label="Expiration Date" optional type="date" registration={register('expirationDate')} error={errors.expirationDate?.message} />
      </div>
      <div className="fh-form-row">
        <SelectField
          id="embryo-tank"
          label="Storage Tank"
          optional
          options={storageTankOptions(tanks, form.getValues('storageTankId'))}
          hint={noTanks ? 'The farm has no storage tanks yet: add them on the Storage Tanks screen.' : undefined}
          registration={register('storageTankId')}
          error={errors.storageTankId?.message}
        />
        <TextField id="embryo-location" label="Storage Location" optional placeholder="Canister, cane or goblet" registration={register('storageLocation')} error={errors.storageLocation?.message} />
      </div>
      <TextAreaField id="embryo-notes" label="Notes" optional registration={register('notes')} error={errors.notes?.message} />
    </RecordFormDialog>
  );
}
