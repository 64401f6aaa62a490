import type { FarmDb } from '../../../core/db/open-farm-db';
import { closeFarmDb, openFarmDb } from '../../../core/db/open-farm-db';
import { findUserByEmail } from '../../../core/db/users';
import type { TestFarm } from './accounts';

/**
 * Runs `write` on the test server's database file for this farm's account: for records the API
 * cannot make quickly (10,000 head) or cannot make yet.
 */
export function writeToFarm(farm: TestFarm, write: (db: FarmDb, userId: string) => void): void {
  const file = process.env.FARM_HAND_E2E_DB;
  if (!file) throw new Error('FARM_HAND_E2E_DB is not set: run the browser tests through playwright.config.ts');
  const db = openFarmDb(file);
  try {
    const user = findUserByEmail(db, farm.email);
    if (!user) throw new Error(`no account ${farm.email}`);
    write(db, user.id);
  } finally {
    closeFarmDb(db);
  }
}
