import { z } from 'zod';
import { DATE_REACH, dateOutOfBounds, EARLIEST_DATE, type DateReach } from '../domain/date-bounds';
import { isValidDate } from '../domain/dates';
import { normaliseKey } from '../domain/record-keys';
import { isSavableText, normaliseLineEnds } from '../domain/savable-text';
import { SIRE_TANK_SEPARATOR } from '../domain/sire';

// Field kinds shared by the record schemas. Every one is forgiving about blanks the way a form sends
// them (empty text and empty dates become null) and strict about everything else.

/** What every free-text field says of a character it cannot save (the rule: domain/savable-text.ts). */
export const unsavableTextMessage = (label: string) => `${label} contains a character that cannot be saved: remove control or invalid characters`;

/**
 * Free text: CR LF saved as LF, then refused if it holds a character it cannot save, then trimmed.
 * A key (a tag, a pasture's name) is saved in its one form, so look-alikes are one key
 * (domain/record-keys.ts).
 */
const freeText = (label: string, { key = false } = {}) => {
  const text = z.string().overwrite(normaliseLineEnds).refine(isSavableText, unsavableTextMessage(label));
  return (key ? text.overwrite(normaliseKey) : text).trim();
};

/**
 * What every text field takes: text, or a number as its text (a client writing JSON may send a cane
 * number or a tag as 3, saved as "3"), then checked as any text. Any other value is refused as not
 * text; missing or null, `missing` says why (a required field's own message). Its type still takes
 * text only: the app's forms and clients send text, and the number is a leniency for other JSON
 * clients (the OpenAPI description, built from the schema itself, shows both, the text's bounds too).
 */
const asText = (text: z.ZodType<string, string>, label: string, missing = `${label} must be text`) =>
  // Text first: a string's own issues (blank, too long) are what zod reports when it fails.
  z.union([text, z.number().transform(String).pipe(text)], {
    error: (issue) => (issue.input == null ? missing : `${label} must be text`),
  }) as unknown as z.ZodType<string, string>;

const optional = (text: z.ZodString, max: number, label: string) =>
  asText(text.max(max, `${label} must be at most ${max} characters`), label)
    .nullish()
    .transform((value) => (value ? value : null));

/** Trimmed text; '' and missing become null. */
export const optionalText = (max: number, label = 'This field') => optional(freeText(label), max, label);

/** A key naming an animal (its tag or name, a dam or sire), saved in its one form; '' and missing become null. */
export const optionalKey = (max: number, label: string) => optional(freeText(label, { key: true }), max, label);

/** Why a date cannot be saved, in the field's words, or null: a real day within its kind's bounds (domain/date-bounds.ts). */
function dateProblem(value: string, label: string, reach: DateReach): string | null {
  if (!isValidDate(value)) return `${label} must be a valid date (YYYY-MM-DD)`;
  const bound = dateOutOfBounds(value, reach);
  if (bound === 'early') return `${label} must be ${EARLIEST_DATE.slice(0, 4)} or later`;
  if (bound === null) return null;
  const years = DATE_REACH[reach];
  return years === 0 ? `${label} cannot be in the future` : `${label} cannot be more than ${years === 1 ? 'a year' : `${years} years`} ahead`;
}

