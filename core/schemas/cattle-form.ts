import { z } from 'zod';
import { normaliseStatus } from '../domain/cattle-status';
import { isBreedingFemale, normaliseType } from '../domain/cattle-types';
import { cleanText, type TagAndName } from '../domain/display-name';
import { identifierText, parseIdentifier } from '../domain/identifier';
import { parentOrNull } from '../domain/lineage';
import { animalIdentifier } from './animal-identifier';
import { centsFromDollars, dollarsText, numberText, textOf, textOrNull } from './form-text';
import { cattleInput, type CattleInput } from './cattle';

// The Add/Edit Cattle form (docs/herd-book.md). Its inputs hold text (number and date inputs too)
// and one checkbox. toCattleInput turns them into the API's cattleInput, and the form is validated
// by running that result through cattleInput itself: the form cannot disagree with the server on
// any rule, and every message is the server's own.

/** The statuses the form offers; an edited animal's bred or open is offered as well. */
export const FORM_STATUSES = ['active', 'pregnant', 'sold', 'deceased'] as const;
/** Disposition choices besides none (''): sold reveals the sale fields. */
export const DISPOSITIONS = ['sold', 'deceased'] as const;

const text = z.string();

const cattleFormShape = {
  identifier: text,
  type: text,
  gender: text,
  breed: text,
  breedComposition: text,
  pasture: text,
  birthDate: text,
  /** Pounds. */
  weight: text,
  /** Pounds. */
  birthWeight: text,
  status: text,
  cowTag: text,
  sireTag: text,
  registrationNumber: text,
  notes: text,
  disposition: text,
  /** Dollars, as the rancher types them ("1,250.50"); the API takes cents. */
  salePrice: text,
  buyer: text,
  buyerContact: text,
  saleLocation: text,
  /** The sale date, or the date of death. */
  dispositionDate: text,
  cowType: text,
  cameBackInHeat: z.boolean(),
  heatReturnDate: text,
};

export type CattleFormValues = z.input<typeof cattleForm>;
export type CattleFormField = keyof CattleFormValues;

/** The form field that shows an API issue: tag and name both live in the identifier input. */
export function formFieldOf(apiField: PropertyKey | undefined): CattleFormField | undefined {
  if (apiField === 'tag' || apiField === 'name') return 'identifier';
  return typeof apiField === 'string' && apiField in cattleFormShape ? (apiField as CattleFormField) : undefined;
}


/** Weights of 0 become null. Text that is no number stays NaN, for cattleInput to report. */
const poundsOrNull = (value: string): number | null => {
  const pounds = cleanText(value);
  if (pounds === null) return null;
  const number = Number(pounds);
  return number === 0 ? null : number;
};

/** Dollars to cents; a sale price of 0 becomes null. "$1,250.50" reads as 125050. */
const centsOrNull = (dollars: string): number | null => {
  const cents = centsFromDollars(dollars);
  return cents === 0 ? null : cents;
};

/** Unchanged text keeps the stored tag and name: "12 34" may be tag 12 + name "34" or a name. */
function tagAndName(identifier: string, stored?: TagAndName | null): { tag: string | null; name: string | null } {
  if (stored && identifierText(stored) === identifier.trim()) {
    return { tag: cleanText(stored.tag), name: cleanText(stored.name) };
  }
  const parsed = parseIdentifier(identifier);
  return { tag: parsed?.tag ?? null, name: parsed?.name ?? null };
}

/**
 * The submit rules: empty text → null, dam and sire "none" → null, weights and sale price of
 * 0 → null, dollars → cents. Sale details belong to a sale, so they are dropped unless the
 * disposition is sold; cow classification belongs to cows and heifers. `stored`: the edited animal.
 */
export function toCattleInput(values: CattleFormValues, stored?: TagAndName | null): CattleInput {
  const sold = values.disposition === 'sold';
  const disposition = textOrNull(values.disposition);
  return {
    ...tagAndName(values.identifier, stored),
    type: values.type.trim(),
    gender: textOrNull(values.gender),
    breed: textOrNull(values.breed),
    breedComposition: textOrNull(values.breedComposition),
    pasture: values.pasture.trim(),
    birthDate: textOrNull(values.birthDate),
    weight: poundsOrNull(values.weight),
    birthWeight: poundsOrNull(values.birthWeight),
    status: textOrNull(values.status),
    cowTag: parentOrNull(values.cowTag),
    sireTag: parentOrNull(values.sireTag),
    registrationNumber: textOrNull(values.registrationNumber),
    notes: textOrNull(values.notes),
    disposition,
    dispositionDate: disposition ? textOrNull(values.dispositionDate) : null,
    salePrice: sold ? centsOrNull(values.salePrice) : null,
    buyer: sold ? textOrNull(values.buyer) : null,
    buyerContact: sold ? textOrNull(values.buyerContact) : null,
    saleLocation: sold ? textOrNull(values.saleLocation) : null,
    cowType: isBreedingFemale(values.type) ? textOrNull(values.cowType) : null,
    cameBackInHeat: values.cameBackInHeat,
    heatReturnDate: textOrNull(values.heatReturnDate),
  };
}


/** The form's values for an animal being edited, or for a new one from a prefill (or nothing). */
export function formValuesFrom(source: Partial<CattleInput> = {}): CattleFormValues {
  return {
    identifier: identifierText(source),
    type: normaliseType(source.type) ?? '',
    gender: textOf(source.gender),
    breed: textOf(source.breed),
    breedComposition: textOf(source.breedComposition),
    pasture: textOf(source.pasture),
    birthDate: textOf(source.birthDate),
    weight: numberText(source.weight),
    birthWeight: numberText(source.birthWeight),
    status: normaliseStatus(source.status) ?? 'active',
    cowTag: textOf(source.cowTag),
    sireTag: textOf(source.sireTag),
    registrationNumber: textOf(source.registrationNumber),
    notes: textOf(source.notes),
    disposition: textOf(source.disposition).toLowerCase(),
    salePrice: dollarsText(source.salePrice),
    buyer: textOf(source.buyer),
    buyerContact: textOf(source.buyerContact),
    saleLocation: textOf(source.saleLocation),
    dispositionDate: textOf(source.dispositionDate),
    cowType: textOf(source.cowType) || 'regular',
    cameBackInHeat: source.cameBackInHeat ?? false,
    heatReturnDate: textOf(source.heatReturnDate),
  };
}

/** The form's resolver schema: the identifier's own messages, then every rule of cattleInput. */
export const cattleForm = z.object(cattleFormShape).superRefine((values, ctx) => {
  const identifier = animalIdentifier.safeParse(values.identifier);
  for (const issue of identifier.error?.issues ?? []) {
    ctx.addIssue({ code: 'custom', path: ['identifier'], message: issue.message });
  }
  const record = cattleInput.safeParse(toCattleInput(values));
  for (const issue of record.error?.issues ?? []) {
    const field = formFieldOf(issue.path[0]);
    // An identifier already reported gets no second message from the tag-or-name rule.
    if (!field || (field === 'identifier' && !identifier.success)) continue;
    ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
});
