// Fuzzy cattle search: one module for the cattle list, the animal picker, Breeding Management and
// the search demo (docs/herd-book.md). The ranking is fuse.js's with the product's settings:
// weights name 0.3, tag 0.3, type 0.2, breed 0.1, pasture 0.1, breeding sire, dam and sire 0.05
// each; threshold 0.4; at least 2 characters; extended search (`=exact`, `'include`, `!not`,
// `^start`, `end$`, `a | b`). An exact tag or name comes first.
//
// Plain fuse.js with these settings takes ~58 ms a query at 10,000 head, too slow for a phone.
// A herd repeats its breeds, pastures, sires and dams thousands of times, and fuse scores each
// field value on its own, then combines the scores of an animal's fields. So each distinct text is
// scored once, and the animals' scores are combined from those with fuse's own formula: the same
// ranking, in a fraction of the time (core/domain/cattle-search.bench.ts).
import Fuse, { type IFuseOptions } from 'fuse.js';
import { FUZZY_SEARCH_MIN_CHARS } from './constants';
import { cleanText } from './display-name';

export interface SearchableAnimal {
  name?: string | null;
  tag?: string | null;
  type?: string | null;
  breed?: string | null;
  pasture?: string | null;
  breedingSire?: string | null;
  cowTag?: string | null;
  sireTag?: string | null;
}

export const CATTLE_SEARCH_WEIGHTS = {
  name: 0.3,
  tag: 0.3,
  type: 0.2,
  breed: 0.1,
  pasture: 0.1,
  breedingSire: 0.05,
  cowTag: 0.05,
  sireTag: 0.05,
} as const satisfies Record<keyof SearchableAnimal, number>;

type SearchKey = keyof typeof CATTLE_SEARCH_WEIGHTS;
const KEYS = Object.keys(CATTLE_SEARCH_WEIGHTS) as SearchKey[];

const MATCHING = {
  threshold: 0.4,
  minMatchCharLength: FUZZY_SEARCH_MIN_CHARS,
  useExtendedSearch: true,
} as const;

/** Plain fuse.js with the product's settings: the reference this module's ranking is held to. */
export const CATTLE_FUSE_OPTIONS: IFuseOptions<SearchableAnimal> = {
  ...MATCHING,
  keys: KEYS.map((name) => ({ name, weight: CATTLE_SEARCH_WEIGHTS[name] })),
  includeScore: true,
};

/** How many results each place shows. */
export const SEARCH_LIMITS = {
  default: 50,
  breedingCandidates: 20,
  demo: 10,
  breedingPage: 100,
  suggestions: 5,
  pickerSuggestions: 3,
} as const;

export interface CattleMatch<T> {
  item: T;
  /** fuse's score: 0 is a perfect match, 1 none. */
  score: number;
  /** (1 − score) × 100, rounded. */
  matchPercent: number;
}

export interface CattleSearch<T> {
  /**
   * Matches best first, exact tags and names before all others, at most `limit` (default 50;
   * Infinity for all). Below 2 characters there is no fuzzy search: [].
   */
  search(query: string, limit?: number): CattleMatch<T>[];
  /** Animals whose name or tag contains the text (any case), in herd order. */
  exact(query: string): T[];
  /** Names and tags of the best matches, without repeats, at most `count` (default 5). */
  suggestions(query: string, count?: number): string[];
  /**
   * What a list shows for its search box: every animal for an empty query; for one character,
   * the animals whose name or tag contains it; otherwise the matches, best first, at most `limit`.
   */
  filter(query: string, limit?: number): T[];
}

/** (1 − score) × 100, as a whole percent. */
export function matchPercent(score: number): number {
  return Math.round((1 - score) * 100);
}

// fuse's field-length norm: 1 / √(words), to 3 decimals (a match in a short field counts more).
const WORD = /[^\t\n\v\f\r \u00a0]+/g;
function fieldNorm(text: string): number {
  const words = Math.max(1, text.match(WORD)?.length ?? 0);
  return Math.round(1000 / Math.sqrt(words)) / 1000;
}

const TOTAL_WEIGHT = KEYS.reduce((sum, key) => sum + CATTLE_SEARCH_WEIGHTS[key], 0);
const NORMALISED_WEIGHTS = KEYS.map((key) => CATTLE_SEARCH_WEIGHTS[key] / TOTAL_WEIGHT);
/** Queries a person is still typing repeat; remembering the last few saves the repeat. */
const QUERY_CACHE_SIZE = 16;
const NO_TEXT = -1;

/** fuse only indexes text that is not blank; numbers count as their text. */
const fieldText = (value: unknown): string | null =>
  typeof value === 'string' ? (value.trim() === '' ? null : value) : typeof value === 'number' ? String(value) : null;

/** Each distinct field text once (with its norm and letters), and each animal's fields as text ids. */
function textTables(animals: readonly SearchableAnimal[]) {
  const ids = new Map<string, number>();
  const texts: string[] = [];
  const fields = new Int32Array(animals.length * KEYS.length);
  animals.forEach((animal, row) => {
    KEYS.forEach((key, k) => {
      const text = fieldText(animal[key]);
      let id = text === null ? NO_TEXT : ids.get(text);
      if (id === undefined && text !== null) {
        id = texts.push(text) - 1;
        ids.set(text, id);
      }
      fields[row * KEYS.length + k] = id ?? NO_TEXT;
    });
  });
  return { texts, fields, norms: Float64Array.from(texts, fieldNorm), letters: texts.map(letterMask) };
}

