// What a write changed in a record, field by field, as history tells it: the farm's facts only,
// never the bookkeeping every save touches (its version, when and by whom it was saved).

type Fields = Record<string, unknown>;

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const NOT_CHANGES = new Set(['id', 'userId', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy']);

/** The fields that differ between two states of a record (null for "not there"), by API name. */
export function recordChanges(before: Fields | null, after: Fields | null): FieldChange[] {
  // Every write to a farm record runs this (history's trigger), so it makes no garbage it need not:
  // the fields of `before`, then those only `after` has, without gathering them first.
  const changes: FieldChange[] = [];
  const compare = (field: string) => {
    if (NOT_CHANGES.has(field)) return;
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (was !== now) changes.push({ field, before: was, after: now });
  };
  for (const field in before) compare(field);
  for (const field in after) if (before === null || !Object.hasOwn(before, field)) compare(field);
  return changes;
}
