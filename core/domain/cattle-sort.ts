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

function compareNames(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return collator.compare(a, b);
}

/**
 * Numeric tags first in numeric order (2 < 10 < 101), then other tags in natural
 * case-insensitive order, then animals without a tag. Equal tags and untagged animals go by
 * name, case-insensitive, with nameless ones last. Use with Array.prototype.sort.
 */
export function compareCattle(a: TagAndName, b: TagAndName): number {
  const tagA = cleanText(a.tag);
  const tagB = cleanText(b.tag);
  const rank = tagRank(tagA) - tagRank(tagB);
  if (rank !== 0) return rank;
  if (tagA !== null && tagB !== null) {
    const byTag = tagRank(tagA) === 0 ? compareDigits(tagA, tagB) : collator.compare(tagA, tagB);
    if (byTag !== 0) return byTag;
  }
  return compareNames(cleanText(a.name), cleanText(b.name));
}

/** A sorted copy; the input is left as it was. */
export function sortCattle<T extends TagAndName>(animals: readonly T[]): T[] {
  return [...animals].sort(compareCattle);
}
