import { and, asc, eq, sql } from 'drizzle-orm';
import { lotsForBreeding } from '../domain/straw-allocation';
import type { SemenStrawRecord, SemenTankRecord } from '../schemas/semen';
import type { FarmDb } from './open-farm-db';
import { semenCanes, semenStraws, semenTanks } from './schema';

// Semen tanks, canes and straws, always through the owner's id.

const byName = (column: typeof semenTanks.name) => asc(sql`${column} COLLATE NOCASE`);

/** A farm's semen tanks by name, each with the straws left in its canes. */
export function listSemenTanks(db: FarmDb, userId: string): SemenTankRecord[] {
  const remaining = db
    .select({ tankId: semenCanes.tankId, straws: sql<number>`coalesce(sum(${semenStraws.remainingStraws}), 0)`.as('straws') })
    .from(semenCanes)
    .innerJoin(semenStraws, eq(semenStraws.caneId, semenCanes.id))
    .where(eq(semenCanes.userId, userId))
    .groupBy(semenCanes.tankId)
    .as('remaining');
  return db
    .select({ tank: semenTanks, straws: remaining.straws })
    .from(semenTanks)
    .leftJoin(remaining, eq(remaining.tankId, semenTanks.id))
    .where(eq(semenTanks.userId, userId))
    .orderBy(byName(semenTanks.name), asc(semenTanks.id))
    .all()
    .map(({ tank: { userId: _owner, ...tank }, straws }) => ({ ...tank, remainingStraws: straws ?? 0 }));
}

const strawColumns = {
  straw: semenStraws,
  tankId: semenTanks.id,
  tankName: semenTanks.name,
  caneNumber: semenCanes.caneNumber,
  caneLabel: semenCanes.label,
};

function strawsWhere(db: FarmDb, where: ReturnType<typeof and>) {
  return db
    .select(strawColumns)
    .from(semenStraws)
    .innerJoin(semenCanes, eq(semenCanes.id, semenStraws.caneId))
    .innerJoin(semenTanks, eq(semenTanks.id, semenCanes.tankId))
    .where(where)
    // Cane numbers in number order (2 before 10), as the canes list has them.
    .orderBy(byName(semenTanks.name), asc(sql`CAST(${semenCanes.caneNumber} AS INTEGER)`), asc(semenCanes.caneNumber), asc(sql`${semenStraws.bullName} COLLATE NOCASE`), asc(semenStraws.id))
    .all()
    .map(({ straw: { userId: _owner, ...straw }, ...place }) => ({ ...straw, ...place }));
}

/** A farm's straws with the tank and cane each sits in, by tank, cane and bull. */
export function listSemenStraws(db: FarmDb, userId: string): SemenStrawRecord[] {
  return strawsWhere(db, and(eq(semenStraws.userId, userId)));
}

/**
 * The lots a breeding from "bull|tank" draws from, in the order it draws (lotsForBreeding): the SQL
 * reads only that bull's lots in that tank.
 */
export function strawsOfBullInTank(db: FarmDb, userId: string, bull: string, tank: string): SemenStrawRecord[] {
  const straws = strawsWhere(
    db,
    and(
      eq(semenStraws.userId, userId),
      sql`${semenStraws.bullName} = ${bull} COLLATE NOCASE`,
      sql`${semenTanks.name} = ${tank} COLLATE NOCASE`,
    ),
  );
  return lotsForBreeding(straws, bull, tank);
}

/** Takes `count` straws off one straw record of the farm's. */
export function drawStraws(db: FarmDb, userId: string, strawId: string, count: number): void {
  db.update(semenStraws)
    .set({ remainingStraws: sql`${semenStraws.remainingStraws} - ${count}` })
    .where(and(eq(semenStraws.userId, userId), eq(semenStraws.id, strawId)))
    .run();
}
