import { todayISO } from '../../../core/domain/dates';
import { seedBigHerd } from '../../../core/seed/big-herd';
import type { TestFarm } from './accounts';
import { writeToFarm } from './farm-db';

/**
 * Gives a farm `head` realistic animals by writing them straight into the test server's database
 * file (as `npm run seed` does): 10,000 head through the API would take minutes.
 */
export function seedHerdOf(farm: TestFarm, head: number): void {
  writeToFarm(farm, (db, userId) => seedBigHerd(db, userId, { head, today: todayISO() }));
}
