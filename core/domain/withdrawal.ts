// Medicine withdrawal: after a treatment an animal's meat (and milk) may not enter the food chain
// until the product's withdrawal days have passed. An animal stores the end of each withdrawal;
// these rules work the ends out from its treatments and answer whether it may be sold.
import { isInHerd, normaliseStatus } from './cattle-status';
import { addDays, daysBetween, formatDate, parseDate, todayISO } from './dates';
import { cleanText, displayName } from './display-name';
import type { DateString } from './types';

export const MEDICINE_KINDS = [
  'vaccine',
  'antibiotic',
  'anti-inflammatory',
  'parasiticide',
  'hormone',
  'other',
] as const;
export type MedicineKind = (typeof MEDICINE_KINDS)[number];

export const MEDICINE_KIND_LABELS: Record<MedicineKind, string> = {
  vaccine: 'Vaccine',
  antibiotic: 'Antibiotic',
  'anti-inflammatory': 'Anti-inflammatory',
  parasiticide: 'Parasiticide',
  hormone: 'Hormone',
  other: 'Other',
};

/** Routes a form may offer; the route itself is free text, so a label's own words are kept. */
export const TREATMENT_ROUTE_SUGGESTIONS = [
  'IM',
  'SC',
  'IV',
  'Oral',
  'Pour-on',
  'Intranasal',
  'Topical',
  'Intramammary',
  'Other',
] as const;

export interface TreatmentLike {
  date: string;
  meatWithdrawalDays: number;
  milkWithdrawalDays: number;
  product: string;
}

export type WithdrawalKind = 'meat' | 'milk';

interface StoredWithdrawal {
  meatWithdrawalUntil: string | null;
  milkWithdrawalUntil: string | null;
}

type WithdrawalDays = Pick<TreatmentLike, 'date' | 'meatWithdrawalDays' | 'milkWithdrawalDays'>;

// Fixed locale so the list comes out the same on every device; numeric puts tag 2 before tag 10.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** A valid date in its plain 'YYYY-MM-DD' form (spaces trimmed), else null. */
function cleanDate(value: string | null | undefined): DateString | null {
  const parsed = parseDate(value);
  return parsed ? formatDate(parsed) : null;
}

function daysOf(treatment: WithdrawalDays, kind: WithdrawalKind): number {
  return kind === 'meat' ? treatment.meatWithdrawalDays : treatment.milkWithdrawalDays;
}

/**
 * date + days (a withdrawal of 0 days ends on the treatment day). Null when the date is invalid or
 * the days are not a whole number of 0 or more.
 */
export function withdrawalEnd(date: string, days: number): DateString | null {
  if (!Number.isInteger(days) || days < 0) return null;
  return addDays(date, days);
}

/**
 * The end a treatment sets for `kind`, or null when it sets none: a 0-day product leaves the
 * animal clear the day it is given, so it never holds a sale back.
 */
function endOf(treatment: WithdrawalDays, kind: WithdrawalKind): DateString | null {
  const days = daysOf(treatment, kind);
  return days > 0 ? withdrawalEnd(treatment.date, days) : null;
}

/**
 * The treatment whose date + days is latest for `kind`, with that end; null with no treatment or
 * all 0-day. Does NOT look at today. Ties: the later treatment date wins (then the first listed).
 */
export function latestWithdrawal<T extends TreatmentLike>(
  treatments: readonly T[],
  kind: WithdrawalKind,
): { until: DateString; treatment: T } | null {
  let latest: { until: DateString; treatment: T } | null = null;
  for (const treatment of treatments) {
    const until = endOf(treatment, kind);
    if (until === null) continue;
    if (latest === null || isLater(until, treatment.date, latest.until, latest.treatment.date)) {
      latest = { until, treatment };
    }
  }
  return latest;
}

/** Whether an end (and its treatment date, on a tie) beats the one held so far. */
function isLater(until: DateString, date: string, heldUntil: DateString, heldDate: string): boolean {
  const byEnd = daysBetween(heldUntil, until) ?? 0;
  if (byEnd !== 0) return byEnd > 0;
  return (daysBetween(heldDate, date) ?? 0) > 0;
}

/**
 * A stored withdrawal end as an animal answers it: the date while it is after today, else null
 * (an end of today is clear: it may be sold today). An invalid stored end is null.
 */
