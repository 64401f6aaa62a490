import { FORAGE_QUALITIES, FORAGE_SOURCES, FORAGE_TYPES, FORAGE_VARIETIES, type Choice } from '../../../core/domain';
import type { ForageRecord } from '../../../core/schemas/forage';
import { errorMessage } from '../../api/errors';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { RecordFormDialog } from '../../ui/RecordFormDialog';
import { SelectField, type SelectOption } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { useRecordForm } from '../../ui/useRecordForm';
import { forageLotPlace } from './forage-display';
import { FORAGE_FORM_FIELDS, forageForm, forageFormValues, toForageInput } from './forage-form';

export interface ForageFormDialogProps {
  isOpen: boolean;
  /** The lot to edit; null adds a new one. */
  lot: ForageRecord | null;
  onClose: () => void;
}

const options = (blank: string, choices: readonly Choice[]): SelectOption[] => [{ value: '', label: blank }, ...choices];
const TYPE_OPTIONS = options('Select type', FORAGE_TYPES);
const VARIETY_OPTIONS = options('Not recorded', FORAGE_VARIETIES);
const QUALITY_OPTIONS = options('Not recorded', FORAGE_QUALITIES);
const SOURCE_OPTIONS = options('Not recorded', FORAGE_SOURCES);

/**
 * "Add Forage Record" / "Edit Forage Record". The page mounts a new one for each opening, so each
 * starts from the lot's values with a record id of its own.
 */
export function ForageFormDialog({ isOpen, lot, onClose }: ForageFormDialogProps) {
  const verb = lot ? 'update' : 'create';
  const { form, submit, isPending } = useRecordForm({
    schema: forageForm,
    defaultValues: forageFormValues(lot),
    toInput: toForageInput,
    fields: FORAGE_FORM_FIELDS,
    write: lot ? { path: 'forage.update', record: lot } : { path: 'forage.create' },
    toasts: {
      saved: (saved) => ({ tone: 'success', title: `Forage record ${verb}d successfully!`, description: forageLotPlace(saved) }),
      failed: (error) => ({ tone: 'danger', title: 'Error', description: errorMessage(error, `Failed to ${verb} forage record. Please try again.`) }),
    },
    onSaved: onClose,
  });
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <RecordFormDialog
      isOpen={isOpen}
      title={lot ? 'Edit Forage Record' : 'Add Forage Record'}
      icon={<ScreenIcon path="/forage" />}
      onClose={onClose}
      onSubmit={submit}
      isPending={isPending}
      record={lot}
      submitText={lot ? 'Update Forage' : 'Add Forage'}
      formLabel={lot ? 'Edit forage record' : 'Add forage record'}
    >
      <div className="fh-form-row">
        <SelectField id="forage-type" label="Type" options={TYPE_OPTIONS} registration={register('type')} error={errors.type?.message} />
        <SelectField id="forage-variety" label="Variety" optional options={VARIETY_OPTIONS} registration={register('variety')} error={errors.variety?.message} />
      </div>
      <div className="fh-form-row">
        <SelectField id="forage-quality" label="Quality" optional options={QUALITY_OPTIONS} registration={register('quality')} error={errors.quality?.message} />
        <TextField id="forage-harvest-date" label="Harvest Date" type="date" optional registration={register('harvestDate')} error={errors.harvestDate?.message} />
      </div>
      <div className="fh-form-row">
        <SelectField id="forage-source" label="Source" optional options={SOURCE_OPTIONS} registration={register('source')} error={errors.source?.message} />
        <TextField id="forage-supplier" label="Supplier" optional autoComplete="off" registration={register('supplier')} error={errors.supplier?.message} />
      </div>
      <TextField
        id="forage-location"
        label="Storage Location"
        placeholder="North stackyard"
        autoComplete="off"
        registration={register('location')}
        error={errors.location?.message}
      />
      <div className="fh-form-row">
        <TextField id="forage-total-bales" label="Total Bales" inputMode="numeric" placeholder="100" registration={register('totalBales')} error={errors.totalBales?.message} />
        <TextField
          id="forage-remaining-bales"
          label="Remaining Bales"
          inputMode="numeric"
          placeholder="60"
          hint="More than the total is saved as the total."
          registration={register('remainingBales')}
          error={errors.remainingBales?.message}
        />
      </div>
      <div className="fh-form-row">
        <TextField
          id="forage-weight"
          label="Weight per Bale (lbs)"
          optional
          inputMode="numeric"
          placeholder="1200"
          registration={register('weightPerBale')}
          error={errors.weightPerBale?.message}
        />
        <TextField
          id="forage-moisture"
          label="Moisture (%)"
          optional
          inputMode="decimal"
          placeholder="13.5"
          registration={register('moistureContent')}
          error={errors.moistureContent?.message}
        />
      </div>
      <div className="fh-form-row">
        <TextField
          id="forage-price"
          label="Price per Bale ($)"
          optional
          inputMode="decimal"
          placeholder="110.00"
          registration={register('pricePerBale')}
          error={errors.pricePerBale?.message}
        />
        <TextField id="forage-total-cost" label="Total Cost ($)" optional inputMode="decimal" placeholder="11000.00" registration={register('totalCost')} error={errors.totalCost?.message} />
      </div>
      <TextField
        id="forage-test-results"
        label="Test Results"
        optional
        autoComplete="off"
        placeholder="RFV 182, CP 21.4%"
        registration={register('testResults')}
        error={errors.testResults?.message}
      />
      <TextAreaField id="forage-notes" label="Notes" optional placeholder="Cutting, weather, where it goes first" registration={register('notes')} error={errors.notes?.message} />
    </RecordFormDialog>
  );
}
