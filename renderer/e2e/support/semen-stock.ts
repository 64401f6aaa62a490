import { addSemenStock, type StrawLot } from '../../../core/testing/semen-stock';
import type { TestFarm } from './accounts';
import { writeToFarm } from './farm-db';

/**
 * Gives a farm a semen tank with a cane per lot of straws, written straight into the test server's
 * database file in one transaction, for tests that only need stock on hand (the genetics tests add
 * theirs through the screens).
 */
export function addStrawStock(farm: TestFarm, tank: string, lots: readonly StrawLot[]): void {
  writeToFarm(farm, (db, userId) => addSemenStock(db, userId, tank, lots));
}
