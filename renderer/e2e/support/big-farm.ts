import { todayISO } from '../../../core/domain/dates';
import { closeFarmDb, openFarmDb } from '../../../core/db/open-farm-db';
import { findUserByEmail } from '../../../core/db/users';
import { seedBigHerd } from '../../../core/seed/big-herd';
import type { TestFarm } from './accounts';

/**
 * Gives a farm `head` realistic animals by writing them straight into the test server's database
 * file (as `npm run seed` does): 10,000 head through the API would take minutes.
 */
export function seedHerdOf(farm: TestFarm, head: number): void {
  const file = process.env.FARM_HAND_E2E_DB;
  if (!file) throw new Error('FARM_HAND_E2E_DB is not set: run the browser tests through playwright.config.ts');
  const db = openFarmDb(file);
  try {
    const user = findUserByEmail(db, farm.email);
    if (!user) throw new Error(`no account ${farm.email}`);
    seedBigHerd(db, user.id, { head, today: todayISO() });
  } finally {
    closeFarmDb(db);
  }
}
