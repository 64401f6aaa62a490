// The combined "Animal Identifier" input of the cattle form: one box for tag and name
// (docs/herd-book.md).
import { cleanText, type TagAndName } from './display-name';
import { keyOf } from './record-keys';

export interface ParsedIdentifier {
  tag: string | null;
  name: string | null;
}

const TAG_AND_NAME = /^(\d+)\s+(.+)$/;
const TAG_ONLY = /^\d+$/;

/**
 * "101 Bessie" → tag 101 + name Bessie; "101" → tag only; anything else ("Bessie", "A12",
 * "101Bessie") → name only. Runs of spaces inside the name are kept as typed. Blank → null. Tag
 * and name are keys, read in their one form (record-keys.ts): "７７７" and "777" with a zero-width
 * space are the tag 777.
 */
export function parseIdentifier(text: string | null | undefined): ParsedIdentifier | null {
  const trimmed = keyOf(text);
  if (trimmed === null) return null;
  if (TAG_ONLY.test(trimmed)) return { tag: trimmed, name: null };
  const match = TAG_AND_NAME.exec(trimmed);
  if (match?.[1] && match[2]) return { tag: match[1], name: match[2].trim() };
  return { tag: null, name: trimmed };
}

/**
 * The identifier text an edit form starts from: tag and name joined by a space, '' when neither.
 * It round-trips through parseIdentifier only when the tag is digits and the name does not start
 * with digits and a space; forms should keep the stored tag and name when the text is unchanged.
 */
export function identifierText(animal: TagAndName): string {
  return [cleanText(animal.tag), cleanText(animal.name)].filter((p) => p !== null).join(' ');
}
