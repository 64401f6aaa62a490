import fc from 'fast-check';

// Keys (tags, names, pasture names) as a farm's database may hold them: the same few words in any
// letter case, inside or outside ASCII, and now and then as a look-alike saved before keys were
// normalised (a zero-width space or soft hyphen in it, full-width forms, an accent composed or not).
// Drawn from few words so that generated records clash: ties, look-alikes and case twins are common.

const LOOK_ALIKES: readonly ((word: string) => string)[] = [
  (word) => `${word}\u200b`,
  (word) => `\ufeff${word}`,
  (word) => word.slice(0, 1) + '\u00ad' + word.slice(1),
  (word) => word.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
  (word) => word.normalize('NFD'),
];

const casings: readonly ((word: string) => string)[] = [(word) => word, (word) => word.toLowerCase(), (word) => word.toUpperCase()];

/** One of `words`, in some letter case, sometimes as a look-alike of itself. */
export function keyText(words: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...words), fc.constantFrom(...casings), fc.option(fc.constantFrom(...LOOK_ALIKES), { freq: 3 }))
    .map(([word, cased, lookAlike]) => (lookAlike ?? ((text: string) => text))(cased(word)));
}
