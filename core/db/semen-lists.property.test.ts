import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { semenStrawRows, semenTankRows } from '../domain/semen-lists';
import { insertFarmRecords, farmRecords } from '../testing/generated-records';
import { quickUser } from '../testing/quick-user';
import { openTempFarmDb } from '../testing/temp-farm-db';
import { withoutOwner } from './owned-records';
import { semenCanes, semenStraws, semenTanks } from './schema';
import { listSemenStraws, listSemenTanks } from './semen';

// The semen tank list and the straw list, as SQL builds them on a real SQLite file, are row for row
// and in the same order what the domain builds from the farm's plain records: a phone holding those
// records shows the lists the server would answer. A neighbour's inventory sits in the same file.

const { db, dispose } = openTempFarmDb({ waitForDisk: false });
afterAll(() => dispose());

/** The farm's tanks, canes and straw lots as plain records: what a phone would hold. */
function recordsOf(userId: string) {
  return {
    tanks: db.select().from(semenTanks).where(eq(semenTanks.userId, userId)).all().map(withoutOwner),
    canes: db.select().from(semenCanes).where(eq(semenCanes.userId, userId)).all().map(withoutOwner),
    straws: db.select().from(semenStraws).where(eq(semenStraws.userId, userId)).all().map(withoutOwner),
  };
}

describe('the semen lists from plain records are the SQL lists', () => {
  it('tanks with the straws left in them, and straw lots with their tank and cane, in the same order', () => {
    fc.assert(
      fc.property(farmRecords, farmRecords, (mine, theirs) => {
        const { userId } = quickUser(db);
        insertFarmRecords(db, userId, mine);
        insertFarmRecords(db, quickUser(db).userId, theirs);
        const { tanks, canes, straws } = recordsOf(userId);
        expect(semenTankRows(tanks, canes, straws)).toEqual(listSemenTanks(db, userId));
        expect(semenStrawRows(tanks, canes, straws)).toEqual(listSemenStraws(db, userId));
      }),
      { numRuns: 200 },
    );
  });
});
