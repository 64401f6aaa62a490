import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { breedingMethodLabel, usesTankStraws } from '../../../core/domain';
import { ACTIVITY_STRAWS } from '../../../core/domain/constants';
import { ACTIVITY_MESSAGES } from '../../../core/schemas/activities';
import { SelectField } from '../SelectField';
import { TextField } from '../TextField';
import type { ActivityInput } from '../../../core/schemas/activities';
import { SemenPickerDialog } from './SemenPickerDialog';
import { TankSire } from './TankSire';

const METHODS = ['artificial_insemination', 'embryo_transfer', 'natural_bull'] as const;
const METHOD_OPTIONS = METHODS.map((value) => ({ value, label: breedingMethodLabel(value) }));

const STRAW_OPTIONS = Array.from({ length: ACTIVITY_STRAWS.max - ACTIVITY_STRAWS.min + 1 }, (_, i) => {
  const count = String(ACTIVITY_STRAWS.min + i);
  return { value: count, label: count };
});

interface BreedingFieldsProps {
  /** Straws left of the picked bull in the picked tank; null without a tank pick. */
  strawsLeft: number | null;
  /** More straws asked than are left: the form will not log it. */
  short: boolean;
}

/**
 * A breeding's method, sire and straws. AI and ET take the sire from a tank (the semen picker) and
 * use 1 to 5 of its straws; natural service names the bull as free text.
 */
export function BreedingFields({ strawsLeft, short }: BreedingFieldsProps) {
  const { register, control, setValue, formState } = useFormContext<ActivityInput>();
  const { errors } = formState;
  const [method, sire] = useWatch({ control, name: ['breedingMethod', 'breedingSire'] });
  const fromTank = usesTankStraws(method);
  const [picking, setPicking] = useState(false);

  return (
    <fieldset className="fh-log-breeding">
      <legend>Breeding</legend>
      <SelectField
        id="activity-method"
        label="Breeding Method"
        options={METHOD_OPTIONS}
        registration={register('breedingMethod', {
          // A tank pick means nothing to natural service, nor a typed bull to AI: the sire starts over.
          onChange: (event: { target: { value: string } }) => {
            if (usesTankStraws(event.target.value) !== fromTank) setValue('breedingSire', '');
          },
        })}
        error={errors.breedingMethod?.message}
      />
      {fromTank ? (
        <>
          <TankSire sire={sire} strawsLeft={strawsLeft} onChoose={() => setPicking(true)} error={errors.breedingSire?.message} />
          <SelectField
            id="activity-straws"
            label="Straws Used"
            options={STRAW_OPTIONS}
            registration={register('strawsUsed', { valueAsNumber: true })}
            error={short ? ACTIVITY_MESSAGES.notEnoughStraws : errors.strawsUsed?.message}
          />
          <SemenPickerDialog
            isOpen={picking}
            sire={sire}
            onClose={() => setPicking(false)}
            onPick={(picked) => {
              setValue('breedingSire', picked, { shouldDirty: true });
              setPicking(false);
            }}
          />
        </>
      ) : (
        <TextField
          id="activity-sire"
          label="Sire"
          optional
          placeholder="The bull's name or tag"
          autoComplete="off"
          registration={register('breedingSire')}
          error={errors.breedingSire?.message}
        />
      )}
    </fieldset>
  );
}
