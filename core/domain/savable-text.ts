// What free text a record may hold (docs/herd-book.md#text): nothing the Excel export's XML cannot
// carry (U+FFFE, U+FFFF, a lone surrogate) and no control character but tab and newline, which a
// spreadsheet cell would drop or show as nothing. A Windows line end (CR LF) is saved as LF.

/** A control character other than tab and newline, a lone surrogate, or U+FFFE / U+FFFF. */
const UNSAVABLE = /(?![\t\n])\p{Cc}|\p{Cs}|[\uFFFE\uFFFF]/u;
const UNSAVABLE_ALL = new RegExp(UNSAVABLE.source, 'gu');

/** Where a character that cannot be saved stood, in text kept from before the rule (the export). */
export const UNSAVABLE_MARK = '\uFFFD';

/** CR LF (Windows, pasted text) becomes LF; a lone CR stays, for the rule to refuse. */
export function normaliseLineEnds(text: string): string {
  return text.replace(/\r\n/g, '\n');
}

export function isSavableText(text: string): boolean {
  return !UNSAVABLE.test(text);
}

/** Text as it may be saved: line ends normalised, each character that cannot be saved as U+FFFD. */
export function markUnsavable(text: string): string {
  return normaliseLineEnds(text).replace(UNSAVABLE_ALL, UNSAVABLE_MARK);
}
