import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ConflictChoice, ConflictRecord, ConflictType, FeedKind, NewConflict, SyncProcedure } from '../schemas/sync';
import type { FarmDb } from './open-farm-db';
import { syncConflicts } from './schema';

// Conflict records: what a push could not merge by itself, kept until a person settles it.

type ConflictRow = typeof syncConflicts.$inferSelect;

/** The op a conflict came from, which "use mine" applies again. */
export interface ConflictOperation {
  procedure: SyncProcedure;
  input: Record<string, unknown>;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
const parsed = (value: string | null) => (value === null ? undefined : (JSON.parse(value) as unknown));

export function toConflictRecord(row: ConflictRow): ConflictRecord {
  const optional = {
    field: row.field ?? undefined,
    base: parsed(row.base),
    theirs: parsed(row.theirs),
    mine: parsed(row.mine),
    resolvedAt: row.resolvedAt ?? undefined,
    resolution: (row.resolution ?? undefined) as ConflictChoice | undefined,
  };
  return {
    id: row.id,
    type: row.type as ConflictType,
    recordKind: row.recordKind as FeedKind,
    recordId: row.recordId,
    recordLabel: row.recordLabel,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    deviceId: row.deviceId,
    createdAt: row.createdAt,
  };
}

export function insertConflict(db: FarmDb, userId: string, deviceId: string, operation: ConflictOperation, conflict: NewConflict): string {
  const id = crypto.randomUUID();
  db.insert(syncConflicts)
    .values({
      id,
      userId,
      deviceId,
      operation: JSON.stringify(operation),
      type: conflict.type,
      recordKind: conflict.recordKind,
      recordId: conflict.recordId,
      recordLabel: conflict.recordLabel,
      field: conflict.field ?? null,
      base: json(conflict.base),
      theirs: json(conflict.theirs),
      mine: json(conflict.mine),
    })
    .run();
  return id;
}

/** The farm's conflicts, unresolved first, then oldest first (a copy of the farm sorts them with compareConflicts, domain/list-orders.ts). */
export function listConflicts(db: FarmDb, userId: string): ConflictRecord[] {
  return db
    .select()
    .from(syncConflicts)
    .where(eq(syncConflicts.userId, userId))
    .orderBy(sql`${syncConflicts.resolvedAt} IS NOT NULL`, asc(syncConflicts.createdAt), asc(syncConflicts.id))
    .all()
    .map(toConflictRecord);
}

export function conflictRows(db: FarmDb, userId: string, ids: readonly string[]): ConflictRecord[] {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(syncConflicts)
    .where(and(eq(syncConflicts.userId, userId), inArray(syncConflicts.id, [...ids])))
    .all()
    .map(toConflictRecord);
}

export function findConflict(db: FarmDb, userId: string, id: string): { record: ConflictRecord; operation: ConflictOperation } | undefined {
  const row = db
    .select()
    .from(syncConflicts)
    .where(and(eq(syncConflicts.userId, userId), eq(syncConflicts.id, id)))
    .get();
  return row && { record: toConflictRecord(row), operation: JSON.parse(row.operation) as ConflictOperation };
}

export function settleConflict(db: FarmDb, userId: string, id: string, choice: ConflictChoice): void {
  db.update(syncConflicts)
    .set({ resolution: choice, resolvedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
    .where(and(eq(syncConflicts.userId, userId), eq(syncConflicts.id, id)))
    .run();
}
