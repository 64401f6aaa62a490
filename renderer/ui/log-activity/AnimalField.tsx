import { useController, useFormContext } from 'react-hook-form';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { AnimalPicker } from '../AnimalPicker';
import type { ActivityInput } from '../../../core/schemas/activities';

/** The animal, picked from the herd; picking one moves the pasture to hers unless it was chosen. */
export function AnimalField({ animals }: { animals: readonly CattleRecord[] }) {
  const { control, getFieldState, setValue, formState } = useFormContext<ActivityInput>();
  const { field, fieldState } = useController({ control, name: 'cattleTag' });

  return (
    <AnimalPicker
      id="activity-animal"
      label="Animal"
      animals={animals}
      value={field.value}
      placeholder="Search by tag, name, type or pasture"
      error={fieldState.error?.message}
      onChange={(key, animal) => {
        field.onChange(key);
        if (animal && !getFieldState('pasture').isDirty) {
          setValue('pasture', animal.pasture, { shouldValidate: formState.isSubmitted });
        }
      }}
    />
  );
}
