// How a change made on a device merges with the record as the server has it now (docs/sync.md). The
// server runs it when a push arrives and a phone runs it on its replica, so both agree.

/** A field whose value the device and someone else both changed: the server's is kept. */
export interface FieldConflict {
  field: string;
  base: unknown;
  theirs: unknown;
  mine: unknown;
}

export interface MergedChange {
  /** The fields to write: the device's changes that merge cleanly. */
  apply: Record<string, unknown>;
  conflicts: FieldConflict[];
}

/** A count taken from a stock (`remainingStraws`), and the field holding the stock's total. */
export type Counters = Readonly<Record<string, string>>;

/** A missing value and null are the same: no value. */
const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * A counter merges as a change, not a value: what the device took or added (new − base) is applied to
 * the server's count, kept within 0 and the total. Two phones each using 2 of 10 straws leave 6.
 */
export function mergeCount(theirs: number, base: number, mine: number, total: number | null): number {
  const merged = Math.max(0, theirs + (mine - base));
  return total === null ? merged : Math.min(merged, total);
}

/**
 * Merges the device's changed fields onto the stored record, field by field against `base` (the same
 * fields as the device last saw them):
 * - the server still has the base value → the device's value is taken;
 * - the server already has the device's value → nothing to do;
 * - otherwise someone else changed it → the server's value stays and the field is a conflict.
 * Without a base (a plain call) the device's values are taken as they are: last write wins.
 */
export function mergeChanges(
  stored: Readonly<Record<string, unknown>>,
  changes: Readonly<Record<string, unknown>>,
  base: Readonly<Record<string, unknown>> | undefined,
  counters: Counters = {},
): MergedChange {
  if (!base) return { apply: { ...changes }, conflicts: [] };
  const apply: Record<string, unknown> = {};
  const conflicts: FieldConflict[] = [];
  for (const [field, mine] of Object.entries(changes)) {
    if (!(field in base)) apply[field] = mine;
    else if (same(stored[field], mine)) continue;
    else if (same(stored[field], base[field])) apply[field] = mine;
    else if (field in counters && isCount(stored[field]) && isCount(base[field]) && isCount(mine)) continue;
    else conflicts.push({ field, base: base[field] ?? null, theirs: stored[field] ?? null, mine: mine ?? null });
  }
  // Counters last: their bound is the total as merged.
  for (const [field, totalField] of Object.entries(counters)) {
    const [theirs, was, mine] = [stored[field], base[field], changes[field]];
    if (!(field in changes) || !(field in base) || !isCount(theirs) || !isCount(was) || !isCount(mine)) continue;
    const total = apply[totalField] ?? stored[totalField];
    apply[field] = mergeCount(theirs, was, mine, isCount(total) ? total : null);
  }
  return { apply, conflicts };
}
