// Growth: an animal's weighings, its average daily gain (ADG) between them, the weights the herd
// book keeps in step with them, and the BIF adjusted 205-day weaning weight, which puts calves
// weaned at different ages and out of dams of different ages on one footing.
import { ADJUSTED_205, AGE_OF_DAM_ADJUSTMENT } from './constants';
import { normaliseType } from './cattle-types';
import { daysBetween, parseDate } from './dates';
import { cleanText } from './display-name';
import { compareBinary, compareNoCase, orderBy } from './sqlite-order';

export const WEIGHING_KINDS = ['birth', 'weaning', 'yearling', 'other'] as const;
export type WeighingKind = (typeof WEIGHING_KINDS)[number];

export const WEIGHING_KIND_LABELS: Record<WeighingKind, string> = {
  birth: 'Birth',
  weaning: 'Weaning',
  yearling: 'Yearling',
  other: 'Other',
};

export interface WeighingLike {
  id: string;
  date: string;
  weight: number;
  kind: WeighingKind;
  createdAt?: string;
}

export type CalfSex = 'male' | 'female';

type WeighingOrder = Pick<WeighingLike, 'date'>;

/**
 * Weighings oldest first, by date; a sort keeps weighings of one day in the order they were entered
 * (the caller's order), so the last entered counts as the latest. The server lists them by date,
 * then row order (insertion); a phone's copy holds them in the order they came, which is the same.
 * Not by when each was stamped: two saved in the same millisecond would tie, and the server and a
 * phone could then disagree.
 */
export function compareWeighings(a: WeighingOrder, b: WeighingOrder): number {
  return compareBinary(a.date, b.date);
}

