import { isDeepStrictEqual } from 'node:util';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { closeFarmDb, openFarmDb } from '../../../core/db/open-farm-db';
import * as schema from '../../../core/db/schema';
import { addSemenStock } from '../../../core/testing/semen-stock';
import { integrityOf } from './crash-check';
import type { OpResult } from './sync-api';
import type { SyncCrashLedger, SyncCrashStock } from './sync-crash-pushes';

// The sync crash test's farm, and what it checks in the file after each kill: the file whole, every
// answered op stored as answered, every batch in flight at the kill wholly stored or wholly absent,
// and (once the unanswered batches were sent again) every op's effect there exactly once.

/** Large enough that no breeding runs short and no count reaches 0 over the full run. */
const STOCK_SIZE = 1_000_000;

/** Puts the straws and the bales the ops draw from into the farm file, beside no running server. */
export function stockSyncCrashFarm(file: string, userId: string): SyncCrashStock {
  const db = openFarmDb(file);
  try {
    const [bull, tank] = ['Sync Crash Bull', 'Sync Crash Tank'];
    const { strawIds } = addSemenStock(db, userId, tank, [{ bull, straws: STOCK_SIZE }]);
    const forageId = db
      .insert(schema.forage)
      .values({ userId, type: 'hay', location: 'Barn', totalBales: STOCK_SIZE, remainingBales: STOCK_SIZE })
      .returning({ id: schema.forage.id })
      .get().id;
    return { bull, tank, strawLotId: strawIds[0]!, forageId };
  } finally {
    closeFarmDb(db);
  }
}

/** Reads the farm file beside the running server, read-only, and hands it to `read`. */
function readFile<T>(file: string, read: (sqlite: Database.Database) => T): T {
  const sqlite = new Database(file, { readonly: true });
  try {
    return read(sqlite);
  } finally {
    sqlite.close();
  }
}

/** `ok`, or what PRAGMA integrity_check and foreign_key_check said. */
export const fileIntegrity = (file: string): string => readFile(file, integrityOf);

function storedResults(sqlite: Database.Database, userId: string): Map<string, OpResult> {
  const db = drizzle(sqlite, { schema });
  const rows = db.select({ opId: schema.syncOps.opId, result: schema.syncOps.result }).from(schema.syncOps).where(eq(schema.syncOps.userId, userId)).all();
  return new Map(rows.map((row) => [row.opId, JSON.parse(row.result) as OpResult]));
}

export interface AfterKill {
  /** Answered ops not stored, or stored otherwise than answered. */
  lost: string[];
  /** Batches in flight at the kill found partly stored. */
  halfStored: string[];
  /** Batches in flight at the kill found wholly stored (committed, answer lost). */
  storedInFlight: number;
}

/** Right after a restart: what the server answered is there, and each batch in flight is all or nothing. */
export function checkAfterKill(file: string, userId: string, ledger: SyncCrashLedger): AfterKill {
  const stored = readFile(file, (sqlite) => storedResults(sqlite, userId));
  const check: AfterKill = { lost: [], halfStored: [], storedInFlight: 0 };
  for (const [opId, answer] of ledger.answers) {
    if (!isDeepStrictEqual(stored.get(opId), answer)) check.lost.push(`op ${opId} answered ${JSON.stringify(answer)}, stored ${JSON.stringify(stored.get(opId))}`);
  }
  for (const batch of ledger.unanswered()) {
    const kept = batch.ops.filter((op) => stored.has(op.opId)).length;
    if (kept === batch.ops.length) check.storedInFlight += 1;
    else if (kept > 0) check.halfStored.push(`${kept} of a batch of ${batch.ops.length} ops stored`);
  }
  return check;
}

/**
 * Once every batch was answered: one stored answer per op sent, one animal per create, one activity
 * per breeding, each animal's last weight, and the straws and bales used once per op.
 */
export function checkExactlyOnce(file: string, userId: string, ledger: SyncCrashLedger, stock: SyncCrashStock): string[] {
  const ops = ledger.ops;
  const problems: string[] = [];
  readFile(file, (sqlite) => {
    const db = drizzle(sqlite, { schema });
    const { cattle, activities, semenStraws, forage } = schema;
    const stored = storedResults(sqlite, userId);
    if (stored.size !== ops.length) problems.push(`${stored.size} ops stored, ${ops.length} sent`);
    const of = (procedure: string) => ops.filter((op) => op.procedure === procedure);
    const herd = db.select({ id: cattle.id, weight: cattle.weight }).from(cattle).where(eq(cattle.userId, userId)).all();
    if (herd.length !== of('cattle.create').length) problems.push(`${herd.length} animals, ${of('cattle.create').length} creates sent`);
    const weights = new Map(herd.map((animal) => [animal.id, animal.weight]));
    const lastWeight = new Map([...of('cattle.create'), ...of('cattle.update')].map((op) => [op.input.id, op.input.weight]));
    const wrong = [...lastWeight].filter(([id, weight]) => weights.get(String(id)) !== weight);
    if (wrong.length > 0) problems.push(`${wrong.length} animals without their last weight, e.g. ${JSON.stringify(wrong[0])}`);
    const logged = db.select({ id: activities.id }).from(activities).where(eq(activities.userId, userId)).all().length;
    if (logged !== of('activities.create').length) problems.push(`${logged} activities, ${of('activities.create').length} sent`);
    const used = (procedure: string, field: string, id: string) =>
      of(procedure)
        .filter((op) => op.input.id === id)
        .reduce((sum, op) => sum + Number(op.base?.[field]) - Number(op.input[field]), 0);
    const bred = of('activities.create').reduce((sum, op) => sum + Number(op.input.strawsUsed), 0);
    const strawsCounted = used('semenStraws.update', 'remainingStraws', stock.strawLotId);
    const lot = db.select({ left: semenStraws.remainingStraws }).from(semenStraws).where(eq(semenStraws.id, stock.strawLotId)).get();
    const strawsGone = STOCK_SIZE - (lot?.left ?? 0);
    if (strawsGone !== bred + strawsCounted) problems.push(`${strawsGone} straws gone, ${bred} used by breedings and ${strawsCounted} by counter changes`);
    const balesCounted = used('forage.update', 'remainingBales', stock.forageId);
    const bales = db.select({ left: forage.remainingBales }).from(forage).where(eq(forage.id, stock.forageId)).get();
    const balesGone = STOCK_SIZE - (bales?.left ?? 0);
    if (balesGone !== balesCounted) problems.push(`${balesGone} bales gone, ${balesCounted} used by counter changes`);
  });
  return problems;
}
