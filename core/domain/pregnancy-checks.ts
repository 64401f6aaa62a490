// Pregnancy checks (palpation, ultrasound, blood test): what a result does to the animal, when a
// doubtful one is looked at again, and the Recheck Due and Open Cows lists.
import { isInHerd, normaliseStatus } from './cattle-status';
import { isBreedingFemale } from './cattle-types';
import { RECHECK_DAYS } from './constants';
import { addDays, daysBetween, todayISO } from './dates';
import { expectedCalvingDate, gestationDays } from './gestation';
import { ascending, compareBinary, orderBy, type Comparator } from './sqlite-order';
import type { DateString } from './types';

export const PREGNANCY_RESULTS = ['pregnant', 'open', 'recheck'] as const;
export type PregnancyResult = (typeof PREGNANCY_RESULTS)[number];

export const PREGNANCY_RESULT_LABELS: Record<PregnancyResult, string> = {
  pregnant: 'Pregnant',
  open: 'Open',
  recheck: 'Recheck',
};

export const CHECK_METHODS = ['palpation', 'ultrasound', 'blood'] as const;
export type CheckMethod = (typeof CHECK_METHODS)[number];

export const CHECK_METHOD_LABELS: Record<CheckMethod, string> = {
  palpation: 'Palpation',
  ultrasound: 'Ultrasound',
  blood: 'Blood test',
};

export interface CheckLike {
  id: string;
  cattleId: string;
  date: string;
  result: PregnancyResult;
  daysPregnant?: number | null;
  createdAt?: string;
}

export interface CheckedAnimal {
  status: string | null;
  breedingDate: string | null;
  breedingMethod: string | null;
  expectedCalvingDate: string | null;
}

export interface CheckChanges {
  status?: string;
  expectedCalvingDate?: string | null;
}

type CheckResult = Pick<CheckLike, 'date' | 'result' | 'daysPregnant'>;
type CheckOrder = Pick<CheckLike, 'id' | 'date' | 'createdAt'>;

// SQLite's terms (BINARY, NULL first), so the server's ORDER BY date, createdAt, id agrees.
const checkOrder: Comparator<CheckOrder> = orderBy(
  ascending((c) => c.date, compareBinary),
  ascending((c) => c.createdAt ?? null, compareBinary),
  ascending((c) => c.id, compareBinary),
);

/** Checks oldest first: by date, then createdAt, then id (the order latestChecks reads). */
export function compareChecks(a: CheckOrder, b: CheckOrder): number {
  return checkOrder(a, b);
}

/**
 * The calving date a pregnant check gives: date − daysPregnant + gestation when the vet gave
 * daysPregnant, else the one from the animal's last breeding. A daysPregnant that is not a whole
 * number from 0 to the gestation length is ignored: it would put the calving before the check.
 * A breeding dated after the check did not make this pregnancy, so it gives no date either.
 */
function calvingFromCheck(check: CheckResult, animal: CheckedAnimal): DateString | null {
  const gestation = gestationDays(animal.breedingMethod);
  const days = check.daysPregnant;
  if (typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= gestation) {
    return addDays(check.date, gestation - days);
  }
  const sinceBreeding = daysBetween(animal.breedingDate, check.date);
  if (sinceBreeding === null || sinceBreeding < 0) return null;
  // The check's own date stands for "today" in the date bounds, so the answer never hangs on the clock.
  return expectedCalvingDate(animal.breedingDate, animal.breedingMethod, check.date);
}

function pregnantChanges(check: CheckResult, animal: CheckedAnimal): CheckChanges {
  const changes: CheckChanges = {};
  if (normaliseStatus(animal.status) !== 'pregnant') changes.status = 'pregnant';
  const due = calvingFromCheck(check, animal);
  if (due !== null && due !== animal.expectedCalvingDate) changes.expectedCalvingDate = due;
  return changes;
}

