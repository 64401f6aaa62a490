import { useFormContext, useWatch } from 'react-hook-form';
import type { CattleFormValues } from '../../../../core/schemas/cattle-form';
import { TextField } from '../../TextField';
import { SelectField } from '../../SelectField';
import { breedOptions, GENDER_OPTIONS, statusOptions } from './choices';
import { PastureField } from './PastureField';
import { TypeField } from './TypeField';

interface BasicInfoPanelProps {
  /** The values the form opened with: their type, breed, pasture and status stay among the choices. */
  initial: CattleFormValues;
  pastures: readonly string[];
}

/** Basic Info: identifier, type, breed, pasture, birth date, weight, status, sex. */
export function BasicInfoPanel({ initial, pastures }: BasicInfoPanelProps) {
  const { register, control, formState } = useFormContext<CattleFormValues>();
  const { errors } = formState;
  const type = useWatch({ control, name: 'type' });

  return (
    <div className="fh-cattle-grid">
      <div className="fh-span-2">
        <TextField
          id="cattle-identifier"
          label="Animal Identifier"
          placeholder="e.g. 101 Bessie"
          hint="Tag number, name or both: “101 Bessie” is tag 101, named Bessie."
          autoComplete="off"
          registration={register('identifier')}
          error={errors.identifier?.message}
        />
      </div>
      <TypeField storedType={initial.type || null} />
      <TextField id="cattle-birth-date" label="Birth Date" type="date" optional registration={register('birthDate')} error={errors.birthDate?.message} />
      <SelectField id="cattle-breed" label="Primary Breed" optional options={breedOptions(initial.breed)} registration={register('breed')} error={errors.breed?.message} />
      <TextField
        id="cattle-breed-composition"
        label="Breed Composition"
        optional
        placeholder="e.g. 50% Angus, 50% Simmental"
        autoComplete="off"
        registration={register('breedComposition')}
        error={errors.breedComposition?.message}
      />
      <PastureField pastures={pastures} initial={initial.pasture} />
      <SelectField id="cattle-status" label="Status" options={statusOptions(initial.status)} registration={register('status')} error={errors.status?.message} />
      <SelectField id="cattle-sex" label="Sex" optional options={GENDER_OPTIONS} registration={register('gender')} error={errors.gender?.message} />
      {/* Current weight is asked of steers and bulls only (sale and breeding-soundness weights). */}
      {type === 'Steer' || type === 'Bull' ? (
        <TextField id="cattle-weight" label="Current Weight (lbs)" optional type="number" inputMode="decimal" registration={register('weight')} error={errors.weight?.message} />
      ) : null}
      {type === 'Calf' ? (
        <TextField id="cattle-birth-weight" label="Birth Weight (lbs)" optional type="number" inputMode="decimal" registration={register('birthWeight')} error={errors.birthWeight?.message} />
      ) : null}
    </div>
  );
}
