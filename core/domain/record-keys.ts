// Keys: the text by which one record names another. An animal is named by its tag, else by its
// name (an activity's animal, a calf's dam and sire), an animal's pasture by the pasture's name.
// Keys that look alike are one key (docs/herd-book.md#tags-and-pasture-names): invisible characters
// are removed (zero-width space, non-joiner and joiner, word joiner, byte order mark, soft hyphen),
// then Unicode NFKC folds compatibility forms (full-width "７７７" is "777").
import { cleanText } from './display-name';

const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

/** The one form a key is saved and compared in; trimmed. */
export function normaliseKey(text: string): string {
  return text.replace(INVISIBLE, '').normalize('NFKC').trim();
}

/** A key as it compares, or null when blank; names compare in any case. */
export function keyOf(value: string | null | undefined, { anyCase = false } = {}): string | null {
  const key = cleanText(value === null || value === undefined ? value : normaliseKey(value));
  return key !== null && anyCase ? key.toLowerCase() : key;
}

/** Whether two texts are the same key (neither blank); `anyCase` for names. */
export function sameKey(a: string | null | undefined, b: string | null | undefined, options: { anyCase?: boolean } = {}): boolean {
  const key = keyOf(a, options);
  return key !== null && key === keyOf(b, options);
}

/** A record as the rule of taken keys sees it: its id and the key it holds (a tag, a pasture's name). */
export interface KeyHolder {
  id: string;
  key: string | null;
}

/**
 * Whether `key` is taken: a record other than `exceptId` (the one being saved) holds it as a key,
 * written as it or as a look-alike saved before keys were normalised ("777" and a zero-width space).
 * What refuses a tag or a pasture name "already in use".
 */
export function keyTaken(key: string, holders: Iterable<KeyHolder>, exceptId?: string): boolean {
  for (const holder of holders) {
    if (holder.id !== exceptId && sameKey(holder.key, key)) return true;
  }
  return false;
}
