// How many cards sit side by side: one on a phone, up to three on a wide desktop.
const CARD_MIN_WIDTH = 300;
const CARD_GAP = 14;
const MAX_COLUMNS = 3;

export function cardColumns(width: number): number {
  const fit = Math.floor((width + CARD_GAP) / (CARD_MIN_WIDTH + CARD_GAP));
  return Math.min(MAX_COLUMNS, Math.max(1, fit));
}

/** The cards of one grid row: row `row` of `columns` cards each. */
export function rowSlice<T>(items: readonly T[], row: number, columns: number): T[] {
  return items.slice(row * columns, row * columns + columns);
}
