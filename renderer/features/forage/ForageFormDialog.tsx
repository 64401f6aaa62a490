import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FORAGE_QUALITIES, FORAGE_SOURCES, FORAGE_TYPES, FORAGE_VARIETIES, type Choice } from '../../../core/domain';
import type { ForageRecord } from '../../../core/schemas/forage';
import { newRecordId } from '../../api/record-id';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { RecordFormDialog } from '../../ui/RecordFormDialog';
import { showFieldIssues } from '../../ui/record-save';
import { SelectField, type SelectOption } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { FORAGE_FORM_FIELDS, forageForm, forageFormValues, type ForageFormValues } from './forage-form';
import { useSaveForage } from './useSaveForage';

export interface ForageFormDialogProps {
  isOpen: boolean;
  /** The lot to edit; null adds a new one. */
  lot: ForageRecord | null;
  onClose: () => void;
}

// Raw: the resolver only reports messages; toForageInput makes the API's values at save time.
const resolver = zodResolver(forageForm, undefined, { raw: true });

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
  const form = useForm<ForageFormValues>({ resolver, defaultValues: forageFormValues(lot) });
  // Made once per opening: a save repeated after a lost answer reuses it and makes one lot.
  const [recordId] = useState(newRecordId);
  const { save, isPending } = useSaveForage(lot, recordId);
  const { register, formState } = form;
  const { errors } = formState;

  const submit = form.handleSubmit(async (values) => {
    const issues = await save(values);
    if (issues === null) onClose();
    else showFieldIssues(form.setError, issues, FORAGE_FORM_FIELDS);
  });

  return (
    <RecordFormDialog
      isOpen={isOpen}
      title={lot ? 'Edit Forage Record' : 'Add Forage Record'}
      icon={<ScreenIcon path="/forage" />}
      onClose={onClose}
      onSubmit={submit}
      isPending={isPending}
      editing={lot !== null}
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
