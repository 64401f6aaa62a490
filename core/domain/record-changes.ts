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
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (NOT_CHANGES.has(field)) continue;
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (was !== now) changes.push({ field, before: was, after: now });
  }
  return changes;
}
