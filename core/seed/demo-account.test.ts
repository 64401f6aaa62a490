import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, ne } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { closeFarmDb, openFarmDb, type FarmDb } from '../db/open-farm-db';
import { activities, cattle, embryos, forage, pastures, semenCanes, semenStraws, semenTanks, storageTanks, users } from '../db/schema';
import { findUserByEmail } from '../db/users';
import { generateDemoFarm } from '../demo/demo-farm';
import { DEMO_ACCOUNT } from '../demo/account';
import { ensureDemoAccount } from './demo-account';

const TODAY = '2025-06-15';
const OWNED = { pastures, cattle, activities, storageTanks, semenTanks, semenCanes, semenStraws, embryos, forage } as const;

let dir: string;
let db: FarmDb;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'farm-hand-demo-'));
  db = openFarmDb(join(dir, 'farm.db'));
});

afterEach(() => {
  closeFarmDb(db);
  rmSync(dir, { recursive: true, force: true });
});

function counts(): Record<keyof typeof OWNED | 'users', number> {
  const rows = (table: (typeof OWNED)[keyof typeof OWNED] | typeof users) => db.select({ n: count() }).from(table).get()?.n ?? 0;
  return {
    users: rows(users),
    ...(Object.fromEntries(Object.entries(OWNED).map(([name, table]) => [name, rows(table)])) as Record<keyof typeof OWNED, number>),
  };
}

describe('ensureDemoAccount', () => {
  it('creates the demo account with its whole farm, all owned by the demo user', async () => {
    expect(await ensureDemoAccount(db, TODAY)).toBe(true);

    const user = findUserByEmail(db, DEMO_ACCOUNT.email);
    expect(user).toMatchObject({ farmName: 'Willow Creek Ranch', ownerName: 'Sam Rivera', location: 'Sheridan, Wyoming', isActive: true });
    const farm = generateDemoFarm({ today: TODAY });
    const canes = farm.semenTanks.flatMap((t) => t.canes);
    expect(counts()).toEqual({
      users: 1,
      pastures: farm.pastures.length,
      cattle: farm.cattle.length,
      activities: farm.activities.length,
      storageTanks: farm.storageTanks.length,
      semenTanks: farm.semenTanks.length,
      semenCanes: canes.length,
      semenStraws: canes.flatMap((c) => c.straws).length,
      embryos: farm.embryos.length,
      forage: farm.forage.length,
    });
    for (const table of Object.values(OWNED)) {
      expect(db.select({ n: count() }).from(table).where(ne(table.userId, user?.id ?? '')).get()?.n).toBe(0);
    }
    // The records are the generator's, links resolved to real ids.
    expect(db.select().from(cattle).where(eq(cattle.tag, farm.cattle[0]?.tag ?? '')).get()).toMatchObject(farm.cattle[0] ?? {});
    const linked = db.select({ id: embryos.storageTankId }).from(embryos).all();
    const tankIds = new Set(db.select({ id: storageTanks.id }).from(storageTanks).all().map((t) => t.id));
    for (const { id } of linked) if (id) expect(tankIds).toContain(id);
    expect(db.select().from(semenTanks).all().some((t) => t.storageTankId && tankIds.has(t.storageTankId))).toBe(true);
  });

  it('signs in with the advertised password', async () => {
    await ensureDemoAccount(db, TODAY);
    const user = findUserByEmail(db, DEMO_ACCOUNT.email);
    expect(await verifyPassword(DEMO_ACCOUNT.password, user?.passwordHash ?? null)).toBe(true);
    expect(await verifyPassword('not the password', user?.passwordHash ?? null)).toBe(false);
  });

  it('leaves an existing demo account and its data alone', async () => {
    await ensureDemoAccount(db, TODAY);
    // The demo user cleared a pasture and edited the farm name; a restart must not undo that.
    db.delete(pastures).run();
    db.update(users).set({ farmName: 'My Ranch' }).run();
    const before = counts();
    const hash = findUserByEmail(db, DEMO_ACCOUNT.email)?.passwordHash;

    expect(await ensureDemoAccount(db, '2026-01-01')).toBe(false);
    expect(counts()).toEqual(before);
    expect(findUserByEmail(db, DEMO_ACCOUNT.email)).toMatchObject({ farmName: 'My Ranch', passwordHash: hash });
  });
});
