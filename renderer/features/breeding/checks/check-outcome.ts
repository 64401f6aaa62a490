import { checkChanges, displayStatus, isValidDate, openCows, rechecksDue, type CheckedAnimal, type CheckLike, type PregnancyResult } from '../../../../core/domain';
import { checkEffect } from '../../../../core/domain/animal-records';
import { displayDate } from '../../../ui/display-format';

// What the Pregnancy Check dialog says a save will do to the cow, before it is made. Every line is
// worked out by the rules the save itself runs (checkEffect, the Recheck Due and Open Cows lists), so
// what it promises is what the server, or the phone's copy of the farm offline, then does.

export interface CheckDraft {
  date: string;
  result: PregnancyResult;
  daysPregnant: number | null;
}

export interface CheckedCow extends CheckedAnimal {
  id: string;
  type: string | null;
}

export const LATER_CHECK = 'She has a check of a later day on record: this one is kept and changes nothing.';
export const NO_CALVING_DATE = 'Expected calving: not known. Add days pregnant to work it out.';

const changesNothing = (changes: object) => Object.keys(changes).length === 0;

/** A recheck: when she is due one, unless a later check of hers already settled it. */
function recheckLines(check: CheckLike, cow: CheckedCow, checks: readonly CheckLike[], today: string): string[] {
  const [row] = rechecksDue([cow], [...checks, check], today);
  if (!row) return [LATER_CHECK];
  return [`Recheck due: ${displayDate(row.due)}${row.overdue ? ' (overdue)' : ''}`, 'Status and expected calving stay as they are'];
}

/**
 * The lines to show for a check of `cow` (her `checks` on record beside it): her status after it,
 * the expected calving a pregnant result gives, what an open one clears and that she joins Open
 * Cows, or a recheck's due date. None while the check's date cannot be read.
 */
export function checkOutcome(draft: CheckDraft, cow: CheckedCow, checks: readonly CheckLike[], today: string): string[] {
  if (!isValidDate(draft.date)) return [];
  // The check being made has no id stored yet: none of hers can be mistaken for it.
  const check: CheckLike = { id: '', cattleId: cow.id, ...draft };
  if (draft.result === 'recheck') return recheckLines(check, cow, checks, today);

  const changes = checkEffect(check, checks, cow);
  if (changesNothing(changes) && !changesNothing(checkChanges(check, cow))) return [LATER_CHECK];
  const lines = [`Status: ${displayStatus(changes.status ?? cow.status)}`];
  if (draft.result === 'pregnant') {
    const due = changes.expectedCalvingDate ?? cow.expectedCalvingDate;
    lines.push(due ? `Expected calving: ${displayDate(due)}` : NO_CALVING_DATE);
    return lines;
  }
  if (changes.expectedCalvingDate === null) lines.push('Expected calving date cleared');
  if (openCows([cow], [...checks, check]).length > 0) lines.push('Listed in Open Cows until she is bred again');
  return lines;
}
