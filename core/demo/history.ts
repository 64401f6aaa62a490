import { recordChanges } from '../domain/record-changes';
import { RECORD_LABELS } from '../domain/record-labels';
import { pageOf, type HistoryEntry, type HistoryPage, type HistoryQuery } from '../schemas/history';
import { demoAuthor } from './members';
import type { DemoRecords } from './records';

// The demo farm's history, as privacy mode shows it: every animal added and every activity logged,
// each by one of the demo team, newest first. Derived from the demo records, so it always agrees
// with them.

function entriesOf(records: DemoRecords): HistoryEntry[] {
  const made = [
    ...records.cattle.map((record) => ({ kind: 'cattle' as const, record })),
    ...records.pastures.map((record) => ({ kind: 'pastures' as const, record })),
    ...records.activities.map((record) => ({ kind: 'activities' as const, record })),
  ].sort((a, b) => a.record.createdAt.localeCompare(b.record.createdAt) || a.record.id.localeCompare(b.record.id));
  return made
    .map(({ kind, record }, index): HistoryEntry => {
      const by = demoAuthor(record.id);
      const fields = record as unknown as Record<string, unknown>;
      return {
        id: index + 1,
        at: record.createdAt,
        by: by.name,
        byId: by.id,
        action: 'create',
        recordKind: kind,
        recordId: record.id,
        recordLabel: RECORD_LABELS[kind](fields),
        changes: recordChanges(null, fields),
      };
    })
    .reverse();
}

let cached: { records: DemoRecords; entries: HistoryEntry[] } | undefined;

/** A page of the demo farm's history, as GET /api/history answers it. */
export function demoHistoryPage(records: DemoRecords, query: HistoryQuery): HistoryPage {
  if (cached?.records !== records) cached = { records, entries: entriesOf(records) };
  const wanted = cached.entries.filter(
    (entry) =>
      (query.recordId === undefined || entry.recordId === query.recordId) &&
      (query.memberId === undefined || entry.byId === query.memberId) &&
      (query.before === undefined || entry.id < query.before),
  );
  return pageOf(wanted, query.limit);
}
