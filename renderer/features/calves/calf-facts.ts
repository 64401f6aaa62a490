import { cleanText, formatAge, isWeaned } from '../../../core/domain';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { displayDate, displayPounds } from '../../ui/display-format';

export interface CalfFact {
  label: string;
  value: string;
  /** A second, quieter line under the value. */
  detail?: string | undefined;
}

const dash = (value: string | null | undefined) => cleanText(value) ?? '—';

/**
 * What a card and a table row say about a calf: birth and age, dam, sire, weights and pasture, and
 * for a weaned calf when it was weaned and what it weighed then.
 */
export function calfFacts(calf: CattleRecord, today: string) {
  return {
    born: { label: 'Born', value: displayDate(calf.birthDate), detail: calf.birthDate ? formatAge(calf.birthDate, today) : undefined },
    dam: { label: 'Dam', value: dash(calf.cowTag) },
    sire: { label: 'Sire', value: dash(calf.sireTag) },
    weight: {
      label: 'Weight',
      value: displayPounds(calf.weight),
      detail: calf.birthWeight == null ? undefined : `Birth ${displayPounds(calf.birthWeight)}`,
    },
    pasture: { label: 'Pasture', value: dash(calf.pasture) },
    weaned: isWeaned(calf)
      ? { label: 'Weaned', value: displayDate(calf.weanDate), detail: calf.weanWeight == null ? undefined : `at ${displayPounds(calf.weanWeight)}` }
      : null,
  } satisfies Record<string, CalfFact | null>;
}