function openChanges(animal: CheckedAnimal): CheckChanges {
  const changes: CheckChanges = {};
  if (normaliseStatus(animal.status) === 'pregnant') changes.status = 'active';
  if (animal.expectedCalvingDate !== null) changes.expectedCalvingDate = null;
  return changes;
}

/**
 * What a check does to its animal: pregnant → status 'pregnant' and expectedCalvingDate =
 * date − daysPregnant + gestation (gestationDays of the animal's breedingMethod) when daysPregnant
 * is given, else the animal's expected calving from its last breeding (expectedCalvingDate of
 * gestation.ts), else left as is; open → a 'pregnant' status goes back to 'active' (other
 * statuses kept) and expectedCalvingDate null; recheck → nothing changes on the animal. Returns
 * only the fields that change ({} when none).
 */
export function checkChanges(check: CheckResult, animal: CheckedAnimal): CheckChanges {
  if (check.result === 'pregnant') return pregnantChanges(check, animal);
  if (check.result === 'open') return openChanges(animal);
  // A recheck settles nothing; nor does a result outside the list, should a stored row carry one.
  return {};
}

/** A recheck is due RECHECK_DAYS (30) after the check; null for an unreadable check date. */
export function recheckDue(checkDate: string): DateString | null {
  return addDays(checkDate, RECHECK_DAYS);
}

/** Each animal's latest check (by date, then createdAt, then id), keyed by cattleId. */
export function latestChecks<C extends CheckLike>(checks: readonly C[]): Map<string, C> {
  const latest = new Map<string, C>();
  for (const check of checks) {
    const held = latest.get(check.cattleId);
    if (held === undefined || compareChecks(check, held) > 0) latest.set(check.cattleId, check);
  }
  return latest;
}

/**
 * Recheck Due list: animals whose latest check is 'recheck', with due date, soonest due first;
 * animals sold/deceased left out. Answers { animal, check, due, overdue: due < today }. A check
 * with an unreadable date has no due date and is left out.
 */
export function rechecksDue<A extends { id: string; status?: string | null }, C extends CheckLike>(
  cattle: readonly A[],
  checks: readonly C[],
  today: string = todayISO(),
): { animal: A; check: C; due: DateString; overdue: boolean }[] {
  const latest = latestChecks(checks);
  const rows: { animal: A; check: C; due: DateString; overdue: boolean }[] = [];
  for (const animal of cattle) {
    const check = latest.get(animal.id);
    if (!check || check.result !== 'recheck' || !isInHerd(animal.status)) continue;
    const due = recheckDue(check.date);
    if (due !== null) rows.push({ animal, check, due, overdue: (daysBetween(due, today) ?? 0) > 0 });
  }
  return rows.sort((a, b) => (daysBetween(b.due, a.due) ?? 0) || compareChecks(a.check, b.check));
}

/** Bred again after the check: a breeding dated after it makes the open result old news. */
function bredSince(breedingDate: string | null | undefined, checkDate: string): boolean {
  return (daysBetween(checkDate, breedingDate) ?? 0) > 0;
}

/**
 * Open Cows list: females (type Cow or Heifer) in the herd whose latest check is 'open' and who
 * have not been bred since that check (breedingDate after the check date means bred again),
 * oldest check first.
 */
export function openCows<
  A extends { id: string; type?: string | null; status?: string | null; breedingDate?: string | null },
  C extends CheckLike,
>(cattle: readonly A[], checks: readonly C[]): { animal: A; check: C }[] {
  const latest = latestChecks(checks);
  const rows: { animal: A; check: C }[] = [];
  for (const animal of cattle) {
    const check = latest.get(animal.id);
    if (!check || check.result !== 'open') continue;
    if (!isBreedingFemale(animal.type) || !isInHerd(animal.status)) continue;
    if (!bredSince(animal.breedingDate, check.date)) rows.push({ animal, check });
  }
  return rows.sort((a, b) => compareChecks(a.check, b.check));
}
