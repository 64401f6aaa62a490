import { z } from 'zod';
import { COW_TYPES, GENDERS } from '../domain/breeds';
import { CATTLE_STATUSES, normaliseStatus } from '../domain/cattle-status';
import { CATTLE_TYPES, normaliseType } from '../domain/cattle-types';
import type { Checked } from '../domain/cattle-changes';
import { BREEDING_METHODS, normaliseBreedingMethod } from '../domain/gestation';
import { parentOrNull } from '../domain/lineage';
import { fieldIssues } from './field-issues';
import { clientRecordId, optionalDate, optionalKey, optionalPositiveInt, optionalText, recordEdit, recordVersion, requiredKey, authorship } from './fields';

// The cattle record as the API takes it. Money is in cents and weights in pounds here; the form
// converts dollars. One shape serves POST (all of it, plus the client's id for the new record),
// PATCH (any part of it, validated again after merging with the stored record) and the form.

/** What an unknown id (or another farm's animal) answers. */
export const ANIMAL_NOT_FOUND = 'Animal not found';

export const CATTLE_MESSAGES = {
  typeRequired: 'Animal type is required',
  pastureRequired: 'Pasture assignment is required',
  identification: 'Either name or tag number must be provided for identification',
  tagInUse: 'This tag number is already in use by another animal. Please choose a different tag number.',
} as const;

const MAX_POUNDS = 5000;
const MAX_CENTS = 100_000_000; // $1,000,000 for one animal is already a record

/** A value from a fixed list, accepted in any case; '' and missing become null. */
const choice = <T extends string>(normalise: (v: string) => T | null, allowed: readonly T[], label: string) =>
  z
    .string({ error: `${label} must be text` })
    .nullish()
    .transform((value, ctx) => {
      if (value == null || value.trim() === '') return null;
      const normalised = normalise(value.trim());
      if (normalised === null) ctx.addIssue({ code: 'custom', message: `${label} must be one of: ${allowed.join(', ')}` });
      return normalised;
    });

const lower = <T extends string>(allowed: readonly T[]) => (value: string) =>
  allowed.find((item) => item === value.toLowerCase()) ?? null;

export const cattleShape = {
  tag: optionalKey(30, 'Tag'),
  name: optionalKey(100, 'Name'),
  type: z
    .string({ error: CATTLE_MESSAGES.typeRequired })
    .trim()
    .min(1, CATTLE_MESSAGES.typeRequired)
    .transform((value, ctx) => {
      const type = normaliseType(value);
      if (type === null) ctx.addIssue({ code: 'custom', message: `Animal type must be one of: ${CATTLE_TYPES.join(', ')}` });
      return type ?? 'Cow';
    }),
  gender: choice(lower(GENDERS), GENDERS, 'Sex'),
  breed: optionalText(50, 'Breed'),
  breedComposition: optionalText(200, 'Breed composition'),
  registrationNumber: optionalText(50, 'Registration number'),
  pasture: requiredKey(100, CATTLE_MESSAGES.pastureRequired, 'Pasture'),
  birthDate: optionalDate('Birth date', 'past'),
  // Dam and sire are free text from any herd; "none" means not known.
  cowTag: optionalKey(100, 'Dam').transform(parentOrNull),
  sireTag: optionalKey(100, 'Sire').transform(parentOrNull),
  status: choice(normaliseStatus, CATTLE_STATUSES, 'Status').transform((value) => value ?? 'active'),
  weight: optionalPositiveInt(MAX_POUNDS, 'Weight'),
  birthWeight: optionalPositiveInt(MAX_POUNDS, 'Birth weight'),
  breedingDate: optionalDate('Breeding date', 'event'),
  breedingMethod: choice(normaliseBreedingMethod, BREEDING_METHODS, 'Breeding method'),
  breedingSire: optionalText(100, 'Breeding sire'),
  strawsUsed: z.number({ error: 'Straws used must be a number' }).int('Straws used must be a whole number').min(1).max(10).nullish().transform((v) => v ?? null),
  cameBackInHeat: z.boolean({ error: 'Returned to heat must be true or false' }).nullish().transform((v) => v ?? false),
  heatReturnDate: optionalDate('Heat return date', 'event'),
  heatReturnCount: z.number({ error: 'Heat return count must be a number' }).int().min(0).max(50).nullish().transform((v) => v ?? 0),
  cowType: choice(lower(COW_TYPES), COW_TYPES, 'Cow classification'),
  expectedCalvingDate: optionalDate('Expected calving date', 'expected'),
  actualCalvingDate: optionalDate('Actual calving date', 'event'),
  weanDate: optionalDate('Wean date', 'event'),
  weanWeight: optionalPositiveInt(MAX_POUNDS, 'Wean weight'),
  disposition: optionalText(30, 'Disposition').transform((value) => value?.toLowerCase() ?? null),
  dispositionDate: optionalDate('Disposition date', 'event'),
  salePrice: optionalPositiveInt(MAX_CENTS, 'Sale price'),
  buyer: optionalText(200, 'Buyer'),
  buyerContact: optionalText(200, 'Buyer contact'),
  saleLocation: optionalText(200, 'Sale location'),
  notes: optionalText(5000, 'Notes'),
};

