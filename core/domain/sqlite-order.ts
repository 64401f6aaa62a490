// SQLite's orderings, so a list sorted in JavaScript (on a phone, from its copy of the farm) comes
// out exactly as the server's ORDER BY gives it:
// - BINARY, text's default: by UTF-8 bytes, which is code point order. JavaScript's < compares
//   UTF-16 units instead, which puts an emoji (a surrogate pair) before "ｚ" (U+FF5A); SQLite after.
// - NOCASE: the same after folding A-Z to a-z, and nothing else: "É" and "é" stay two letters, and
//   "_" sorts before "a" (it is compared with the folded "a", not with "A"). Like SQLite, a NUL
//   character ends the comparison of the text before it.
// - CAST(text AS INTEGER): the integer the text starts with (after spaces, with a sign), else 0,
//   held at the 64-bit limits.
// - NULL before every value in ASC, after every value in DESC.

export type Comparator<T> = (a: T, b: T) => number;

const LOWEST = -(2n ** 63n);
const HIGHEST = 2n ** 63n - 1n;
const UPPER_A = 0x41;
const UPPER_Z = 0x5a;
const TO_LOWER = 0x20;

/** A UTF-16 unit moved so that units compare as their code points do: surrogates above U+E000–U+FFFF. */
const inCodePointOrder = (unit: number) => (unit >= 0xe000 ? unit - 0x800 : unit + 0x2000);

const sign = (difference: number) => (difference < 0 ? -1 : difference > 0 ? 1 : 0);

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    // A surrogate pair is 4 bytes: 2 for each of its units.
    bytes += unit < 0x80 ? 1 : unit < 0x800 || (unit >= 0xd800 && unit < 0xe000) ? 2 : 3;
  }
  return bytes;
}

function compareText(a: string, b: string, foldCase: boolean): number {
  const common = Math.min(a.length, b.length);
  for (let i = 0; i < common; i += 1) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (foldCase) {
      // sqlite3_strnicmp stops at a NUL in the first text; what follows it is not compared.
      if (x === 0) return y === 0 ? sign(utf8Length(a) - utf8Length(b)) : -1;
      if (x >= UPPER_A && x <= UPPER_Z) x += TO_LOWER;
      if (y >= UPPER_A && y <= UPPER_Z) y += TO_LOWER;
    }
    if (x !== y) {
      if (x >= 0xd800 && y >= 0xd800) return inCodePointOrder(x) < inCodePointOrder(y) ? -1 : 1;
      return x < y ? -1 : 1;
    }
  }
  return sign(a.length - b.length);
}

/** SQLite's BINARY collation: code point order. */
export function compareBinary(a: string, b: string): number {
  return compareText(a, b, false);
}

/** SQLite's NOCASE collation: code point order after folding ASCII A-Z alone. */
export function compareNoCase(a: string, b: string): number {
  return compareText(a, b, true);
}

/** SQLite's CAST(text AS INTEGER). */
export function castInteger(text: string): bigint {
  const [, minus, digits] = /^[\t\n\v\f\r ]*(?:(-)|\+)?(\d*)/.exec(text) ?? [];
  const magnitude = BigInt(digits || '0');
  const value = minus ? -magnitude : magnitude;
  return value < LOWEST ? LOWEST : value > HIGHEST ? HIGHEST : value;
}

export function compareIntegers(a: bigint | number, b: bigint | number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** ORDER BY value ASC, NULL first. */
export function ascending<T, V>(value: (row: T) => V | null, compare: Comparator<V>): Comparator<T> {
  return (a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? -1 : 1;
    return compare(x, y);
  };
}

/** ORDER BY value DESC, NULL last. */
export function descending<T, V>(value: (row: T) => V | null, compare: Comparator<V>): Comparator<T> {
  const up = ascending(value, compare);
  return (a, b) => up(b, a);
}

/** ORDER BY the first, then the next for rows the first ties, and so on. */
export function orderBy<T>(...terms: Comparator<T>[]): Comparator<T> {
  return (a, b) => {
    for (const term of terms) {
      const order = term(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };
}
