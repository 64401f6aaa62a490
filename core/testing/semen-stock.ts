import type { FarmDb } from '../db/open-farm-db';
import { semenCanes, semenStraws, semenTanks } from '../db/schema';

export interface StrawLot {
  bull: string;
  straws: number;
  breed?: string;
  expirationDate?: string | null;
}

/**
 * Puts a semen tank with one cane per lot into a farm's database, for tests that need straws to
 * draw from. Answers the tank's id and each lot's straw id, in order.
 */
export function addSemenStock(db: FarmDb, userId: string, tank: string, lots: readonly StrawLot[]): { tankId: string; strawIds: string[] } {
  return db.transaction((tx) => {
    const tankId = tx.insert(semenTanks).values({ userId, name: tank }).returning({ id: semenTanks.id }).get().id;
    const strawIds = lots.map((lot, i) => {
      const caneId = tx.insert(semenCanes).values({ userId, tankId, caneNumber: String(i + 1) }).returning({ id: semenCanes.id }).get().id;
      return tx
        .insert(semenStraws)
        .values({
          userId,
          caneId,
          bullName: lot.bull,
          breed: lot.breed ?? 'Angus',
          totalStraws: lot.straws,
          remainingStraws: lot.straws,
          expirationDate: lot.expirationDate ?? null,
        })
        .returning({ id: semenStraws.id })
        .get().id;
    });
    return { tankId, strawIds };
  });
}
