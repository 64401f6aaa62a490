import { eq } from 'drizzle-orm';
import { closeFarmDb, openFarmDb } from '../../../core/db/open-farm-db';
import { pastures } from '../../../core/db/schema';
import { todayISO } from '../../../core/domain/dates';
import { seedBigHerd } from '../../../core/seed/big-herd';
import { quickUser } from '../../../core/testing/quick-user';

// The farms the load test runs against: a few ranches of the sizes Farm Hand serves, each with its
// herd, pastures and a year of activities, all in one database as on a shared farm server.

export interface LoadFarm {
  token: string;
  head: number;
  /** The farm's pastures, for the animals and activities the load adds. */
  pastures: string[];
}

/** Writes one signed-in farm per size into the file (then closed), each with that many head. */
export function seedLoadFarms(file: string, sizes: readonly number[]): LoadFarm[] {
  const db = openFarmDb(file);
  try {
    return sizes.map((head, i) => {
      const farm = quickUser(db, `Load Ranch ${i + 1}`);
      seedBigHerd(db, farm.userId, { head, today: todayISO(), seed: 1000 + i });
      const names = db.select({ name: pastures.name }).from(pastures).where(eq(pastures.userId, farm.userId)).all();
      return { token: farm.token, head, pastures: names.map((pasture) => pasture.name) };
    });
  } finally {
    closeFarmDb(db);
  }
}