/** Two decimals, and never -0 (it would fail an equality check against 0 and may print "-0.00"). */
function round2(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** lb/day from one weighing to a later one; null when they are the same day or a date is unreadable. */
function gainPerDay(from: WeighingLike, to: WeighingLike): number | null {
  const days = daysBetween(from.date, to.date);
  return days === null || days <= 0 ? null : (to.weight - from.weight) / days;
}

/**
 * ADG of each of one animal's weighings: lb/day since its previous weighing (by compareWeighings),
 * rounded to 2 decimals; null for the first and when the previous is the same day. Answers the
 * weighings with `adg` added, in the input's order.
 */
export function averageDailyGains<W extends WeighingLike>(weighings: readonly W[]): (W & { adg: number | null })[] {
  const sorted = [...weighings].sort(compareWeighings);
  const adgs = new Map<W, number | null>();
  sorted.forEach((weighing, i) => {
    const previous = sorted[i - 1];
    const gain = previous ? gainPerDay(previous, weighing) : null;
    adgs.set(weighing, gain === null ? null : round2(gain));
  });
  return weighings.map((weighing) => ({ ...weighing, adg: adgs.get(weighing) ?? null }));
}

/** The last of the weighings by compareWeighings, of one day the last entered; undefined with none. */
function latest<W extends WeighingLike>(weighings: readonly W[]): W | undefined {
  return weighings.reduce<W | undefined>((last, w) => (last && compareWeighings(last, w) > 0 ? last : w), undefined);
}

export interface WeighedWeights {
  weight?: number;
  birthWeight?: number;
  weanWeight?: number;
}

/**
 * The animal's weights kept in step with its weighings: current = the latest weighing's weight;
 * birthWeight = the latest 'birth' weighing's, weanWeight = latest 'weaning' weighing's; each
 * undefined when the weighings have none of that (the caller then keeps what the animal had).
 * Such a field is left out of the answer, not set to undefined, so spreading the answer over the
 * animal keeps its own value.
 */
export function weightsFromWeighings(weighings: readonly WeighingLike[]): WeighedWeights {
  const weights: WeighedWeights = {};
  const current = latest(weighings);
  const birth = latest(weighings.filter((w) => w.kind === 'birth'));
  const weaning = latest(weighings.filter((w) => w.kind === 'weaning'));
  if (current) weights.weight = current.weight;
  if (birth) weights.birthWeight = birth.weight;
  if (weaning) weights.weanWeight = weaning.weight;
  return weights;
}

/**
 * Age-of-dam adjustment in lb, BIF: dam age in whole years at the calf's birth: 2 (or younger):
 * +60 male / +54 female; 3: +40/+36; 4: +20/+18; 5–10: 0; 11 and older: +20/+18. Unknown dam
 * age: 0. The bands are AGE_OF_DAM_ADJUSTMENT in constants.
 */
export function ageOfDamAdjustment(damAgeYears: number | null, calfSex: CalfSex): number {
  if (damAgeYears === null || !Number.isFinite(damAgeYears)) return 0;
  const band = AGE_OF_DAM_ADJUSTMENT.find((b) => damAgeYears <= b.maxYears);
  return band ? band[calfSex] : 0;
}

/**
 * The dam's age in whole years on the calf's birth date: birthdays passed, not days / 365 (null
 * when either date is missing or unreadable, or when the calf is recorded born before its dam).
 */
export function damAgeYears(
  damBirthDate: string | null | undefined,
  calfBirthDate: string | null | undefined,
): number | null {
  const dam = parseDate(damBirthDate);
  const calf = parseDate(calfBirthDate);
  if (!dam || !calf) return null;
  const birthdayPassed = calf.month > dam.month || (calf.month === dam.month && calf.day >= dam.day);
  const years = calf.year - dam.year - (birthdayPassed ? 0 : 1);
  return years < 0 ? null : years;
}

/** A recorded weight in lb, or null for a missing, zero or unreadable one. */
function knownWeight(weight: number | null | undefined): number | null {
  return typeof weight === 'number' && Number.isFinite(weight) && weight > 0 ? weight : null;
}

/**
 * BIF adjusted 205-day weight: (weaning − birth) / age in days × 205 + birth + age-of-dam
 * adjustment; birth 75 lb when unknown; null unless the calf's age at weaning is 160..250 days
 * inclusive and its birth date is known. Rounded to the nearest pound. Steers and bulls count as
 * male (see adjustmentSex).
 */
export function adjusted205(input: {
  weaningWeight: number;
  weaningDate: string;
  calfBirthDate: string | null | undefined;
  calfBirthWeight: number | null | undefined;
  calfSex: CalfSex;
  damBirthDate: string | null | undefined;
}): number | null {
  const ageDays = daysBetween(input.calfBirthDate, input.weaningDate);
  const weaning = knownWeight(input.weaningWeight);
  if (ageDays === null || weaning === null) return null;
  if (ageDays < ADJUSTED_205.minAgeDays || ageDays > ADJUSTED_205.maxAgeDays) return null;
  const birth = knownWeight(input.calfBirthWeight) ?? ADJUSTED_205.unknownBirthWeight;
  const damAdjustment = ageOfDamAdjustment(damAgeYears(input.damBirthDate, input.calfBirthDate), input.calfSex);
  return Math.round(((weaning - birth) / ageDays) * ADJUSTED_205.days + birth + damAdjustment);
}

/**
 * The calf's sex for the adjustment from the herd book's fields: gender 'male'/'female' (any case)
 * when set, else type Bull/Steer → male, Cow/Heifer → female; null when unknown (a plain Calf with
 * no gender), and adjusted205 then has no answer. Named apart from calves.ts's calfSex, which
 * answers heifer/bull for the calves page and does not count a steer as male.
 */
export function adjustmentSex(animal: { gender?: string | null; type?: string | null }): CalfSex | null {
  const gender = cleanText(animal.gender)?.toLowerCase();
  if (gender === 'male' || gender === 'female') return gender;
  switch (normaliseType(animal.type)) {
    case 'Bull':
    case 'Steer':
      return 'male';
    case 'Cow':
    case 'Heifer':
      return 'female';
    default:
      return null;
  }
}

/** Whether a date is inside the window, both ends included. */
function inWindow(date: string, window: { from: string; to: string }): boolean {
  return (daysBetween(window.from, date) ?? -1) >= 0 && (daysBetween(date, window.to) ?? -1) >= 0;
}

/** One animal's gain over the window: (last − first) / days between; null with fewer than two days of weighings. */
function windowGain(weighings: readonly WeighingLike[]): number | null {
  if (weighings.length < 2) return null;
  const sorted = [...weighings].sort(compareWeighings);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  return first && last ? gainPerDay(first, last) : null;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Pasture names in the pasture list's order (any ASCII case), then as written so the order is total. */
const comparePastureNames = orderBy<string>(compareNoCase, compareBinary);

/**
 * ADG by pasture for Reports: per pasture name, the head with at least two weighings in
 * [from, to] (dates inclusive), and their mean gain (lb/day, 2 decimals) = mean over animals of
 * (last − first)/(days between) within the window. Animals with one weighing in the window (or
 * all on one day, which has no gain) are left out; a pasture whose animals are all left out is
 * still listed, with head 0 and adg null. Sorted by pasture name.
 */
export function adgByPasture(
  cattle: readonly { id: string; pasture: string }[],
  weighings: readonly (WeighingLike & { cattleId: string })[],
  window: { from: string; to: string },
): { pasture: string; head: number; adg: number | null }[] {
  const byAnimal = groupBy(
    weighings.filter((w) => inWindow(w.date, window)),
    (w) => w.cattleId,
  );
  const byPasture = groupBy(cattle, (animal) => animal.pasture.trim());
  return [...byPasture.keys()].sort(comparePastureNames).map((pasture) => {
    const gains = (byPasture.get(pasture) ?? [])
      .map((animal) => windowGain(byAnimal.get(animal.id) ?? []))
      .filter((gain): gain is number => gain !== null);
    return { pasture, head: gains.length, adg: gains.length > 0 ? round2(mean(gains)) : null };
  });
}
