import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, ne } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { newSessionToken } from '../auth/tokens';
import { createDownloadLink } from '../db/download-links';
import { writeBackup } from '../db/farm-backups';
import { closeFarmDb, openFarmDb, type FarmDb } from '../db/open-farm-db';
import { createSession, findActiveSession } from '../db/sessions';
import { farmEpoch } from '../db/sync-feed';
import {
  activities,
  cattle,
  downloadLinks,
  embryos,
  farmBackups,
  forage,
  medicines,
  pastures,
  pregnancyChecks,
  semenCanes,
  semenStraws,
  semenTanks,
  storageTanks,
  treatments,
  users,
  weights,
} from '../db/schema';
import { findUserByEmail } from '../db/users';
import { DEFAULT_DEMO_SEED, generateDemoFarm } from '../demo/demo-farm';
import { demoHealth } from '../demo/health';
import { DEMO_ACCOUNT } from '../demo/account';
import { ensureDemoAccount, resetDemoAccount } from './demo-account';

const TODAY = '2025-06-15';
const OWNED = { pastures, cattle, activities, storageTanks, semenTanks, semenCanes, semenStraws, embryos, forage, medicines, treatments, pregnancyChecks, weights } as const;

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

/** How many of each herd-health record the demo farm of `today` holds: they depend on the herd, not on its ids. */
function healthCounts(today: string) {
  const health = demoHealth(generateDemoFarm({ today }).cattle.map((animal, i) => ({ ...animal, id: String(i) })), today, DEFAULT_DEMO_SEED);
  return { medicines: health.medicines.length, treatments: health.treatments.length, pregnancyChecks: health.pregnancyChecks.length, weights: health.weights.length };
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
      ...healthCounts(TODAY),
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

  it('holds a cabinet, treatments, checks and weighings of its own herd, with animals still in meat withdrawal', async () => {
    await ensureDemoAccount(db, TODAY);
    const herd = new Set(db.select({ id: cattle.id }).from(cattle).all().map((animal) => animal.id));
    for (const table of [treatments, pregnancyChecks, weights]) {
      for (const { cattleId } of db.select({ cattleId: table.cattleId }).from(table).all()) expect(herd).toContain(cattleId);
    }
    expect(healthCounts(TODAY).medicines).toBeGreaterThan(0);
    const inWithdrawal = db.select().from(cattle).all().filter((animal) => (animal.meatWithdrawalUntil ?? '') > TODAY);
    expect(inWithdrawal.length).toBeGreaterThan(0);
  });

  it('signs in with the advertised password', async () => {
    await ensureDemoAccount(db, TODAY);
    const user = findUserByEmail(db, DEMO_ACCOUNT.email);
    expect(await verifyPassword(DEMO_ACCOUNT.password, user?.passwordHash ?? null)).toBe(true);
    expect(await verifyPassword('not the password', user?.passwordHash ?? null)).toBe(false);
  });

  it('leaves an existing demo account and its data alone (putting it back is resetDemoAccount’s)', async () => {
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

describe('resetDemoAccount', () => {
  /** What visitors could do to the demo farm: every kind of record, its backups, its links and its account. */
  async function messUp(): Promise<{ token: string }> {
    await ensureDemoAccount(db, TODAY);
    const demo = findUserByEmail(db, DEMO_ACCOUNT.email)!;
    const token = newSessionToken();
    createSession(db, demo.id, token);
    writeBackup(db, demo.id, 'manual');
    createDownloadLink(db, demo.id, findActiveSession(db, token)!.sessionId);
    db.delete(pastures).run();
    db.delete(forage).run();
    db.update(cattle).set({ name: 'Renamed' }).run();
    db.update(users)
      .set({ farmName: 'Hijacked Ranch', ownerName: null, location: null, passwordHash: await hashPassword('not-farmhand'), emailVerifiedAt: '2026-01-01T00:00:00.000Z' })
      .run();
    return { token };
  }

  it("puts back the demo's records of every kind, drops its backups and links, and restores its account; its sessions stay", async () => {
    const { token } = await messUp();
    expect(await resetDemoAccount(db, '2026-02-01')).toBe('reset');

    const farm = generateDemoFarm({ today: '2026-02-01' });
    expect(counts()).toMatchObject({ users: 1, pastures: farm.pastures.length, cattle: farm.cattle.length, forage: farm.forage.length, activities: farm.activities.length, ...healthCounts('2026-02-01') });
    expect(db.select().from(cattle).where(eq(cattle.name, 'Renamed')).all()).toEqual([]);
    expect(db.select().from(farmBackups).all()).toEqual([]);
    expect(db.select().from(downloadLinks).all()).toEqual([]);
    const demo = findUserByEmail(db, DEMO_ACCOUNT.email);
    expect(demo).toMatchObject({ farmName: DEMO_ACCOUNT.farmName, ownerName: DEMO_ACCOUNT.ownerName, location: DEMO_ACCOUNT.location, emailVerifiedAt: null });
    expect(await verifyPassword(DEMO_ACCOUNT.password, demo?.passwordHash ?? null)).toBe(true);
    expect(findActiveSession(db, token)?.user.id).toBe(demo?.id);
  });

  it('puts back the same day’s farm again and again, its deleted ids included, starts its change feed over, and writes no history of its own', async () => {
    await messUp();
    const demo = findUserByEmail(db, DEMO_ACCOUNT.email)!;
    const epoch = farmEpoch(db, demo.id);
    const entries = () => db.$client.prepare('SELECT count(*) FROM history').pluck().get();
    const visitors = entries();
    expect(await resetDemoAccount(db, TODAY)).toBe('reset');
    expect(await resetDemoAccount(db, TODAY)).toBe('reset');
    expect(counts().pastures).toBe(generateDemoFarm({ today: TODAY }).pastures.length);
    expect(farmEpoch(db, demo.id)).not.toBe(epoch);
    // Put back by the server: what visitors did stays in history, the reset adds no entry per record.
    expect(entries()).toBe(visitors);
  });

  it('leaves every other farm alone', async () => {
    await messUp();
    const other = db.insert(users).values({ email: 'rancher@example.com', passwordHash: 'x', farmName: 'Other Ranch' }).returning().get();
    db.insert(pastures).values({ userId: other.id, name: 'North' }).run();
    writeBackup(db, other.id, 'manual');
    await resetDemoAccount(db, TODAY);
    expect(db.select().from(pastures).where(eq(pastures.userId, other.id)).all()).toHaveLength(1);
    expect(db.select().from(farmBackups).where(eq(farmBackups.userId, other.id)).all()).toHaveLength(1);
    expect(findUserByEmail(db, 'rancher@example.com')?.farmName).toBe('Other Ranch');
  });

  it('creates the demo account when there is none', async () => {
    expect(await resetDemoAccount(db, TODAY)).toBe('created');
    expect(counts().cattle).toBe(generateDemoFarm({ today: TODAY }).cattle.length);
  });

  it('is one transaction: when a write fails part way, the demo farm is as it was', async () => {
    await messUp();
    const before = counts();
    // The last records it writes are forage: refuse them.
    db.$client.exec("CREATE TEMP TRIGGER refuse_forage BEFORE INSERT ON forage BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    await expect(resetDemoAccount(db, TODAY)).rejects.toThrow('disk full');
    expect(counts()).toEqual(before);
    expect(findUserByEmail(db, DEMO_ACCOUNT.email)?.farmName).toBe('Hijacked Ranch');
    expect(db.select().from(farmBackups).all()).toHaveLength(1);
  });
});
