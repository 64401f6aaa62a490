import { Diagnosis } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { CHECK_METHOD_LABELS, CHECK_METHODS, displayName, isBreedingFemale, isInHerd, PREGNANCY_RESULT_LABELS, PREGNANCY_RESULTS } from '../../../../core/domain';
import { animalKeyOf } from '../../../../core/domain/activities';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import type { PregnancyCheckRecord } from '../../../../core/schemas/health';
import { AnimalPicker } from '../../../ui/AnimalPicker';
import { ChoiceField } from '../../../ui/ChoiceField';
import { checkResultLabel } from '../../../ui/pregnancy-check-words';
import { recordToasts } from '../../../ui/record-toasts';
import { RecordFormDialog } from '../../../ui/RecordFormDialog';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { useRecordForm } from '../../../ui/useRecordForm';
import { CHECK_FORM_FIELDS, checkForm, newCheckValues, toCheckInput } from './check-form';
import { CheckOutcomeNote } from './CheckOutcomeNote';
import './PregnancyCheckDialog.css';

const RESULT_OPTIONS = PREGNANCY_RESULTS.map((result) => ({ value: result, label: PREGNANCY_RESULT_LABELS[result] }));
const METHOD_OPTIONS = [{ value: '', label: 'Not recorded' }, ...CHECK_METHODS.map((method) => ({ value: method, label: CHECK_METHOD_LABELS[method] }))];

export interface PregnancyCheckDialogProps {
  isOpen: boolean;
  /** The cow it opens on; null to pick her in the dialog. */
  cattleId: string | null;
  herd: readonly CattleRecord[];
  /** The farm's checks: what this one does depends on hers. */
  checks: readonly PregnancyCheckRecord[];
  today: string;
  onClose: () => void;
}

/**
 * "Pregnancy Check": the cow, the day, the result, how it was found and, for a pregnancy, how far
 * along she is; what saving will do to her shows before the save. The page mounts a new one for
 * each opening, so each has a record id of its own.
 */
export function PregnancyCheckDialog({ isOpen, cattleId, herd, checks, today, onClose }: PregnancyCheckDialogProps) {
  const byId = useMemo(() => new Map(herd.map((animal) => [animal.id, animal])), [herd]);
  // Only a cow or heifer still in the herd is checked.
  const cows = useMemo(() => herd.filter((animal) => isBreedingFemale(animal.type) && isInHerd(animal.status)), [herd]);
  const [defaultValues] = useState(() => newCheckValues(today, cattleId));
  const { form, submit, isPending } = useRecordForm({
    schema: checkForm,
    defaultValues,
    toInput: toCheckInput,
    fields: CHECK_FORM_FIELDS,
    write: { path: 'pregnancyChecks.create' },
    toasts: recordToasts('Pregnancy check', 'add', (saved: PregnancyCheckRecord) => {
      const cow = byId.get(saved.cattleId);
      return `${cow ? displayName(cow) : 'The cow'}: ${checkResultLabel(saved.result)}`;
    }),
    onSaved: onClose,
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const animal = useController({ control, name: 'cattleId' });
  const result = useController({ control, name: 'result' });
  const cow = byId.get(animal.field.value) ?? null;

  return (
    <RecordFormDialog
      isOpen={isOpen}
      title="Pregnancy Check"
      icon={<Diagnosis />}
      onClose={onClose}
      onSubmit={submit}
      isPending={isPending}
      record={null}
      submitText="Save Check"
      formLabel="Pregnancy check"
    >
      <AnimalPicker
        id="check-animal"
        label="Animal"
        animals={cows}
        value={cow ? (animalKeyOf(cow) ?? '') : ''}
        placeholder="Search cows and heifers by tag or name"
        error={animal.fieldState.error?.message}
        onChange={(_key, picked) => animal.field.onChange(picked?.id ?? '')}
      />
      <TextField id="check-date" label="Check Date" type="date" registration={register('date')} error={errors.date?.message} />
      <ChoiceField id="check-result" label="Result" options={RESULT_OPTIONS} value={result.field.value} onChange={result.field.onChange} error={result.fieldState.error?.message} />
      <div className="fh-form-row">
        <SelectField id="check-method" label="Method" optional options={METHOD_OPTIONS} registration={register('method')} error={errors.method?.message} />
        {result.field.value === 'pregnant' ? (
          <TextField
            id="check-days-pregnant"
            label="Days Pregnant"
            optional
            inputMode="numeric"
            hint="From the vet: sets the calving date"
            registration={register('daysPregnant')}
            error={errors.daysPregnant?.message}
          />
        ) : null}
      </div>
      <CheckOutcomeNote control={control} cow={cow} checks={checks} today={today} />
      <TextAreaField id="check-notes" label="Notes" optional placeholder="Who checked her, what was seen" registration={register('notes')} error={errors.notes?.message} />
    </RecordFormDialog>
  );
}