export function activeWithdrawal(until: string | null | undefined, today: string = todayISO()): DateString | null {
  const end = cleanDate(until);
  return end !== null && (daysBetween(today, end) ?? 0) > 0 ? end : null;
}

/**
 * The stored ends after adding one treatment: the later of the stored end and the new one, per
 * kind (withdrawal never shortens). A 0-day kind leaves its stored end as it was.
 */
export function withdrawalAfterTreatment(stored: StoredWithdrawal, treatment: WithdrawalDays): StoredWithdrawal {
  return {
    meatWithdrawalUntil: storedAfter(stored.meatWithdrawalUntil, endOf(treatment, 'meat')),
    milkWithdrawalUntil: storedAfter(stored.milkWithdrawalUntil, endOf(treatment, 'milk')),
  };
}

/** The stored end kept as written unless the new end is later; an unreadable one gives way to a new end. */
function storedAfter(stored: string | null, added: DateString | null): string | null {
  if (added === null) return stored;
  const current = cleanDate(stored);
  return current === null || (daysBetween(current, added) ?? 0) > 0 ? added : stored;
}

function isSale(animal: { status?: string | null; disposition?: string | null }): boolean {
  return normaliseStatus(animal.status) === 'sold' || cleanText(animal.disposition)?.toLowerCase() === 'sold';
}

/**
 * Whether saving these fields sells the animal inside its meat withdrawal: status or disposition
 * is "sold" (any case) and the sale date (dispositionDate, or today when none) is before
 * meatWithdrawalUntil. An unreadable sale date counts as today, so a garbled date cannot let a
 * sale slip past the guard.
 */
export function sellsInWithdrawal(
  animal: { status?: string | null; disposition?: string | null; dispositionDate?: string | null },
  meatWithdrawalUntil: string | null | undefined,
  today: string = todayISO(),
): boolean {
  if (!isSale(animal)) return false;
  const saleDate = cleanDate(animal.dispositionDate) ?? today;
  return activeWithdrawal(meatWithdrawalUntil, saleDate) !== null;
}

/**
 * The 409 words, exactly: "{name} is in meat withdrawal until {date} ({product}, {treatment date})."
 * Dates as YYYY-MM-DD (a date that does not read as one is shown as given).
 */
export function meatWithdrawalMessage(name: string, until: string, product: string, treatmentDate: string): string {
  const asDate = (value: string) => cleanDate(value) ?? value;
  return `${name} is in meat withdrawal until ${asDate(until)} (${product}, ${asDate(treatmentDate)}).`;
}

/** The meat and milk withdrawal ends an animal is still inside on `today`, each null once clear. */
export function activeWithdrawals(
  animal: { meatWithdrawalUntil?: string | null; milkWithdrawalUntil?: string | null },
  today: string = todayISO(),
): { meat: DateString | null; milk: DateString | null } {
  return { meat: activeWithdrawal(animal.meatWithdrawalUntil, today), milk: activeWithdrawal(animal.milkWithdrawalUntil, today) };
}

/**
 * Whether the herd book flags the animal as in withdrawal: still in the herd, inside a meat or a milk
 * withdrawal. A sold or dead animal's withdrawal no longer holds anything back on the farm.
 */
export function isInWithdrawal(
  animal: { status?: string | null; meatWithdrawalUntil?: string | null; milkWithdrawalUntil?: string | null },
  today: string = todayISO(),
): boolean {
  if (!isInHerd(animal.status)) return false;
  const { meat, milk } = activeWithdrawals(animal, today);
  return meat !== null || milk !== null;
}

/**
 * The Do Not Sell list: animals still in meat withdrawal after today (activeWithdrawal), soonest
 * clear first, then by displayName; sold/deceased animals left out.
 */
export function doNotSell<
  A extends { tag?: string | null; name?: string | null; status?: string | null; meatWithdrawalUntil?: string | null },
>(cattle: readonly A[], today: string = todayISO()): A[] {
  return cattle
    .filter((animal) => isInHerd(animal.status))
    .map((animal) => ({ animal, until: activeWithdrawal(animal.meatWithdrawalUntil, today), name: displayName(animal) }))
    .filter((row): row is { animal: A; until: DateString; name: string } => row.until !== null)
    .sort((a, b) => (daysBetween(b.until, a.until) ?? 0) || collator.compare(a.name, b.name))
    .map((row) => row.animal);
}
