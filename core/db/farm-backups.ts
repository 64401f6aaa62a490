import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { weeklyBackupDue } from '../domain/backup-schedule';
import { ConflictError, NotFoundError, RuleViolationError } from '../errors';
import { RECORD_ID_MESSAGES } from '../schemas/fields';
import { isIdTaken, isPrimaryKeyViolation } from './create-once';
import type { FarmDb } from './open-farm-db';
import { appendHistory } from './history';
import { historyBetween } from './record-history';
import { restartFeed } from './sync-feed';
import { withoutRecordHistory } from './write-scope';
import { FARM_RECORD_KINDS, FARM_TABLES, type FarmRecordKind } from './farm-tables';
import { farmBackups } from './schema';

// A farm's records copied into its own database, and put back: what Clear All Data writes first,
// what a weekly backup takes, and what a restore brings back (docs/settings-and-data.md).

export type FarmCounts = Record<FarmRecordKind, number>;

/** How history names the farm's records as a whole, in the entry Clear All Data leaves. */
export const CLEARED_LABEL = 'All records';
const KINDS = FARM_RECORD_KINDS;

export const BACKUP_REASONS = ['before-clear', 'before-restore', 'weekly', 'manual'] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];

/** A farm keeps this many backups; older ones go as new ones are taken. */
export const BACKUPS_KEPT = 20;

export interface BackupSummary {
  id: string;
  reason: BackupReason;
  createdAt: string;
  counts: FarmCounts;
}

/** The shape a backup's payload is written in; a restore refuses any other. */
const PAYLOAD_FORMAT = 1;
type Payload = { format: typeof PAYLOAD_FORMAT; records: Record<FarmRecordKind, Record<string, unknown>[]> };

// Each table's owner column, typed once: every farm table has `userId`.
const ownerOf = (table: SQLiteTable) => (table as unknown as { userId: Parameters<typeof eq>[0] }).userId;

/** The farm's records now, table by table. */
function farmRecords(db: FarmDb, userId: string): Payload['records'] {
  return Object.fromEntries(
    KINDS.map((kind) => {
      const table = FARM_TABLES[kind];
      return [kind, db.select().from(table).where(eq(ownerOf(table), userId)).all() as Record<string, unknown>[]];
    }),
  ) as Payload['records'];
}

const countsOf = (records: Payload['records']): FarmCounts =>
  // A backup from before a kind existed holds none of it.
  Object.fromEntries(KINDS.map((kind) => [kind, (records[kind] ?? []).length])) as FarmCounts;

/** How many records of each kind the farm holds now. */
export function farmCounts(db: FarmDb, userId: string): FarmCounts {
  return Object.fromEntries(
    KINDS.map((kind) => {
      const table = FARM_TABLES[kind];
      return [kind, db.select({ n: count() }).from(table).where(eq(ownerOf(table), userId)).get()?.n ?? 0];
    }),
  ) as FarmCounts;
}

/**
 * Deletes every record of the farm, children first, and starts its change feed over: a new epoch,
 * and no tombstones, so records put back (a restore, the demo's new farm) may take their old ids.
 * The account and its backups stay.
 */
export function deleteFarmRecords(db: FarmDb, userId: string): void {
  for (const kind of [...KINDS].reverse()) {
    const table = FARM_TABLES[kind];
    db.delete(table).where(eq(ownerOf(table), userId)).run();
  }
  restartFeed(db, userId);
}

const summaryOf = (row: { id: string; reason: string; createdAt: string; counts: string }): BackupSummary => ({
  id: row.id,
  reason: row.reason as BackupReason,
  createdAt: row.createdAt,
  counts: JSON.parse(row.counts) as FarmCounts,
});

/** The farm's backups, newest first, without their records. */
export function listBackups(db: FarmDb, userId: string): BackupSummary[] {
  return db
    .select({ id: farmBackups.id, reason: farmBackups.reason, createdAt: farmBackups.createdAt, counts: farmBackups.counts })
    .from(farmBackups)
    .where(eq(farmBackups.userId, userId))
    .orderBy(desc(farmBackups.createdAt), desc(farmBackups.id))
    .all()
    .map(summaryOf);
}

