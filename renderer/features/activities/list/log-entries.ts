import { countOf, matchesActivitySearch } from '../../../../core/domain';
import { activityTypeLabel, animalKeyOf, type NamedAnimal } from '../../../../core/domain/activities';
import type { ActivityRecord } from '../../../../core/schemas/activities';
import type { PregnancyCheckRecord, TreatmentRecord } from '../../../../core/schemas/health';
import type { LogEntry, LogType, RECORD_LOG_TYPES } from '../../../ui/activity/log-entry';
import { checkMethodLabel, checkResultLabel } from '../../../ui/pregnancy-check-words';

// The activity log's rows: the logged activities, the treatments and the pregnancy checks merged
// into one list, newest first, then narrowed by type and by the search. Built once per change of
// the four reads; a herd of 10,000 head with years of records is read through Maps, never rescanned.

const RECORD_LABELS: Record<(typeof RECORD_LOG_TYPES)[number], string> = {
  treatment: 'Treatment',
  'pregnancy-check': 'Pregnancy Check',
};

/** A type as the log's filter names it: the activity types' own labels, "Treatment", "Pregnancy Check". */
export function logTypeLabel(type: LogType): string {
  return type === 'treatment' || type === 'pregnancy-check' ? RECORD_LABELS[type] : activityTypeLabel(type);
}

const joined = (parts: readonly (string | null | undefined)[]) => parts.filter((part): part is string => Boolean(part)).join(' · ');

/** "Meat withdrawal 18 days · Milk withdrawal 4 days", or "No withdrawal". */
function withdrawalLine({ meatWithdrawalDays: meat, milkWithdrawalDays: milk }: TreatmentRecord): string {
  const line = joined([meat > 0 ? `Meat withdrawal ${countOf(meat, 'day')}` : null, milk > 0 ? `Milk withdrawal ${countOf(milk, 'day')}` : null]);
  return line === '' ? 'No withdrawal' : line;
}

/** What a record row shares with an activity: no pasture, no breeding details. */
const recordRow = (record: TreatmentRecord | PregnancyCheckRecord, type: LogType, cattleTag: string) => ({
  id: record.id,
  type,
  cattleTag,
  date: record.date,
  pasture: null,
  breedingMethod: null,
  breedingSire: null,
  strawsUsed: null,
  notes: record.notes,
  createdAt: record.createdAt,
  createdBy: record.createdBy,
  updatedBy: record.updatedBy,
});

/** "Treatment: Draxxin", with its dose, route and reason, and its withdrawal. */
export function treatmentEntry(treatment: TreatmentRecord, cattleTag: string): LogEntry {
  const given = joined([treatment.dose, treatment.route, treatment.reason]);
  return {
    ...recordRow(treatment, 'treatment', cattleTag),
    summary: { title: `Treatment: ${treatment.product}`, details: [...(given ? [given] : []), withdrawalLine(treatment)] },
  };
}

/** "Pregnancy check: Pregnant", with how it was found and how far along she is. */
export function checkEntry(check: PregnancyCheckRecord, cattleTag: string): LogEntry {
  const found = joined([check.method ? checkMethodLabel(check.method) : null, check.daysPregnant ? `${countOf(check.daysPregnant, 'day')} pregnant` : null]);
  return {
    ...recordRow(check, 'pregnancy-check', cattleTag),
    summary: { title: `Pregnancy check: ${checkResultLabel(check.result)}`, details: found ? [found] : [] },
  };
}

/** Newest day first; on one day the one saved last first; then by id, so ties sort the same everywhere. */
function newestFirst(a: LogEntry, b: LogEntry): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export interface LogSources {
  activities: readonly ActivityRecord[];
  treatments: readonly TreatmentRecord[];
  checks: readonly PregnancyCheckRecord[];
  herd: readonly (NamedAnimal & { id: string })[];
}

/**
 * Every row of the log, newest first. Treatments and checks name their animal by id; their rows name
 * her by her key (tag, else name), as activities do, so one lookup names every row and one search
 * finds her. A record whose animal is not in the herd read yet is left out until it is (an animal's
 * records go with her when she is deleted).
 */
export function mergeLog({ activities, treatments, checks, herd }: LogSources): LogEntry[] {
  const keyOf = new Map(herd.map((animal) => [animal.id, animalKeyOf(animal)]));
  const entries: LogEntry[] = [...activities];
  const add = <R extends { cattleId: string }>(records: readonly R[], entry: (record: R, key: string) => LogEntry) => {
    for (const record of records) {
      const key = keyOf.get(record.cattleId);
      if (key) entries.push(entry(record, key));
    }
  };
  add(treatments, treatmentEntry);
  add(checks, checkEntry);
  return entries.sort(newestFirst);
}

/** The rows of one type; 'all' keeps every row. */
export function entriesOfType(entries: readonly LogEntry[], type: LogType | 'all'): LogEntry[] {
  return type === 'all' ? [...entries] : entries.filter((entry) => entry.type === type);
}

/**
 * The rows the search finds: an activity by what its row shows (the activity log's own rule), a
 * treatment or a check by that too and by its title and details (product, dose, route, reason,
 * result, method).
 */
export function searchLog(entries: readonly LogEntry[], query: string): LogEntry[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...entries];
  const inSummary = (entry: LogEntry) => [entry.summary?.title, ...(entry.summary?.details ?? [])].some((text) => text?.toLowerCase().includes(wanted));
  return entries.filter((entry) => matchesActivitySearch(entry, query) || inSummary(entry));
}
