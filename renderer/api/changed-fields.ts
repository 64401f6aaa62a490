// An update sends what changed together with what it changed from: both the opened values and the
// submitted ones go through the form's own toXInput, then are compared field by field.

/** Whether two API values are the same: equal scalars, or arrays and objects equal all the way down. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  return keysA.length === keysB.length && keysA.every((key) => key in recordB && sameValue(recordA[key], recordB[key]));
}

export interface Changes<I> {
  /** The submitted values of the fields that changed. */
  changed: Partial<I>;
  /** The opened values of those same fields: what the edit was made on. */
  base: Partial<I>;
}

/** The top-level fields whose submitted value differs from the opened one, with both sides. */
export function changesOf<I extends object>(opened: I, submitted: I): Changes<I> {
  const before = opened as Record<string, unknown>;
  const after = submitted as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !sameValue(before[key], after[key]));
  return {
    changed: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<I>,
    base: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<I>,
  };
}

/** Whether an update changes nothing, so it need not be sent. */
export const changesNothing = (changes: Changes<object>): boolean => Object.keys(changes.changed).length === 0;

/**
 * The fields both edited on an open form and moved under it in the stored record since: `base` is
 * what the form is based on, `stored` the record's values now, `edited` the form's. While none is,
 * the form can move onto the stored record (its edits kept, every other field taking the stored
 * value); one that is stays a conflict, for the save to refuse or merge rather than write over.
 * A field moved to the very value edited counts too: the form's own save, read back before the
 * server has answered, is such a move, and moving onto it would make the edits the base, so a save
 * the server then refused would take them off the form.
 */
export function editedAndMoved<V extends object>(base: V, stored: V, edited: V): (keyof V)[] {
  return (Object.keys(base) as (keyof V)[]).filter((field) => !sameValue(base[field], stored[field]) && !sameValue(base[field], edited[field]));
}