/**
 * Copies the farm's records into a new backup and drops the oldest beyond BACKUPS_KEPT (never the one
 * just written). Runs inside the caller's transaction when there is one. `records`: the farm's
 * records when the caller has read them already; `id`: the client's id for the backup.
 */
export function writeBackup(
  db: FarmDb,
  userId: string,
  reason: BackupReason,
  { id, records = farmRecords(db, userId) }: { id?: string; records?: Payload['records'] } = {},
): BackupSummary {
  const payload: Payload = { format: PAYLOAD_FORMAT, records };
  const row = db
    .insert(farmBackups)
    .values({ ...(id ? { id } : {}), userId, reason, counts: JSON.stringify(countsOf(records)), payload: JSON.stringify(payload) })
    .returning({ id: farmBackups.id, reason: farmBackups.reason, createdAt: farmBackups.createdAt, counts: farmBackups.counts })
    .get();
  const kept = listBackups(db, userId)
    .slice(0, BACKUPS_KEPT)
    .map((backup) => backup.id);
  db.delete(farmBackups).where(and(eq(farmBackups.userId, userId), notInArray(farmBackups.id, [...kept, row.id]))).run();
  return summaryOf(row);
}

/** The farm's own backup with this id, or undefined (another farm's reads as none). */
export function findBackup(db: FarmDb, userId: string, id: string): BackupSummary | undefined {
  return listBackups(db, userId).find((backup) => backup.id === id);
}

/**
 * Back Up Now. With the client's id, sending it again answers the same backup; an id another farm
 * holds is refused without a word about that farm.
 */
export function takeBackup(db: FarmDb, userId: string, id?: string): BackupSummary {
  try {
    return db.transaction(() => (id !== undefined ? findBackup(db, userId, id) : undefined) ?? writeBackup(db, userId, 'manual', { id }), {
      behavior: 'immediate',
    });
  } catch (error) {
    if (isPrimaryKeyViolation(error)) throw new ConflictError(RECORD_ID_MESSAGES.inUse);
    throw error;
  }
}

/** Auto Backup: a `weekly` backup when the newest is a week old or there is none; else the newest. */
export function takeWeeklyBackup(db: FarmDb, userId: string, now: Date): { taken: boolean; backup: BackupSummary } {
  return db.transaction(
    () => {
      const [newest] = listBackups(db, userId);
      if (newest && !weeklyBackupDue(newest.createdAt, now)) return { taken: false, backup: newest };
      return { taken: true, backup: writeBackup(db, userId, 'weekly') };
    },
    { behavior: 'immediate' },
  );
}

/** Clear All Data: a `before-clear` backup, then every record deleted, in one transaction. */
export function clearFarm(db: FarmDb, userId: string): { deleted: FarmCounts; backup: BackupSummary } {
  return db.transaction(
    () => {
      const backup = writeBackup(db, userId, 'before-clear');
      // One "cleared" entry with the counts, rather than one per record.
      withoutRecordHistory(() => deleteFarmRecords(db, userId));
      const changes = KINDS.map((kind) => ({ field: kind, before: backup.counts[kind], after: 0 }));
      appendHistory(db, userId, [{ action: 'cleared', recordKind: 'farm', recordId: userId, recordLabel: CLEARED_LABEL, changes }]);
      return { deleted: backup.counts, backup };
    },
    { behavior: 'immediate' },
  );
}

