import type Database from 'better-sqlite3';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { RECORD_LABELS } from '../domain/record-labels';
import { recordChanges } from '../domain/record-changes';
import { FARM_RECORD_KINDS, FARM_TABLES, type FarmRecordKind } from './farm-tables';
import type { NewEntry } from './history';
import { currentActor, recordHistoryOn } from './write-scope';

// History of every write to a farm record, by any path: SQLite triggers on each farm table add the
// entry, so REST, tRPC, the desktop, a sync push, a settled conflict and a cascade all leave one.
// The triggers are TEMP, made on each connection from the Drizzle schema (a new column is in
// history the day it is added), and ask this process who is writing through registered functions.

type Fields = Record<string, unknown>;

/** How history names a record of `kind`. */
export const historyLabel = (kind: FarmRecordKind, record: Fields): string => RECORD_LABELS[kind](record);

/** Each kind's columns by API name, listed once: every write's history entry reads them twice. */
const COLUMNS = Object.fromEntries(
  FARM_RECORD_KINDS.map((kind) => [kind, Object.entries(getTableColumns(FARM_TABLES[kind])) as [string, SQLiteColumn][]]),
) as Record<FarmRecordKind, [string, SQLiteColumn][]>;
const columnsOf = (kind: FarmRecordKind) => COLUMNS[kind];

/** A row as a trigger's json_object gives it (by column name, as stored) into its API shape. */
function fromStored(kind: FarmRecordKind, json: string | null): Fields | null {
  if (json === null) return null;
  const stored = JSON.parse(json) as Fields;
  const record: Fields = {};
  for (const [key, column] of columnsOf(kind)) {
    const value = stored[column.name];
    record[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return record;
}

/** The entry's label and changes as the trigger stores them, or null when no fact changed. */
function storedEntry(kind: FarmRecordKind, beforeJson: string | null, afterJson: string | null): string | null {
  const before = fromStored(kind, beforeJson);
  const after = fromStored(kind, afterJson);
  const changes = recordChanges(before, after);
  if (changes.length === 0 && before !== null && after !== null) return null;
  return JSON.stringify({ label: historyLabel(kind, after ?? before ?? {}), changes });
}

const rowJson = (kind: FarmRecordKind, row: 'OLD' | 'NEW') =>
  `json_object(${columnsOf(kind)
    .map(([, column]) => `'${column.name}', ${row}."${column.name}"`)
    .join(', ')})`;

function triggerSql(kind: FarmRecordKind, action: 'create' | 'update' | 'delete'): string {
  const table = getTableName(FARM_TABLES[kind]);
  const event = { create: 'INSERT', update: 'UPDATE', delete: 'DELETE' }[action];
  const row = action === 'delete' ? 'OLD' : 'NEW';
  const before = action === 'create' ? 'NULL' : rowJson(kind, 'OLD');
  const after = action === 'delete' ? 'NULL' : rowJson(kind, 'NEW');
  // A delete while the farm's account itself is being removed is not history: the farm goes with it.
  const farmStays = action === 'delete' ? ` AND EXISTS (SELECT 1 FROM main.users WHERE id = OLD.user_id)` : '';
  return `CREATE TEMP TRIGGER IF NOT EXISTS "history_${table}_${action}" AFTER ${event} ON "${table}" FOR EACH ROW
WHEN farm_hand_history_on()${farmStays}
BEGIN
  INSERT INTO main.history (user_id, at, by_id, by_name, action, record_kind, record_id, record_label, changes)
  SELECT ${row}.user_id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), farm_hand_actor_id(), farm_hand_actor_name(), '${action}', '${kind}', ${row}.id,
    json_extract(entry, '$.label'), json_extract(entry, '$.changes')
  FROM (SELECT farm_hand_history_entry('${kind}', ${before}, ${after}) AS entry) WHERE entry IS NOT NULL;
END;`;
}

/** Registers the functions the history triggers call, and makes the triggers, on this connection. */
export function installRecordHistory(sqlite: Database.Database): void {
  sqlite.function('farm_hand_history_on', { deterministic: false }, () => (recordHistoryOn() ? 1 : 0));
  sqlite.function('farm_hand_actor_id', { deterministic: false }, () => currentActor()?.id ?? null);
  sqlite.function('farm_hand_actor_name', { deterministic: false }, () => currentActor()?.name ?? null);
  sqlite.function('farm_hand_history_entry', { deterministic: false }, (kind: unknown, before: unknown, after: unknown) =>
    storedEntry(kind as FarmRecordKind, before as string | null, after as string | null),
  );
  // A file opened at an older release (a migration test) lacks the kinds added since.
  const tables = new Set((sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((table) => table.name));
  for (const kind of FARM_RECORD_KINDS.filter((each) => tables.has(getTableName(FARM_TABLES[each])))) {
    for (const action of ['create', 'update', 'delete'] as const) sqlite.exec(triggerSql(kind, action));
  }
}

/** The entries that tell how a kind's records went from `before` to `after` (each by id): made, changed, gone. */
export function historyBetween(kind: FarmRecordKind, before: readonly Fields[], after: readonly Fields[]): NewEntry[] {
  const was = new Map(before.map((record) => [String(record.id), record]));
  const now = new Map(after.map((record) => [String(record.id), record]));
  const entries: NewEntry[] = [];
  for (const id of new Set([...was.keys(), ...now.keys()])) {
    const old = was.get(id) ?? null;
    const kept = now.get(id) ?? null;
    const changes = recordChanges(old, kept);
    if (old && kept && changes.length === 0) continue;
    const action = !old ? 'create' : !kept ? 'delete' : 'update';
    entries.push({ action, recordKind: kind, recordId: id, recordLabel: historyLabel(kind, kept ?? old ?? {}), changes });
  }
  return entries;
}
