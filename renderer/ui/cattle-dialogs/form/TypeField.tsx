import { Lightbulb } from '@blueprintjs/icons';
import { useFormContext, useWatch } from 'react-hook-form';
import { ageBand, ageInMonths, formatAge, isValidDate, typeHint, typesOfferedByAge } from '../../../../core/domain';
import type { CattleFormValues } from '../../../../core/schemas/cattle-form';
import { SelectField } from '../../SelectField';

/**
 * Type, offered in the order the animal's age suggests (docs/herd-book.md), with its age and life stage
 * beside it and the hint when it has outgrown its type. `storedType`: the type it had on opening,
 * listed first, so the list does not reorder while the rancher picks.
 */
export function TypeField({ storedType }: { storedType: string | null }) {
  const { register, control, formState } = useFormContext<CattleFormValues>();
  const [type, birthDate] = useWatch({ control, name: ['type', 'birthDate'] });
  const months = ageInMonths(birthDate);
  const options = [
    { value: '', label: 'Select type' },
    ...typesOfferedByAge(months, storedType).map((value) => ({ value, label: value })),
  ];
  const hint = typeHint(type, months);

  return (
    <SelectField
      id="cattle-type"
      label="Type"
      options={options}
      registration={register('type')}
      error={formState.errors.type?.message}
      hint={
        <span className="fh-type-hint">
          <span className="fh-type-age">
            {isValidDate(birthDate) ? `${formatAge(birthDate)} · ${ageBand(months).label}` : 'Age: N/A (add a birth date)'}
          </span>
          {hint ? (
            <span className="fh-type-suggestion">
              <Lightbulb size={12} /> {hint}
            </span>
          ) : null}
        </span>
      }
    />
  );
}
