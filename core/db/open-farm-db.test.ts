import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempFarmDb } from '../testing/temp-farm-db';
import { closeFarmDb, openFarmDb, type FarmDb } from './open-farm-db';
import { cattle, pastures, semenCanes, semenStraws, semenTanks, sessions, storageTanks, users } from './schema';

let db: FarmDb;
let file: string;
let dispose: () => void;
beforeEach(() => ({ db, file, dispose } = openTempFarmDb()));
afterEach(() => dispose());

const addUser = (email: string) =>
  db.insert(users).values({ email, passwordHash: 'x', farmName: 'Farm' }).returning().get();

const isUniqueViolation = (fn: () => unknown) => expect(fn).toThrow(/UNIQUE constraint failed/);

describe('openFarmDb', () => {
  it('sets WAL, synchronous=FULL, foreign_keys=ON and a busy timeout on every connection', () => {
    const client = db.$client;
    expect(client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(client.pragma('synchronous', { simple: true })).toBe(2); // 2 = FULL
    expect(client.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(client.pragma('busy_timeout', { simple: true })).toBeGreaterThanOrEqual(1000);
  });

  it('creates every table the app keeps, from users to forage the farm backups and the download links, on an empty file', () => {
    const tables = db.$client
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'")
      .pluck()
      .all();
    expect(new Set(tables)).toEqual(
      new Set(['users', 'sessions', 'login_failures', 'cattle', 'activities', 'pastures', 'storage_tanks', 'semen_tanks', 'semen_canes', 'semen_straws', 'embryos', 'forage', 'farm_backups', 'download_links', 'email_verifications', 'rate_events', 'sync_changes', 'sync_epochs', 'sync_ops', 'sync_conflicts', 'file_settings', 'farm_invitations', 'history', 'medicines', 'treatments', 'pregnancy_checks', 'weights']),
    );
  });

  it('re-opening an up-to-date file applies nothing again and keeps the data', () => {
    addUser('keep@example.com');
    closeFarmDb(db);
    db = openFarmDb(file);
    expect(db.select().from(users).all().map((u) => u.email)).toEqual(['keep@example.com']);
  });
});

describe('upgrading a farm file', () => {
  const migrations = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

  /** The migrations folder as a release shipped it, up to and with the migration `last`. */
  function releaseUpTo(last: string): string {
    const folder = mkdtempSync(join(tmpdir(), 'farm-hand-release-'));
    mkdirSync(join(folder, 'meta'));
    const journal = JSON.parse(readFileSync(join(migrations, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === last) + 1);
    for (const { tag } of entries) copyFileSync(join(migrations, `${tag}.sql`), join(folder, `${tag}.sql`));
    writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    return folder;
  }
  const firstRelease = () => releaseUpTo('0000_init');

  it('a file made before farms had members opens with each account as its own farm\'s owner, every record kept and its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'farm-hand-members-upgrade-'));
    const release = releaseUpTo('0007_sync_change_feed');
    try {
      const oldFile = join(dir, 'office.farmhand');
      let old = openFarmDb(oldFile, { migrationsFolder: release });
      for (const [user, tag] of [['u1', '7'], ['u2', '8']]) {
        old.$client.prepare(`INSERT INTO users (id, email, password_hash, farm_name) VALUES (?, ?, 'x', 'Farm')`).run(user, `${user}@example.com`);
        old.$client.prepare(`INSERT INTO cattle (id, user_id, tag, type) VALUES (?, ?, ?, 'Cow')`).run(`c-${user}`, user, tag);
      }
      closeFarmDb(old);

      old = openFarmDb(oldFile);
      expect(old.select({ id: users.id, farmId: users.farmId, role: users.role }).from(users).orderBy(users.id).all()).toEqual([
        { id: 'u1', farmId: 'u1', role: 'owner' },
        { id: 'u2', farmId: 'u2', role: 'owner' },
      ]);
      expect(old.select({ id: cattle.id, userId: cattle.userId, createdBy: cattle.createdBy }).from(cattle).orderBy(cattle.id).all()).toEqual([
        { id: 'c-u1', userId: 'u1', createdBy: null },
        { id: 'c-u2', userId: 'u2', createdBy: null },
      ]);
      // The old records have no history; the first write after the upgrade has.
      old.update(cattle).set({ weight: 900 }).where(eq(cattle.id, 'c-u1')).run();
      expect(old.$client.prepare('SELECT user_id, action, record_id FROM history').all()).toEqual([{ user_id: 'u1', action: 'update', record_id: 'c-u1' }]);
      closeFarmDb(old);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(release, { recursive: true, force: true });
    }
  });

  it('a file made by the first release is brought up to date, its records kept and the new indexes made', () => {
    const dir = mkdtempSync(join(tmpdir(), 'farm-hand-upgrade-'));
    const release = firstRelease();
    try {
      const oldFile = join(dir, 'farm.farmhand');
      let old = openFarmDb(oldFile, { migrationsFolder: release });
      // Written in the first release's columns: today's schema has columns that file does not.
      old.$client.prepare("INSERT INTO users (id, email, password_hash, farm_name) VALUES ('u1', 'old@example.com', 'x', 'Old Farm')").run();
      old.$client.prepare("INSERT INTO cattle (id, user_id, tag, type, breeding_date) VALUES ('c1', 'u1', '7', 'Cow', '2025-01-10')").run();
      const indexes = (farm: FarmDb) => farm.$client.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'cattle'").pluck().all();
      expect(indexes(old)).not.toContain('cattle_user_breeding_idx');
      closeFarmDb(old);

      old = openFarmDb(oldFile);
      expect(old.select({ tag: cattle.tag, breedingDate: cattle.breedingDate, version: cattle.version }).from(cattle).all()).toEqual([{ tag: '7', breedingDate: '2025-01-10', version: 1 }]);
      expect(indexes(old)).toEqual(expect.arrayContaining(['cattle_user_breeding_idx', 'cattle_user_type_status_idx', 'cattle_user_heat_return_idx']));
      expect(indexes(old)).not.toContain('cattle_user_type_idx');
      expect(old.$client.pragma('integrity_check', { simple: true })).toBe('ok');
      closeFarmDb(old);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(release, { recursive: true, force: true });
    }
  });
});

describe('schema rules', () => {
  it("a record's version starts at 1 and every update adds 1, by any path: a plain UPDATE, a foreign-key cascade, or a write that sets it itself", () => {
    const a = addUser('a@example.com');
    const animal = db.insert(cattle).values({ userId: a.id, tag: '7', type: 'Cow' }).returning().get();
    expect(animal.version).toBe(1);
    db.$client.prepare("UPDATE cattle SET notes = 'x' WHERE id = ?").run(animal.id);
    db.$client.prepare("UPDATE cattle SET notes = 'y' WHERE id = ?").run(animal.id);
    expect(db.select().from(cattle).where(eq(cattle.id, animal.id)).get()?.version).toBe(3);
    // A write that answers the row adds 1 itself (RETURNING does not see a trigger's change): still one step.
    db.$client.prepare('UPDATE cattle SET notes = ?, version = version + 1 WHERE id = ?').run('z', animal.id);
    expect(db.select().from(cattle).where(eq(cattle.id, animal.id)).get()?.version).toBe(4);

    const store = db.insert(storageTanks).values({ userId: a.id, name: 'Dewar' }).returning().get();
    const tank = db.insert(semenTanks).values({ userId: a.id, name: 'Tank A', storageTankId: store.id }).returning().get();
    db.delete(storageTanks).where(eq(storageTanks.id, store.id)).run();
    expect(db.select().from(semenTanks).where(eq(semenTanks.id, tank.id)).get()).toMatchObject({ storageTankId: null, version: 2 });
  });

  it('tags are unique per user, not across users; untagged animals may share the null tag', () => {
    const a = addUser('a@example.com');
    const b = addUser('b@example.com');
    db.insert(cattle).values({ userId: a.id, tag: '101', type: 'Cow' }).run();
    db.insert(cattle).values({ userId: b.id, tag: '101', type: 'Cow' }).run();
    isUniqueViolation(() => db.insert(cattle).values({ userId: a.id, tag: '101', type: 'Bull' }).run());
    db.insert(cattle).values({ userId: a.id, name: 'Bessie', type: 'Cow' }).run();
    db.insert(cattle).values({ userId: a.id, name: 'Daisy', type: 'Cow' }).run();
    expect(db.select().from(cattle).where(eq(cattle.userId, a.id)).all()).toHaveLength(3);
  });

  it('pasture names are unique per user, not across users', () => {
    const a = addUser('a@example.com');
    const b = addUser('b@example.com');
    db.insert(pastures).values({ userId: a.id, name: 'North' }).run();
    db.insert(pastures).values({ userId: b.id, name: 'North' }).run();
    isUniqueViolation(() => db.insert(pastures).values({ userId: a.id, name: 'North' }).run());
  });

  it('cattle default to pasture "Imported", status active and no heat returns', () => {
    const a = addUser('a@example.com');
    const row = db.insert(cattle).values({ userId: a.id, tag: '7', type: 'Cow' }).returning().get();
    expect(row).toMatchObject({ pasture: 'Imported', status: 'active', heatReturnCount: 0, cameBackInHeat: false });
  });

  it('semen tanks default to capacity 6 and canes to 15', () => {
    const a = addUser('a@example.com');
    const tank = db.insert(semenTanks).values({ userId: a.id, name: 'Tank A' }).returning().get();
    const cane = db.insert(semenCanes).values({ userId: a.id, tankId: tank.id, caneNumber: '1' }).returning().get();
    expect([tank.capacity, tank.tankType, cane.capacity]).toEqual([6, 'liquid_nitrogen', 15]);
  });

  it('a cane goes with its tank and a straw with its cane', () => {
    const a = addUser('a@example.com');
    const tank = db.insert(semenTanks).values({ userId: a.id, name: 'Tank A' }).returning().get();
    const cane = db.insert(semenCanes).values({ userId: a.id, tankId: tank.id, caneNumber: '1' }).returning().get();
    const other = db.insert(semenCanes).values({ userId: a.id, tankId: tank.id, caneNumber: '2' }).returning().get();
    db.insert(semenStraws).values({ userId: a.id, caneId: cane.id, bullName: 'Bull', breed: 'Angus' }).run();
    db.insert(semenStraws).values({ userId: a.id, caneId: other.id, bullName: 'Bull 2', breed: 'Angus' }).run();
    db.delete(semenCanes).where(eq(semenCanes.id, cane.id)).run();
    expect(db.select().from(semenStraws).all().map((s) => s.bullName)).toEqual(['Bull 2']);
    db.delete(semenTanks).where(eq(semenTanks.id, tank.id)).run();
    expect(db.select().from(semenCanes).all()).toHaveLength(0);
    expect(db.select().from(semenStraws).all()).toHaveLength(0);
  });

  it('a straw cannot point at a cane that does not exist (foreign keys are on)', () => {
    const a = addUser('a@example.com');
    expect(() => db.insert(semenStraws).values({ userId: a.id, caneId: 'missing', bullName: 'B', breed: 'Angus' }).run()).toThrow(
      /FOREIGN KEY constraint failed/,
    );
  });

  it("deleting a user deletes the farm's records and sessions", () => {
    const a = addUser('a@example.com');
    db.insert(cattle).values({ userId: a.id, tag: '1', type: 'Cow' }).run();
    db.insert(sessions).values({ userId: a.id, tokenHash: 'h', expiresAt: '2099-01-01T00:00:00.000Z' }).run();
    db.delete(users).where(eq(users.id, a.id)).run();
    expect(db.select().from(cattle).all()).toHaveLength(0);
    expect(db.select().from(sessions).all()).toHaveLength(0);
  });
});
