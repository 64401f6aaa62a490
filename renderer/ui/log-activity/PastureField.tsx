import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../SelectField';
import { TextField } from '../TextField';
import type { ActivityInput } from '../../../core/schemas/activities';

/**
 * Where the activity happened (for a movement, where the animal went): the farm's pastures, and the
 * animal's own pasture even when no pasture record has its name. A farm without pastures types one.
 */
export function PastureField({ pastures }: { pastures: readonly string[] }) {
  const { register, control, formState } = useFormContext<ActivityInput>();
  const current = useWatch({ control, name: 'pasture' });
  const error = formState.errors.pasture?.message;

  if (pastures.length === 0) {
    return <TextField id="activity-pasture" label="Pasture" autoComplete="off" registration={register('pasture')} error={error} />;
  }
  const names = current && !pastures.includes(current) ? [current, ...pastures] : pastures;
  return (
    <SelectField
      id="activity-pasture"
      label="Pasture"
      options={[{ value: '', label: 'Select pasture' }, ...names.map((name) => ({ value: name, label: name }))]}
      registration={register('pasture')}
      error={error}
    />
  );
}
