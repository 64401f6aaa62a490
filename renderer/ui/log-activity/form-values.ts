import { usesTankStraws } from '../../../core/domain';
import { findNamedAnimal, type ActivityType, type NamedAnimal } from '../../../core/domain/activities';
import { ACTIVITY_STRAWS } from '../../../core/domain/constants';
import type { ActivityInput } from '../../../core/schemas/activities';

// The Log Activity form's values, what it opens with, and what it sends.

/** What a caller may start the form with (Breeding Management opens it on a breeding of one cow). */
export interface LogActivityInitial {
  type?: ActivityType;
  cattleTag?: string;
  pasture?: string;
}

/** Most breedings logged here are AI from the farm's own tank: the form starts there. */
const DEFAULT_METHOD = 'artificial_insemination';

/** Dated today, in the named animal's pasture unless a pasture is given. */
export function initialFormValues(initial: LogActivityInitial | undefined, animals: readonly (NamedAnimal & { pasture: string })[], today: string): ActivityInput {
  const cattleTag = initial?.cattleTag ?? '';
  return {
    type: initial?.type ?? '',
    cattleTag,
    date: today,
    pasture: initial?.pasture ?? findNamedAnimal(animals, cattleTag)?.pasture ?? '',
    breedingMethod: DEFAULT_METHOD,
    breedingSire: '',
    strawsUsed: ACTIVITY_STRAWS.min,
    notes: '',
  };
}

/** Breeding details go with breedings only, and straws with the methods that use a tank's. */
export function activityPayload(values: ActivityInput): ActivityInput {
  const breeding = values.type === 'breeding';
  return {
    type: values.type,
    cattleTag: values.cattleTag,
    date: values.date,
    pasture: values.pasture,
    notes: values.notes,
    breedingMethod: breeding ? values.breedingMethod : null,
    breedingSire: breeding ? values.breedingSire : null,
    strawsUsed: breeding && usesTankStraws(values.breedingMethod) ? values.strawsUsed : null,
  };
}