export function createCattleSearch<T extends SearchableAnimal>(animals: readonly T[]): CattleSearch<T> {
  // Built at the first fuzzy query: a list made afresh after every save, and never searched, skips it.
  let tables: ReturnType<typeof textTables> | undefined;
  const built = () => (tables ??= textTables(animals));
  const scorer = new Fuse<string>([], MATCHING);
  const cache = new Map<string, CattleMatch<T>[]>();

  /** Each text's fuse score for the query (NaN: no match), and whether an inverse pattern matched. */
  const scoreTexts = (query: string) => {
    const { texts, letters } = built();
    const searcher = scorer._getSearcher(query);
    const mayMatch = letterFilter(query);
    const scores = new Float64Array(texts.length).fill(Number.NaN);
    const inverse = new Uint8Array(texts.length);
    texts.forEach((text, id) => {
      if (!mayMatch(letters[id]!)) return;
      const result = searcher.searchIn(text) as { isMatch: boolean; score: number; hasInverse?: boolean };
      if (!result.isMatch) return;
      scores[id] = result.score;
      if (result.hasInverse) inverse[id] = 1;
    });
    return { scores, inverse };
  };

  const rank = (query: string): CattleMatch<T>[] => {
    const { scores, inverse } = scoreTexts(query);
    const { fields, norms } = built();
    const matched: { row: number; score: number }[] = [];
    for (let row = 0; row < animals.length; row += 1) {
      let total = 1;
      let matches = 0;
      let anyFailed = false;
      let hasInverse = false;
      for (let k = 0; k < KEYS.length; k += 1) {
        const id = fields[row * KEYS.length + k]!;
        const score = id === NO_TEXT ? Number.NaN : scores[id]!;
        if (Number.isNaN(score)) {
          anyFailed = true;
          continue;
        }
        matches += 1;
        if (inverse[id]) hasInverse = true;
        // fuse's combination: a perfect field counts as the smallest non-zero score.
        total *= Math.pow(score === 0 ? Number.EPSILON : score, NORMALISED_WEIGHTS[k]! * norms[id]!);
      }
      // As in fuse: with a `!` pattern, an animal matches only when every field does.
      if (matches === 0 || (hasInverse && anyFailed)) continue;
      matched.push({ row, score: total });
    }
    matched.sort((a, b) => (a.score === b.score ? a.row - b.row : a.score - b.score));
    const wanted = query.toLowerCase();
    const isExact = (animal: T) => [animal.tag, animal.name].some((v) => cleanText(v)?.toLowerCase() === wanted);
    const all = matched.map(({ row, score }) => ({ item: animals[row]!, score, matchPercent: matchPercent(score) }));
    return [...all.filter((m) => isExact(m.item)), ...all.filter((m) => !isExact(m.item))];
  };

  const ranked = (query: string): CattleMatch<T>[] => {
    const text = query.trim();
    if (text.length < FUZZY_SEARCH_MIN_CHARS) return [];
    const cached = cache.get(text);
    if (cached) return cached;
    const result = rank(text);
    if (cache.size >= QUERY_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(text, result);
    return result;
  };

  const exact = (query: string): T[] => {
    const wanted = query.trim().toLowerCase();
    if (wanted === '') return [];
    return animals.filter((a) => [a.name, a.tag].some((v) => v?.toLowerCase().includes(wanted)));
  };

  return {
    search: (query, limit = SEARCH_LIMITS.default) => ranked(query).slice(0, limit),
    exact,
    filter(query, limit = Number.POSITIVE_INFINITY) {
      const text = query.trim();
      if (text === '') return animals.slice(0, limit);
      if (text.length < FUZZY_SEARCH_MIN_CHARS) return exact(text).slice(0, limit);
      return ranked(text).slice(0, limit).map((match) => match.item);
    },
    suggestions(query, count = SEARCH_LIMITS.suggestions) {
      const names = new Set<string>();
      for (const { item } of ranked(query)) {
        const label = cleanText(item.name) ?? cleanText(item.tag);
        if (label !== null) names.add(label);
        if (names.size >= count) break;
      }
      return [...names];
    },
  };
}

// A quick test that lets most texts skip fuse's scoring. Within the threshold, a fuzzy word of m
// letters matches with at most 0.4·m letters wrong, so at least the rest of its letters must be in
// the text. Letters are kept as a 64-bit mask of (char code mod 64): two letters may share a bit,
// which only lets more texts through, never fewer. Queries with extended-search operators are
// scored in full.

interface LetterMask {
  low: number;
  high: number;
}

function letterMask(text: string): LetterMask {
  let low = 0;
  let high = 0;
  const lower = text.toLowerCase();
  for (let i = 0; i < lower.length; i += 1) {
    const bit = lower.charCodeAt(i) & 63;
    if (bit < 32) low |= 1 << bit;
    else high |= 1 << (bit - 32);
  }
  return { low, high };
}

const OPERATOR = /^[='^!"]|[$"]$/;
/** fuse scores words longer than this in pieces; they are left to fuse. */
const BITAP_MAX_LETTERS = 32;

function letterFilter(query: string): (mask: LetterMask) => boolean {
  const words = query.toLowerCase().split(/ +/).filter(Boolean);
  const simple = !query.includes('|') && words.every((w) => !OPERATOR.test(w) && w.length <= BITAP_MAX_LETTERS);
  if (!simple) return () => true;
  const needs = words.map((word) => ({
    bits: [...word].map((ch) => ch.charCodeAt(0) & 63),
    present: word.length - Math.floor(MATCHING.threshold * word.length + 1e-9),
  }));
  return (mask) =>
    needs.every(({ bits, present }) => {
      let found = 0;
      for (const bit of bits) if (bit < 32 ? mask.low & (1 << bit) : mask.high & (1 << (bit - 32))) found += 1;
      return found >= present;
    });
}
