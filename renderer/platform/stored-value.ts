// Readers for what localStorage holds: an older build's shape, a hand edit, or nothing at all.
// Each answers the value when it is of the right kind, else the fallback, so one bad field never
// costs the rest. Hand-written rather than a schema library: they run before the first screen.

export type StoredRecord = Record<string, unknown>;

/** The stored object, or undefined for anything else (an array, a string, null …). */
export function storedRecord(value: unknown): StoredRecord | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as StoredRecord) : undefined;
}

export const storedText = <F extends string | undefined>(value: unknown, fallback: F): string | F =>
  typeof value === 'string' ? value : fallback;

export const storedFlag = <F extends boolean | undefined>(value: unknown, fallback: F): boolean | F =>
  typeof value === 'boolean' ? value : fallback;

export const storedNumber = <F extends number | undefined>(value: unknown, fallback: F): number | F =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

export function storedChoice<T extends string, F extends T | undefined>(value: unknown, choices: readonly T[], fallback: F): T | F {
  return choices.includes(value as T) ? (value as T) : fallback;
}

export const storedList = (value: unknown): unknown[] | undefined => (Array.isArray(value) ? value : undefined);
