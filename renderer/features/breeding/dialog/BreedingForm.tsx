import { FloppyDisk } from '@blueprintjs/icons';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { displayName, expectedCalvingDate, normaliseType } from '../../../../core/domain';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import {
  BREEDING_FORM_MESSAGES,
  breedingForm,
  breedingValuesOf,
  newBreedingValues,
  strawsLabel,
  toBreedingPatch,
  type BreedingFormField,
} from '../../../../core/schemas/breeding-form';
import { errorMessage } from '../../../api/errors';
import { FormDialogFooter } from '../../../ui/FormDialogFooter';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useRecordForm } from '../../../ui/useRecordForm';
import { animalTitle } from '../animal-title';
import type { BreedingMode } from '../useBreedingDialog';
import { HeatReturnNotice } from './HeatReturnNotice';
import { DialogBody } from '../../../ui/Dialog';

const METHOD_OPTIONS = [
  { value: '', label: 'Select method' },
  { value: 'artificial_insemination', label: 'AI (artificial insemination)' },
  { value: 'embryo_transfer', label: 'ET (embryo transfer)' },
  { value: 'natural_bull', label: 'Natural (bull)' },
];

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'pregnant', label: 'Pregnant' },
];

const FIELDS: readonly BreedingFormField[] = ['breedingDate', 'breedingMethod', 'breedingSire', 'strawsUsed', 'status', 'expectedCalvingDate'];
const FAILED = 'Error saving breeding record';

interface BreedingFormProps {
  /** Null when the animal is no longer on record: the save then says so. */
  animal: CattleRecord | null;
  mode: BreedingMode;
  today: string;
  onClose: () => void;
}

/** The breeding record: date, method, sire, straws or embryos, status and the expected calving date. */
export function BreedingForm({ animal, mode, today, onClose }: BreedingFormProps) {
  const [initial] = useState(() => (mode === 'edit' && animal ? breedingValuesOf(animal) : newBreedingValues(today)));
  // The breeding is a PATCH of the animal: its fields go whole, as the server clears a heat return with them.
  const { form, submit, isPending } = useRecordForm({
    schema: breedingForm,
    defaultValues: initial,
    toInput: toBreedingPatch,
    fields: FIELDS,
    write: { path: 'cattle.update', record: animal },
    toasts: {
      saved: (saved) => ({ tone: 'success', title: 'Breeding record saved', description: `Breeding information for ${displayName(saved)} has been updated.` }),
      failed: (error) => ({ tone: 'danger', title: FAILED, description: errorMessage(error, 'Failed to save breeding information') }),
    },
    onSaved: onClose,
    refusal: () => (animal ? null : { tone: 'danger', title: FAILED, description: BREEDING_FORM_MESSAGES.noCattle }),
    // A new breeding opens blank over the animal's last one: what it changes is the animal's values.
    recordInput: animal ? toBreedingPatch(breedingValuesOf(animal)) : undefined,
  });
  const { register, control, formState, setValue, getValues } = form;
  const { errors } = formState;
  const [method, date, expected] = useWatch({ control, name: ['breedingMethod', 'breedingDate', 'expectedCalvingDate'] });
  const straws = strawsLabel(method);
  const autoCalculated = expected !== '' && expected === expectedCalvingDate(date, method);

  // A new date or method works the expected calving date out again; it stays editable.
  const recompute = () => {
    const values = getValues();
    setValue('expectedCalvingDate', expectedCalvingDate(values.breedingDate, values.breedingMethod) ?? '', {
      shouldValidate: formState.isSubmitted,
    });
  };

  return (
    <form className="fh-breeding-form" onSubmit={submit} noValidate aria-label="Breeding record">
      <DialogBody className="fh-breeding-form-body" useOverflowScrollContainer={false}>
        {animal ? (
          <p className="fh-breeding-animal">
            <strong>{animalTitle(animal)}</strong>
            <span>
              {normaliseType(animal.type) ?? animal.type} · {animal.pasture}
            </span>
          </p>
        ) : null}
        {animal?.cameBackInHeat ? <HeatReturnNotice animal={animal} /> : null}
        <div className="fh-breeding-grid">
          <TextField
            id="breeding-date"
            label="Breeding Date"
            type="date"
            registration={register('breedingDate', { onChange: recompute })}
            error={errors.breedingDate?.message}
          />
          <SelectField
            id="breeding-method"
            label="Breeding Method"
            options={METHOD_OPTIONS}
            registration={register('breedingMethod', { onChange: recompute })}
            error={errors.breedingMethod?.message}
          />
          <div className="fh-breeding-span-2">
            <TextField
              id="breeding-sire"
              label="Breeding Sire"
              placeholder="Bull name or registration"
              autoComplete="off"
              registration={register('breedingSire')}
              error={errors.breedingSire?.message}
            />
          </div>
          {straws ? (
            <TextField
              id="breeding-straws"
              label={straws}
              type="number"
              inputMode="numeric"
              hint="1-3"
              registration={register('strawsUsed')}
              error={errors.strawsUsed?.message}
            />
          ) : null}
          <SelectField
            id="breeding-status"
            label="Status"
            hint="Pregnant once a check confirms it"
            options={STATUS_OPTIONS}
            registration={register('status')}
            error={errors.status?.message}
          />
          <TextField
            id="breeding-expected-calving"
            label="Expected Calving Date"
            type="date"
            optional
            hint={autoCalculated ? 'Auto-calculated' : undefined}
            registration={register('expectedCalvingDate')}
            error={errors.expectedCalvingDate?.message}
          />
        </div>
      </DialogBody>
      <FormDialogFooter isPending={isPending} onCancel={onClose} submitText="Save Breeding" icon={<FloppyDisk />} className="fh-breeding-footer" />
    </form>
  );
}
