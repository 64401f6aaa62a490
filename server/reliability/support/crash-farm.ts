import { and, eq, sql } from 'drizzle-orm';
import { closeFarmDb, openFarmDb } from '../../../core/db/open-farm-db';
import { semenCanes, semenStraws, semenTanks } from '../../../core/db/schema';
import { quickUser, type QuickUser } from '../../../core/testing/quick-user';
import { addSemenStock } from '../../../core/testing/semen-stock';

// The farm the crash test writes to: one account, and a tank of one bull's straws for its breedings.

/** The bull every breeding of the crash test uses, picked from a tank ("bull|tank"). */
export const CRASH_BULL = 'Crash Test Bull';
export const CRASH_PASTURE = 'North';

/** Below this many straws a new tank is stocked before the next run, so breedings keep drawing. */
const LOW_STRAWS = 300;

// Two small lots that expire first, then a large one: a breeding of several straws often takes them
// from two lots, so one write updates three or four rows.
const LOTS = [
  { bull: CRASH_BULL, straws: 2, expirationDate: '2030-01-01' },
  { bull: CRASH_BULL, straws: 3, expirationDate: '2030-06-01' },
  { bull: CRASH_BULL, straws: 2000, expirationDate: null },
];

/** Creates the farm file with one signed-in farm in it, and closes it. */
export function createCrashFarm(file: string): QuickUser {
  const db = openFarmDb(file);
  try {
    return quickUser(db, 'Crash Test Farm');
  } finally {
    closeFarmDb(db);
  }
}

/**
 * The tank the next run's breedings draw from: `current` while it holds enough straws, else a new
 * one (Clear All Data takes the tanks with everything else). Written beside the running server.
 */
export function stockedTank(file: string, userId: string, current: string | null, made: number): { tank: string; made: number } {
  const db = openFarmDb(file);
  try {
    if (current !== null) {
      const left = db
        .select({ straws: sql<number>`coalesce(sum(${semenStraws.remainingStraws}), 0)` })
        .from(semenStraws)
        .innerJoin(semenCanes, eq(semenCanes.id, semenStraws.caneId))
        .innerJoin(semenTanks, eq(semenTanks.id, semenCanes.tankId))
        .where(and(eq(semenTanks.userId, userId), eq(semenTanks.name, current)))
        .get();
      if ((left?.straws ?? 0) >= LOW_STRAWS) return { tank: current, made };
    }
    const tank = `Tank ${made + 1}`;
    addSemenStock(db, userId, tank, LOTS);
    return { tank, made: made + 1 };
  } finally {
    closeFarmDb(db);
  }
}
