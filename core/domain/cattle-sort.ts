// Cattle lists sort by numeric tag, then by name; GET /api/cattle answers in this order too
// (docs/herd-book.md).
import { cleanText } from './display-name';
import type { TagAndName } from './display-name';

// Fixed locale so the order is the same on every server and device; numeric makes A2 < A10.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const NUMERIC = /^\d+$/;

/** What the order reads of an animal, worked out once per sort rather than once per comparison. */
interface SortKey {
  /** 0 = numeric tag, 1 = other tag, 2 = no tag. */
  rank: number;
  /** The tag; a numeric one without its leading zeros. */
  tag: string | null;
  name: string | null;
  id: string | undefined;
}

/** An animal as the herd book's order reads it; the id only tells apart animals alike in the rest. */
export type SortedAnimal = TagAndName & { id?: string };

function sortKeyOf(animal: SortedAnimal): SortKey {
  const tag = cleanText(animal.tag);
  const rank = tag === null ? 2 : NUMERIC.test(tag) ? 0 : 1;
  return { rank, tag: rank === 0 ? tag!.replace(/^0+(?=\d)/, '') : tag, name: cleanText(animal.name), id: animal.id };
}

/** Compares digit strings of any length without Number(), so huge tags keep their order. */
function compareDigits(x: string, y: string): number {
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

function compareIds(a: string | undefined, b: string | undefined): number {
  if (a === undefined || b === undefined) return 0;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareNames(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return collator.compare(a, b);
}

function compareKeys(a: SortKey, b: SortKey): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.tag !== null && b.tag !== null) {
    const byTag = a.rank === 0 ? compareDigits(a.tag, b.tag) : collator.compare(a.tag, b.tag);
    if (byTag !== 0) return byTag;
  }
  return compareNames(a.name, b.name) || compareIds(a.id, b.id);
}

/**
 * Numeric tags first in numeric order (2 < 10 < 101), then other tags in natural
 * case-insensitive order, then animals without a tag. Equal tags and untagged animals go by
 * name, case-insensitive, with nameless ones last; animals alike in all of that, by id, so the
 * list has one order wherever it is sorted. Use with Array.prototype.sort.
 */
export function compareCattle(a: SortedAnimal, b: SortedAnimal): number {
  return compareKeys(sortKeyOf(a), sortKeyOf(b));
}

/** A sorted copy; the input is left as it was. */
export function sortCattle<T extends SortedAnimal>(animals: readonly T[]): T[] {
  const keyed = animals.map((animal) => ({ animal, key: sortKeyOf(animal) }));
  keyed.sort((a, b) => compareKeys(a.key, b.key));
  return keyed.map(({ animal }) => animal);
}
