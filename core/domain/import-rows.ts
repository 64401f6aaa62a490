// The rules of a herd file's rows (docs/import.md): how a sheet's dates and sexes read, which of the
// farm's animals a row is, and which rows name an animal the file already named. Pure: the import
// service (core/herd/cattle-import.ts) reads the file and the farm, then asks these.
import { formatDate, isValidDate } from './dates';
import { keyOf } from './record-keys';
import type { DateString } from './types';

/** Excel's day 0 is 1899-12-30 (its calendar counts a 29 February 1900 that never was). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const MS_PER_DAY = 86_400_000;
/** 9999-12-31, the last day Excel holds. */
const LAST_EXCEL_SERIAL = 2_958_465;

const ymd = (year: number, month: number, day: number): DateString | null => {
  const text = formatDate({ year, month, day });
  return isValidDate(text) ? text : null;
};

/**
 * A date cell as the API takes it: a sheet's date (its calendar day, whatever the time), an Excel
 * day number, or text written YYYY-MM-DD, YYYY/MM/DD or as in the US, M/D/YYYY. Anything else is
 * handed on as written, for the field's own check to refuse in the form's words.
 */
export function sheetDate(value: Date | number | string): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 1 || value > LAST_EXCEL_SERIAL) return String(value);
    return new Date(EXCEL_EPOCH_MS + Math.floor(value) * MS_PER_DAY).toISOString().slice(0, 10);
  }
  const text = value.trim();
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  if (iso) return ymd(Number(iso[1]), Number(iso[2]), Number(iso[3])) ?? text;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return ymd(Number(us[3]), Number(us[1]), Number(us[2])) ?? text;
  return text;
}

/** A sex as sheets write it: "F" and "M" are female and male; other words go on to the field's check. */
export function sheetSex(text: string): string {
  const letter = text.trim().toLowerCase();
  return letter === 'f' ? 'female' : letter === 'm' ? 'male' : text;
}

/** Whether an animal came back in heat after its breeding: a heat return dated after its last breeding (or with none). */
export function returnedToHeat(heatReturnDate: string | null | undefined, breedingDate: string | null | undefined): boolean {
  if (!isValidDate(heatReturnDate)) return false;
  return !isValidDate(breedingDate) || heatReturnDate.trim() > breedingDate.trim();
}

/** What tells one animal from another: its tag, else its name. */
export interface AnimalKeys {
  tag: string | null;
  name: string | null;
}

export interface HerdIndex {
  byTag: ReadonlyMap<string, string>;
  /** Names (in any case) of the animals without a tag, and of all animals, to their ids. */
  untaggedByName: ReadonlyMap<string, readonly string[]>;
  anyByName: ReadonlyMap<string, readonly string[]>;
}

/** The farm's animals by the keys a row may name them by. */
export function herdIndex(animals: Iterable<AnimalKeys & { id: string }>): HerdIndex {
  const byTag = new Map<string, string>();
  const untaggedByName = new Map<string, string[]>();
  const anyByName = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, id: string) => map.set(key, [...(map.get(key) ?? []), id]);
  for (const animal of animals) {
    const tag = keyOf(animal.tag);
    const name = keyOf(animal.name, { anyCase: true });
    if (tag !== null) byTag.set(tag, animal.id);
    if (name === null) continue;
    add(anyByName, name, animal.id);
    if (tag === null) add(untaggedByName, name, animal.id);
  }
  return { byTag, untaggedByName, anyByName };
}

export type RowAnimal = { kind: 'new' } | { kind: 'found'; id: string } | { kind: 'ambiguous'; count: number };

/**
 * Which of the farm's animals a row is. A tag names one animal or none (a new one). A row without a
 * tag names the animal of that name among those without a tag, or, when the file has no Tag column
 * at all, among the whole herd; a name on several such animals names none for sure.
 */
export function animalOfRow(index: HerdIndex, row: AnimalKeys, fileHasTags: boolean): RowAnimal {
  const tag = keyOf(row.tag);
  if (tag !== null) {
    const id = index.byTag.get(tag);
    return id === undefined ? { kind: 'new' } : { kind: 'found', id };
  }
  const name = keyOf(row.name, { anyCase: true });
  const ids = name === null ? [] : ((fileHasTags ? index.untaggedByName : index.anyByName).get(name) ?? []);
  if (ids.length === 0) return { kind: 'new' };
  return ids.length === 1 ? { kind: 'found', id: ids[0]! } : { kind: 'ambiguous', count: ids.length };
}

/**
 * The key a row is known by within the file, for finding the same animal named twice: its tag, or
 * for a row without one its name in any case (marked apart, so tag "12" and name "12" differ).
 */
export function fileKeyOf(row: AnimalKeys): string | null {
  const tag = keyOf(row.tag);
  if (tag !== null) return `tag:${tag}`;
  const name = keyOf(row.name, { anyCase: true });
  return name === null ? null : `name:${name}`;
}

export const IMPORT_ROW_MESSAGES = {
  tagTwice: (tag: string, where: string) => `Tag ${tag} is already on ${where} of this file`,
  nameTwice: (name: string, where: string) => `${name} (no tag) is already on ${where} of this file`,
  ambiguousName: (name: string, count: number) => `${count} of the farm's animals are named ${name}: add the tag to say which one`,
} as const;
