// Cattle lists sort by numeric tag, then by name; GET /api/cattle answers in this order too
// (docs/herd-book.md).
import { cleanText } from './display-name';
import type { TagAndName } from './display-name';

// Fixed locale so the order is the same on every server and device; numeric makes A2 < A10.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const NUMERIC = /^\d+$/;

/** Compares digit strings of any length without Number(), so huge tags keep their order. */
function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** 0 = numeric tag, 1 = other tag, 2 = no tag. */
function tagRank(tag: string | null): number {
  if (tag === null) return 2;
  return NUMERIC.test(tag) ? 0 : 1;
}

function compareIds(a: string | undefined, b: string | undefined): number {
  if (a === undefined || b === undefined) return 0;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareNames(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return collator.compare(a, b);
}

/** An animal as the herd book's order reads it; the id only tells apart animals alike in the rest. */
export type SortedAnimal = TagAndName & { id?: string };

/**
 * Numeric tags first in numeric order (2 < 10 < 101), then other tags in natural
 * case-insensitive order, then animals without a tag. Equal tags and untagged animals go by
 * name, case-insensitive, with nameless ones last; animals alike in all of that, by id, so the
 * list has one order wherever it is sorted. Use with Array.prototype.sort.
 */
export function compareCattle(a: SortedAnimal, b: SortedAnimal): number {
  const tagA = cleanText(a.tag);
  const tagB = cleanText(b.tag);
  const rank = tagRank(tagA) - tagRank(tagB);
  if (rank !== 0) return rank;
  if (tagA !== null && tagB !== null) {
    const byTag = tagRank(tagA) === 0 ? compareDigits(tagA, tagB) : collator.compare(tagA, tagB);
    if (byTag !== 0) return byTag;
  }
  return compareNames(cleanText(a.name), cleanText(b.name)) || compareIds(a.id, b.id);
}

/** A sorted copy; the input is left as it was. */
export function sortCattle<T extends SortedAnimal>(animals: readonly T[]): T[] {
  return [...animals].sort(compareCattle);
}
