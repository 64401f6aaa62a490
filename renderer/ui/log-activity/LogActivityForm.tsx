import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { useState } from 'react';
import { FormProvider, useWatch, type FieldErrors } from 'react-hook-form';
import { isShortOfStraws, strawsLeftForSire, todayISO, usesTankStraws, type StrawLot } from '../../../core/domain';
import { ACTIVITY_TYPES, activityTypeLabel } from '../../../core/domain/activities';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { ACTIVITY_MESSAGES, activityInput, type ActivityInput, type ActivityRecord } from '../../../core/schemas/activities';
import { errorMessage } from '../../api/errors';
import { SelectField } from '../SelectField';
import { TextAreaField } from '../TextAreaField';
import { TextField } from '../TextField';
import { toast } from '../toast';
import { useRecordForm } from '../useRecordForm';
import { AnimalField } from './AnimalField';
import { BreedingFields } from './BreedingFields';
import { activityPayload, initialFormValues, type LogActivityInitial } from './form-values';
import { PastureField } from './PastureField';

interface LogActivityFormProps {
  animals: readonly CattleRecord[];
  pastures: readonly string[];
  /** The farm's straw lots, to warn before more straws are asked than the picked bull has left. */
  strawLots: readonly StrawLot[];
  initial: LogActivityInitial | undefined;
  onLogged: (activity: ActivityRecord) => void;
  onCancel: () => void;
}

const TYPE_OPTIONS = [{ value: '', label: 'Select activity type' }, ...ACTIVITY_TYPES.map((type) => ({ value: type, label: activityTypeLabel(type) }))];

const LOG_FAILED = 'Failed to log activity';

const FIELDS = ['type', 'cattleTag', 'date', 'pasture', 'breedingMethod', 'breedingSire', 'strawsUsed', 'notes'] as const satisfies readonly (keyof ActivityInput)[];

/**
 * The problem a refused submit names: the required fields' one message when one is missing, else
 * the first field's own ("Date cannot be more than a year ahead").
 */
function invalidMessage(errors: FieldErrors<ActivityInput>): string {
  const messages = FIELDS.flatMap((field) => errors[field]?.message ?? []);
  return messages.includes(ACTIVITY_MESSAGES.required) ? ACTIVITY_MESSAGES.required : (messages[0] ?? ACTIVITY_MESSAGES.required);
}

/** Type, animal, date, pasture, the breeding details for a breeding, and notes. */
export function LogActivityForm({ animals, pastures, strawLots, initial, onLogged, onCancel }: LogActivityFormProps) {
  const [defaultValues] = useState(() => initialFormValues(initial, animals, todayISO()));
  const { form, submit, isPending } = useRecordForm({
    schema: activityInput,
    defaultValues,
    toInput: activityPayload,
    fields: FIELDS,
    write: { path: 'activities.create' },
    toasts: {
      saved: () => ({ tone: 'success', title: 'Activity logged', description: 'The activity has been recorded successfully.' }),
      failed: (error) => ({ tone: 'danger', title: 'Error', description: errorMessage(error, LOG_FAILED) }),
    },
    onSaved: (saved) => saved && onLogged(saved),
    refusal: () => (short ? { tone: 'danger', title: 'Error', description: ACTIVITY_MESSAGES.notEnoughStraws } : null),
    onInvalid: (invalid) => toast({ tone: 'danger', title: 'Error', description: invalidMessage(invalid) }),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const [type, method, sire, strawsUsed] = useWatch({ control, name: ['type', 'breedingMethod', 'breedingSire', 'strawsUsed'] });
  const strawsLeft = type === 'breeding' && usesTankStraws(method) ? strawsLeftForSire(strawLots, sire) : null;
  const short = isShortOfStraws(strawsUsed, strawsLeft);

  return (
    <FormProvider {...form}>
      <form className="fh-log-form" onSubmit={submit} noValidate aria-label="Log activity">
        <DialogBody className="fh-log-body">
          <SelectField id="activity-type" label="Activity Type" options={TYPE_OPTIONS} registration={register('type')} error={errors.type?.message} />
          <AnimalField animals={animals} />
          <div className="fh-log-pair">
            <TextField id="activity-date" label="Date" type="date" registration={register('date')} error={errors.date?.message} />
            <PastureField pastures={pastures} />
          </div>
          {type === 'breeding' ? <BreedingFields strawsLeft={strawsLeft} short={short} /> : null}
          <TextAreaField id="activity-notes" label="Notes" optional placeholder="What was done, products and doses, who did it" registration={register('notes')} error={errors.notes?.message} />
        </DialogBody>
        <DialogFooter
          className="fh-dialog-footer"
          actions={
            <>
              <Button size="large" text="Cancel" onClick={onCancel} disabled={isPending} />
              <Button type="submit" intent="primary" size="large" icon={<Add />} disabled={isPending} text={isPending ? 'Logging...' : 'Log Activity'} />
            </>
          }
        />
      </form>
    </FormProvider>
  );
}
