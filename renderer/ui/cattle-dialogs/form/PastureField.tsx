import { useFormContext } from 'react-hook-form';
import type { CattleFormValues } from '../../../../core/schemas/cattle-form';
import { TextField } from '../../TextField';
import { SelectField } from '../../SelectField';

interface PastureFieldProps {
  /** Names from the pastures list. */
  pastures: readonly string[];
  /** The pasture the form opened with, kept as a choice even when no pasture record has that name. */
  initial: string;
}

/** A choice of the farm's pastures; a farm without any types a name instead ("Imported" by default). */
export function PastureField({ pastures, initial }: PastureFieldProps) {
  const { register, formState } = useFormContext<CattleFormValues>();
  const error = formState.errors.pasture?.message;

  if (pastures.length === 0) {
    return (
      <TextField
        id="cattle-pasture"
        label="Pasture"
        hint="No pastures set up yet: type where this animal runs."
        autoComplete="off"
        registration={register('pasture')}
        error={error}
      />
    );
  }
  const names = initial && !pastures.includes(initial) ? [initial, ...pastures] : pastures;
  return (
    <SelectField
      id="cattle-pasture"
      label="Pasture"
      options={[{ value: '', label: 'Select pasture' }, ...names.map((name) => ({ value: name, label: name }))]}
      registration={register('pasture')}
      error={error}
    />
  );
}
