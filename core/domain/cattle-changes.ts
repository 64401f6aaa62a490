// A change to a stored animal, a PATCH or what a logged activity does to it: the stored record with
// the changes laid over it, checked again as a whole (so a change cannot leave an animal the form
// would refuse, such as one with neither tag nor name), its status kept to its disposition, and for
// a PATCH the expected calving date worked out again. A new animal gets the same date and status
// (normalisedAnimal). The server saves what this answers; a phone applies a pending save to its copy
// of the farm with the same functions. The whole-record check is the record's schema, which the
// domain cannot import: the caller passes it (core/schemas/cattle.ts: checkCattle).
import { dispositionStatus } from './cattle-status';
import { expectedCalvingDate } from './gestation';

/** What the expected calving date is worked out from, and the date itself. */
export interface CalvingFields {
  breedingDate: string | null;
  breedingMethod: string | null;
  expectedCalvingDate: string | null;
}

/** A field the whole-record check refuses, with why, as a form shows it under the field. */
export interface FieldProblem {
  path: (string | number)[];
  message: string;
}

export type Checked<F> = { ok: true; fields: F } | { ok: false; issues: FieldProblem[] };

/** The whole-record check: the record's fields as they are stored, or what is wrong with them. */
export type RecordCheck<F> = (record: object) => Checked<F>;

/** The status, and the disposition that may decide it. */
export interface DispositionFields {
  status: string;
  disposition: string | null;
}

/** With a breeding date and method but no expected calving date, fill it (280 days for ET, else 283). */
export function withExpectedCalving<F extends CalvingFields>(fields: F): F {
  if (fields.expectedCalvingDate || !fields.breedingDate || !fields.breedingMethod) return fields;
  return { ...fields, expectedCalvingDate: expectedCalvingDate(fields.breedingDate, fields.breedingMethod) };
}

/**
 * While the disposition says sold or deceased, so does the status, whatever status was sent with it:
 * the animal has left the herd. Clearing the disposition leaves the status as it is (what the animal
 * is now is the rancher's to say, not a guess).
 */
export function withDispositionStatus<F extends DispositionFields>(fields: F): F {
  const status = dispositionStatus(fields.disposition);
  // The status is one of the record's own statuses (cattle-status.ts), whatever F narrows it to.
  return status === null || fields.status === status ? fields : ({ ...fields, status } as F);
}

/** A new animal as it is saved: the expected calving date filled, the status its disposition says. */
export function normalisedAnimal<F extends CalvingFields & DispositionFields>(fields: F): F {
  return withDispositionStatus(withExpectedCalving(fields));
}

/**
 * The stored animal with `changes` over it, checked as a whole, its status kept to its disposition.
 * An activity's changes go in as they are otherwise: they set the expected calving date themselves
 * (a heat after a breeding clears it, and it stays cleared).
 */
export function changedAnimal<F extends DispositionFields>(stored: object, changes: object, check: RecordCheck<F>): Checked<F> {
  const checked = check({ ...stored, ...changes });
  return checked.ok ? { ok: true, fields: withDispositionStatus(checked.fields) } : checked;
}

/**
 * A PATCH: the fields it sends (those it leaves out keep their stored value) over the stored animal,
 * checked as a whole. A patch that changes the breeding date or method without sending an expected
 * calving date has the date worked out again from the new breeding; one that sends it keeps it.
 */
export function patchedAnimal<F extends CalvingFields & DispositionFields>(stored: object, patch: object, check: RecordCheck<F>): Checked<F> {
  const recompute = ('breedingDate' in patch || 'breedingMethod' in patch) && !('expectedCalvingDate' in patch);
  const checked = changedAnimal(stored, recompute ? { ...patch, expectedCalvingDate: null } : patch, check);
  return checked.ok ? { ok: true, fields: withExpectedCalving(checked.fields) } : checked;
}
