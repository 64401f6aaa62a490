import { eq } from 'drizzle-orm';
import type { OpResult, SyncProcedure } from '../schemas/sync';
import type { FarmDb } from './open-farm-db';
import { syncOps } from './schema';

// Each pushed op's answer, kept by its id: an op sent again answers the same and changes nothing.

/** The op's stored answer; `mine` false when the id was used by another farm (nothing of it is told). */
export function storedOp(db: FarmDb, userId: string, opId: string): { mine: true; result: OpResult } | { mine: false } | undefined {
  const row = db.select({ userId: syncOps.userId, result: syncOps.result }).from(syncOps).where(eq(syncOps.opId, opId)).get();
  if (!row) return undefined;
  return row.userId === userId ? { mine: true, result: JSON.parse(row.result) as OpResult } : { mine: false };
}

export function storeOp(db: FarmDb, userId: string, deviceId: string, procedure: SyncProcedure, result: OpResult): void {
  db.insert(syncOps).values({ opId: result.opId, userId, deviceId, procedure, result: JSON.stringify(result) }).run();
}
