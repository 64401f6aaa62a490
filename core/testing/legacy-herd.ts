import fc from 'fast-check';
import type { FarmDb } from '../db/open-farm-db';
import { cattle, pastures } from '../db/schema';
import { keyText } from './key-texts';

// Animals and pastures as a farm's database may hold them from before keys were normalised: tags,
// names and pasture names with look-alikes of each other (a zero-width space in one, full-width
// letters in another), written straight into the tables as such old rows are, trimmed as every
// schema saved text. Drawn from the words the generated ops use (generated-ops.ts), so the ops'
// tags, names and pastures meet them.

const TAG_WORDS = ['1', 'A7'];
const NAME_WORDS = ['Bess', 'Daisy'];
const PASTURE_WORDS = ['North', 'South'];
const trimmed = (words: string[]) => keyText(words).map((text) => text.trim());

export const legacyHerd = fc.record({
  cattle: fc.array(
    fc.record({ tag: fc.option(trimmed(TAG_WORDS)), name: fc.option(trimmed(NAME_WORDS)), pasture: trimmed(PASTURE_WORDS), status: fc.constantFrom('active', 'sold') }),
    { maxLength: 3 },
  ),
  pastures: fc.uniqueArray(trimmed(PASTURE_WORDS), { maxLength: 3 }),
});
export type LegacyHerd = typeof legacyHerd extends fc.Arbitrary<infer T> ? T : never;

/**
 * Writes the old rows for `userId`; the first animal and the first pasture take the ids given (so
 * ops can edit and delete them), the others new ones. A tag already written is left off (the
 * unique index holds tags as written).
 */
export function insertLegacyHerd(db: FarmDb, userId: string, herd: LegacyHerd, first: { cattle: string; pastures: string }): void {
  const tags = new Set<string>();
  herd.cattle.forEach(({ tag, ...animal }, i) => {
    const unique = tag !== null && !tags.has(tag) ? tag : null;
    if (unique !== null) tags.add(unique);
    db.insert(cattle).values({ ...animal, userId, type: 'Cow', tag: unique, ...(i === 0 ? { id: first.cattle } : {}) }).run();
  });
  herd.pastures.forEach((name, i) => db.insert(pastures).values({ userId, name, ...(i === 0 ? { id: first.pastures } : {}) }).run());
}