/** The links between a farm's records by id: which column of which kind names a record of which kind. */
const LINKS: { kind: FarmRecordKind; column: string; to: FarmRecordKind }[] = [
  { kind: 'semenTanks', column: 'storageTankId', to: 'storageTanks' },
  { kind: 'embryos', column: 'storageTankId', to: 'storageTanks' },
  { kind: 'semenCanes', column: 'tankId', to: 'semenTanks' },
  { kind: 'semenStraws', column: 'caneId', to: 'semenCanes' },
  { kind: 'treatments', column: 'cattleId', to: 'cattle' },
  { kind: 'treatments', column: 'medicineId', to: 'medicines' },
  { kind: 'pregnancyChecks', column: 'cattleId', to: 'cattle' },
  { kind: 'weights', column: 'cattleId', to: 'cattle' },
];

/** Each record's version before the restore, by kind and id: a record put back is a save of it. */
function versionsNow(records: Payload['records']): Map<string, number> {
  const versions = new Map<string, number>();
  for (const kind of KINDS) for (const record of records[kind]) if (typeof record.version === 'number') versions.set(`${kind}:${String(record.id)}`, record.version);
  return versions;
}

/**
 * Writes a backup's records, parents first. A record whose id another farm has taken since (a
 * client may name new records' ids) is written under a new id, and the records that point at it
 * follow it, so nothing is lost and nothing of that farm is read or touched. A record that is there
 * now gets a version past the one it has now, so an edit opened before the restore is refused
 * rather than undoing it. Answers how many records were renumbered.
 */
function writeRestored(db: FarmDb, userId: string, records: Payload['records'], versions: Map<string, number>): number {
  const renumbered = new Map<FarmRecordKind, Map<string, string>>(KINDS.map((kind) => [kind, new Map()]));
  for (const kind of KINDS) {
    for (const saved of records[kind] ?? []) {
      const record: Record<string, unknown> = { ...saved, userId };
      for (const link of LINKS.filter((l) => l.kind === kind)) {
        const moved = renumbered.get(link.to)?.get(String(record[link.column]));
        if (moved) record[link.column] = moved;
      }
      const now = versions.get(`${kind}:${String(record.id)}`);
      if (now !== undefined && 'version' in FARM_TABLES[kind]) record.version = Math.max(now, Number(record.version ?? 1)) + 1;
      try {
        db.insert(FARM_TABLES[kind]).values(record as never).run();
      } catch (error) {
        if (!isIdTaken(error)) throw error;
        const id = crypto.randomUUID();
        renumbered.get(kind)?.set(String(record.id), id);
        db.insert(FARM_TABLES[kind]).values({ ...record, id } as never).run();
      }
    }
  }
  return [...renumbered.values()].reduce((sum, ids) => sum + ids.size, 0);
}

/**
 * Puts a backup's records back in place of the farm's current ones, after a `before-restore` backup
 * of those, in one transaction: a restore can itself be undone.
 */
export function restoreBackup(db: FarmDb, userId: string, backupId: string): { restored: FarmCounts; undo: BackupSummary; renumbered: number } {
  return db.transaction(
    () => {
      const row = db
        .select({ payload: farmBackups.payload })
        .from(farmBackups)
        .where(and(eq(farmBackups.userId, userId), eq(farmBackups.id, backupId)))
        .get();
      if (!row) throw new NotFoundError('Backup not found');
      const payload = JSON.parse(row.payload) as Payload;
      if (payload.format !== PAYLOAD_FORMAT) throw new RuleViolationError('This backup was made by another version of Farm Hand and cannot be restored here.');
      // Read once: the undo backup holds them, and their versions decide the restored ones'.
      const current = farmRecords(db, userId);
      const undo = writeBackup(db, userId, 'before-restore', { records: current });
      // History tells what the restore changed, record by record, not every row it rewrote.
      const renumbered = withoutRecordHistory(() => {
        deleteFarmRecords(db, userId);
        return writeRestored(db, userId, payload.records, versionsNow(current));
      });
      const restored = farmRecords(db, userId);
      appendHistory(db, userId, KINDS.flatMap((kind) => historyBetween(kind, current[kind], restored[kind])));
      return { restored: countsOf(payload.records), undo, renumbered };
    },
    { behavior: 'immediate' },
  );
}