const checkDate = (label: string, reach: DateReach) => (value: string | null, ctx: z.RefinementCtx) => {
  const problem = value === null ? null : dateProblem(value, label, reach);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

/** A calendar date 'YYYY-MM-DD' within the bounds of its kind (`reach`); '' and missing become null. */
export const optionalDate = (label: string, reach: DateReach) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .superRefine(checkDate(label, reach));

/** A calendar date that must be there: missing or blank gives `message`. */
export const requiredDate = (message: string, label: string, reach: DateReach) =>
  z.string({ error: message }).trim().min(1, message).superRefine(checkDate(label, reach));

/** A whole amount of pounds or cents; 0 and missing become null (a weight of 0 means not weighed). */
export const optionalPositiveInt = (max: number, label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`)
    .nullish()
    .transform((value) => (value ? Math.round(value) : null));

/** A record id in a path (`/api/cattle/{id}`). */
export const recordId = z.string({ error: 'Record id is required' }).trim().min(1, 'Record id is required').max(64, 'Record id must be at most 64 characters');

/** A record's version as every call answers it: 1 when created, one more at every save of it. */
export const recordVersion = z.number().int().min(1);

/**
 * The version of the record the client opened, sent with an edit or a delete of it (REST: the
 * `If-Match: "<version>"` header). A record saved since then is not overwritten or deleted: the
 * write is refused with 412, so the newer change is never silently undone. Left out, the write
 * applies to the record as it is now.
 */
export const openedVersion = z
  .number({ error: 'Version must be a number' })
  .int('Version must be a whole number')
  .min(1, 'Version must be at least 1')
  // Kept a pipe, like `count`: the REST adapter would turn a null or "" into 0 with Number().
  .transform((value) => value)
  .optional();

/** What an edit or a delete names: the record, and the version of it the client opened. */
export const recordEdit = { id: recordId, version: openedVersion };

/** What a create answers about the client's record id; the renderer shows the same words. */
export const RECORD_ID_MESSAGES = {
  notUuid: 'Record id must be a UUID',
  savedWithOtherDetails: 'This record was already saved with other details. Close the form and edit the saved record.',
  inUse: 'This record id is already in use. Reload the page and try again.',
} as const;

/**
 * The optional id a client makes for a record it creates (when the form opens), so that sending the
 * same create again gives the same record instead of a second one. Spread it into a create schema.
 */
export const clientRecordId = {
  id: z.uuid({ error: RECORD_ID_MESSAGES.notUuid }).optional(),
};

/** A version 4 UUID from 16 random bytes (the version and variant bits are set here). */
export function uuidFromBytes(random: ArrayLike<number>): string {
  const bytes = Array.from(random).slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Trimmed text that must be there: missing or blank gives `message`. */
export const requiredText = (max: number, message: string, label = 'This field', { key = false } = {}) =>
  asText(freeText(label, { key }).min(1, message).max(max, `${label} must be at most ${max} characters`), label, message);

/** A key that must be there (a pasture's name, an activity's animal), saved in its one form. */
export const requiredKey = (max: number, message: string, label: string) => requiredText(max, message, label, { key: true });

/**
 * A bull's or a semen tank's name: a breeding names its straws as "bull|tank" (domain/sire.ts), so a
 * "|" in either would name another bull or tank.
 */
export const sireSourceName = (max: number, message: string, label: string) =>
  requiredText(max, message, label).refine((name) => !name.includes(SIRE_TANK_SEPARATOR), `${label} cannot contain "${SIRE_TANK_SEPARATOR}": it separates a bull from its tank`);

/** One value of a choice list; '' and missing become null. */
export const optionalChoice = <V extends string>(values: readonly [V, ...V[]], label: string) =>
  z
    .string({ error: `${label} must be text` })
    .nullish()
    .transform((value) => (value ? value.trim() : null))
    .refine((value): value is V | null => value === null || (values as readonly string[]).includes(value), {
      message: `${label} must be one of: ${values.join(', ')}`,
    })
    .transform((value) => value as V | null);

/**
 * A whole count of things on hand (straws, bales, head), 0 or more. Kept a pipe on purpose: the REST
 * adapter turns the top-level number fields of a body into numbers with Number(), which would save
 * a blank (null or "") as 0 instead of answering that the count is required.
 */
export const count = (label: string, { message = `${label} must be a number`, min = 0 } = {}) =>
  z
    .number({ error: message })
    .int(`${label} must be a whole number`)
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
    .max(1_000_000, `${label} must be at most 1000000`)
    .transform((value) => value);

/** An amount of money in whole cents; missing becomes null, 0 stays 0 (a free straw is free). */
export const optionalCents = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be in whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(100_000_000, `${label} must be at most 100000000 cents`)
    .nullish()
    .transform((value) => value ?? null);

/** The id of another of the farm's records this one points at (a tank, a cane); '' and missing are none. */
export const optionalRecordRef = (label: string) =>
  z
    .string({ error: `${label} must be a record id` })
    .trim()
    .max(64, `${label} must be a record id of at most 64 characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Who added a record and who changed it last: the member's name then, or null (records from before
 * a farm had members, the server's own writes, and a phone's copy until the server's answer comes).
 */
export const authorship = {
  createdBy: z.string().nullable().default(null),
  updatedBy: z.string().nullable().default(null),
};

/** A whole number in [min, max], sent as a number or, in a REST query, as its digits. */
export const wholeNumber = (message: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/, message)], { error: message })
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message));
