import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addDays, todayISO } from '../domain/dates';
import { optionalDate, optionalKey, optionalText, requiredDate, requiredKey, requiredText, sireSourceName } from './fields';

// The shared field kinds, one rule at a time, with the words the forms and the API show.

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
const CANNOT_BE_SAVED = 'Notes contains a character that cannot be saved: remove control or invalid characters';

/** Every kind of text field, each as a 100-character Notes. */
const TEXT_KINDS: [string, z.ZodType][] = [
  ['optionalText', optionalText(100, 'Notes')],
  ['requiredText', requiredText(100, 'Notes are required', 'Notes')],
  ['optionalKey', optionalKey(100, 'Notes')],
  ['requiredKey', requiredKey(100, 'Notes are required', 'Notes')],
  ['sireSourceName', sireSourceName(100, 'Notes are required', 'Notes')],
];

describe('the text rule, in every text kind', () => {

  it.each(TEXT_KINDS)('%s refuses U+FFFE, U+FFFF, lone surrogates and control characters but tab and newline', (_, kind) => {
    for (const character of ['\uFFFE', '\uFFFF', '\ud800', '\udc00', '\u0000', '\u001f', '\r', '\u007f', '\u0090']) {
      expect(messageOf(kind, `a${character}b`), JSON.stringify(character)).toBe(CANNOT_BE_SAVED);
    }
  });

  it.each(TEXT_KINDS)('%s keeps tab and newline, saves CR LF as LF, and trims', (_, kind) => {
    expect(kind.parse(' a\tb\r\nc ')).toBe('a\tb\nc');
  });
});

describe('a number sent for text is its text, in every text kind', () => {

  it.each(TEXT_KINDS)('%s takes 3 as "3", 0 as "0" and 12.5 as "12.5", checked as any text', (_, kind) => {
    expect(kind.parse(3)).toBe('3');
    expect(kind.parse(0)).toBe('0');
    expect(kind.parse(12.5)).toBe('12.5');
  });

  it('a number\'s text is held to the field\'s length like any text', () => {
    expect(messageOf(requiredText(2, 'Cane number is required', 'Cane number'), 123)).toBe('Cane number must be at most 2 characters');
  });

  it.each(TEXT_KINDS)('%s refuses any other kind of value as not text', (_, kind) => {
    for (const value of [true, false, [], ['a'], { a: 1 }]) expect(messageOf(kind, value), JSON.stringify(value)).toBe('Notes must be text');
  });

  it('a missing or null required text still says it is required', () => {
    for (const value of [undefined, null, '', ' ']) expect(messageOf(requiredText(100, 'Notes are required', 'Notes'), value)).toBe('Notes are required');
  });
});

describe('keys: tags, names, dams and sires, pasture names, an activity’s animal and pasture', () => {
  it('are saved in their one form: zero-width characters and the soft hyphen removed, NFKC', () => {
    expect(optionalKey(30, 'Tag').parse('\u200b７７\u00ad7\u2060 ')).toBe('777');
    expect(requiredKey(100, 'Pasture name is required', 'Pasture name').parse('Edge\ufeff')).toBe('Edge');
  });

  it('invisible characters alone are a blank key: none, or the required message', () => {
    expect(optionalKey(30, 'Tag').parse('\u200b\u200d')).toBeNull();
    expect(messageOf(requiredKey(100, 'Pasture name is required', 'Pasture name'), '\u200b')).toBe('Pasture name is required');
  });

  it('other text is kept as typed', () => {
    expect(optionalText(100, 'Notes').parse('zero\u200bwidth ７')).toBe('zero\u200bwidth ７');
  });
});

describe('a bull’s or a semen tank’s name', () => {
  it('refuses "|", which separates a bull from its tank in a breeding’s sire', () => {
    expect(messageOf(sireSourceName(200, 'Bull name is required', 'Bull name'), 'Big|Red')).toBe('Bull name cannot contain "|": it separates a bull from its tank');
    expect(sireSourceName(200, 'Bull name is required', 'Bull name').parse('Big Red')).toBe('Big Red');
    expect(messageOf(sireSourceName(200, 'Bull name is required', 'Bull name'), ' ')).toBe('Bull name is required');
  });
});

describe('date kinds: a real day within the bounds of its kind', () => {
  const ahead = (days: number) => addDays(todayISO(), days)!;

  it('a birth date: 1900 or later, not in the future (a day of slack)', () => {
    const birth = optionalDate('Birth date', 'past');
    expect(messageOf(birth, '1899-12-31')).toBe('Birth date must be 1900 or later');
    expect(messageOf(birth, ahead(2))).toBe('Birth date cannot be in the future');
    expect(birth.parse(ahead(1))).toBe(ahead(1));
    expect(messageOf(birth, '2023-02-29')).toBe('Birth date must be a valid date (YYYY-MM-DD)');
    expect(birth.parse('')).toBeNull();
  });

  it('an event a year ahead, an expected calving 2 years, an expiration 100 years', () => {
    expect(messageOf(optionalDate('Wean date', 'event'), ahead(368))).toBe('Wean date cannot be more than a year ahead');
    expect(messageOf(optionalDate('Expected calving date', 'expected'), ahead(733))).toBe('Expected calving date cannot be more than 2 years ahead');
    expect(messageOf(optionalDate('Expiration date', 'expiration'), '2200-01-01')).toBe('Expiration date cannot be more than 100 years ahead');
    expect(optionalDate('Expiration date', 'expiration').parse('2100-01-01')).toBe('2100-01-01');
  });

  it('a required date: missing is the required message, then the same bounds', () => {
    const date = requiredDate('Please fill in all required fields', 'Date', 'event');
    expect(messageOf(date, ' ')).toBe('Please fill in all required fields');
    expect(messageOf(date, '9999-12-31')).toBe('Date cannot be more than a year ahead');
    expect(messageOf(date, '0001-01-01')).toBe('Date must be 1900 or later');
  });
});