/** An animal needs a tag or a name to be found again; the message sits on the name field. */
function requireIdentification(value: { tag?: unknown; name?: unknown }, ctx: z.RefinementCtx) {
  const present = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  if (!present(value.tag) && !present(value.name)) ctx.addIssue({ code: 'custom', path: ['name'], message: CATTLE_MESSAGES.identification });
}

// `when`: report a missing identifier together with the other field errors, not only after them.
const identificationCheck = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** A whole animal: what the form checks, and what a PATCH merged with the stored record must pass. */
export const cattleInput = z.object(cattleShape).superRefine(requireIdentification, identificationCheck);
export type CattleInput = z.input<typeof cattleInput>;
export type CattleFields = z.output<typeof cattleInput>;

/** cattleInput as the domain's whole-record check (domain/cattle-changes.ts): the fields as stored, or the field issues. */
export function checkCattle(record: object): Checked<CattleFields> {
  const parsed = cattleInput.safeParse(record);
  return parsed.success ? { ok: true, fields: parsed.data } : { ok: false, issues: fieldIssues(parsed.error) };
}

/**
 * POST: a whole animal, and optionally the id the client made for it so that sending the same
 * create again gives the same animal. (A refined schema cannot be extended, so this is built from
 * the shape again with the same check.)
 */
export const cattleCreate = z.object({ ...clientRecordId, ...cattleShape }).superRefine(requireIdentification, identificationCheck);
export type CattleCreate = z.output<typeof cattleCreate>;

/**
 * PATCH: any subset of the fields (null clears one); the merged record must pass cattleInput.
 * `confirmWithdrawal`: the person was told the animal is in meat withdrawal and sells it anyway.
 */
export const cattlePatch = z.object({ ...recordEdit, ...z.object(cattleShape).partial().shape, confirmWithdrawal: z
    .boolean({ error: 'confirmWithdrawal must be true or false' })
    // Kept a pipe, so the REST adapter does not turn a blank into false.
    .transform((value) => value)
    .optional(),
});
export type CattlePatch = z.output<typeof cattlePatch>;

/** DELETE: the animal, and the version of it the client opened. */
export const cattleId = z.object(recordEdit);

/** A stored animal as every call answers it. */
export const cattleRecord = z.object({
  id: z.string(),
  tag: z.string().nullable(),
  name: z.string().nullable(),
  type: z.string(),
  gender: z.string().nullable(),
  breed: z.string().nullable(),
  breedComposition: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  pasture: z.string(),
  birthDate: z.string().nullable(),
  cowTag: z.string().nullable(),
  sireTag: z.string().nullable(),
  status: z.string(),
  weight: z.number().nullable(),
  birthWeight: z.number().nullable(),
  breedingDate: z.string().nullable(),
  breedingMethod: z.string().nullable(),
  breedingSire: z.string().nullable(),
  strawsUsed: z.number().nullable(),
  cameBackInHeat: z.boolean(),
  heatReturnDate: z.string().nullable(),
  heatReturnCount: z.number(),
  cowType: z.string().nullable(),
  expectedCalvingDate: z.string().nullable(),
  actualCalvingDate: z.string().nullable(),
  weanDate: z.string().nullable(),
  weanWeight: z.number().nullable(),
  disposition: z.string().nullable(),
  dispositionDate: z.string().nullable(),
  salePrice: z.number().nullable(),
  buyer: z.string().nullable(),
  buyerContact: z.string().nullable(),
  saleLocation: z.string().nullable(),
  notes: z.string().nullable(),
  meatWithdrawalUntil: z.string().nullable().describe('The day its meat may be sold, while that is after today (else null)'),
  milkWithdrawalUntil: z.string().nullable().describe('The day its milk may be sold, while that is after today (else null)'),
  createdAt: z.string(),
  ...authorship,
  version: recordVersion,
  updatedAt: z.string(),
});
export type CattleRecord = z.infer<typeof cattleRecord>;

export const IDENTIFIER_MESSAGES = {
  empty: 'Please enter an animal identifier (name, tag, or both)',
  invalid: 'Please enter a valid animal identifier',
} as const;
