// Writes the demo account and its generated farm into a database: created on a fresh install, and
// put back as published whenever the server starts and every night (server/demo-resets.ts), since
// anyone may sign in to it and change its records.
import { withoutRecordHistory } from '../db/write-scope';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { deleteFarmRecords } from '../db/farm-backups';
import type { FarmDb } from '../db/open-farm-db';
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
import { findUserByEmail, insertUser } from '../db/users';
import { todayISO } from '../domain/dates';
import { DEMO_ACCOUNT } from '../demo/account';
import { DEFAULT_DEMO_SEED, generateDemoFarm } from '../demo/demo-farm';
import { demoHealth } from '../demo/health';
import type { DemoFarm } from '../demo/types';
import { isUniqueViolation } from '../db/unique-violation';

type Tx = Parameters<Parameters<FarmDb['transaction']>[0]>[0];

// Multi-row INSERTs: one statement per 100 rows instead of one per row keeps seeding in a few
// milliseconds, and 100 rows × ~40 columns stays far below SQLite's bound-variable limit.
const CHUNK = 100;

function insertChunked<Row>(rows: readonly Row[], insert: (chunk: Row[]) => void): void {
  for (let i = 0; i < rows.length; i += CHUNK) insert(rows.slice(i, i + CHUNK));
}

/** A demo record as the farm's own: owned by `userId`, and written by the server rather than a member of the demo team. */
function ownedBy(userId: string) {
  return <T extends object>({ createdBy: _by, updatedBy: _lastBy, ...row }: T & { createdBy?: unknown; updatedBy?: unknown }) => ({ ...row, userId });
}

/**
 * Writes every demo record for `userId`, the herd's health records (dated from `today`) with it. Ids
 * are new UUIDs; keys and nesting become links.
 */
export function insertDemoFarm(tx: Tx, userId: string, farm: DemoFarm, today: string): void {
  const owned = ownedBy(userId);
  insertChunked(farm.pastures.map(owned), (c) => tx.insert(pastures).values(c).run());
  const health = demoHealth(farm.cattle.map((animal) => ({ ...animal, id: crypto.randomUUID() })), today, DEFAULT_DEMO_SEED);
  insertChunked(health.cattle.map(owned), (c) => tx.insert(cattle).values(c).run());
  insertChunked(health.medicines.map(owned), (c) => tx.insert(medicines).values(c).run());
  insertChunked(health.treatments.map(owned), (c) => tx.insert(treatments).values(c).run());
  insertChunked(health.pregnancyChecks.map(owned), (c) => tx.insert(pregnancyChecks).values(c).run());
  insertChunked(health.weights.map(owned), (c) => tx.insert(weights).values(c).run());
  insertChunked(farm.activities.map(owned), (c) => tx.insert(activities).values(c).run());

  const tankIds = new Map<string, string>();
  const tankRows = farm.storageTanks.map(({ key, ...tank }) => {
    const id = crypto.randomUUID();
    tankIds.set(key, id);
    return { ...tank, id, userId };
  });
  insertChunked(tankRows, (c) => tx.insert(storageTanks).values(c).run());
  const tankId = (key: string | null) => (key === null ? null : (tankIds.get(key) ?? null));

  const semenTankRows = [];
  const caneRows = [];
  const strawRows = [];
  for (const { canes, storageTankKey, ...tank } of farm.semenTanks) {
    const semenTankId = crypto.randomUUID();
    semenTankRows.push({ ...tank, id: semenTankId, userId, storageTankId: tankId(storageTankKey) });
    for (const { straws, ...cane } of canes) {
      const caneId = crypto.randomUUID();
      caneRows.push({ ...cane, id: caneId, userId, tankId: semenTankId });
      for (const straw of straws) strawRows.push({ ...straw, userId, caneId });
    }
  }
  insertChunked(semenTankRows, (c) => tx.insert(semenTanks).values(c).run());
  insertChunked(caneRows, (c) => tx.insert(semenCanes).values(c).run());
  insertChunked(strawRows, (c) => tx.insert(semenStraws).values(c).run());

  const embryoRows = farm.embryos.map(({ storageTankKey, ...lot }) => ({ ...lot, userId, storageTankId: tankId(storageTankKey) }));
  insertChunked(embryoRows, (c) => tx.insert(embryos).values(c).run());
  insertChunked(farm.forage.map(owned), (c) => tx.insert(forage).values(c).run());
}

interface DemoSeed {
  account: Omit<typeof DEMO_ACCOUNT, 'password'> & { passwordHash: string };
  farm: DemoFarm;
  today: string;
}

// bcrypt is async and better-sqlite3 transactions are synchronous: hash before opening one.
async function demoSeed(today: string): Promise<DemoSeed> {
  const { password, ...profile } = DEMO_ACCOUNT;
  return { account: { ...profile, passwordHash: await hashPassword(password) }, farm: generateDemoFarm({ today }), today };
}

function createDemo(tx: Tx, db: FarmDb, seed: DemoSeed): void {
  const user = insertUser(db, seed.account);
  insertDemoFarm(tx, user.id, seed.farm, seed.today);
}

/**
 * Creates the demo account and its farm when no user has the demo e-mail. True if it created it,
 * false if the account already existed (its data is then left as it is).
 */
export async function ensureDemoAccount(db: FarmDb, today: string = todayISO()): Promise<boolean> {
  if (findUserByEmail(db, DEMO_ACCOUNT.email)) return false;
  const seed = await demoSeed(today);
  try {
    // The demo farm is the server's own writing, not a member's: no entry per record.
    return withoutRecordHistory(() => db.transaction((tx) => {
      // Hashing yielded, so another process sharing the file may have created it meanwhile.
      // (better-sqlite3 has one connection: statements through `db` here run inside `tx`.)
      if (findUserByEmail(db, DEMO_ACCOUNT.email)) return false;
      createDemo(tx, db, seed);
      return true;
    }));
  } catch (error) {
    // A twin process won the race between our check and our insert: its account stands.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Puts the demo account back as published: its sign-in, farm name and details, and a farm generated
 * afresh for `today` in place of all its records, backups and download links; created when missing.
 * One transaction, so a visitor never finds it half put back. Its sessions stay: visitors signed
 * in stay signed in, and see the farm as new.
 */
export async function resetDemoAccount(db: FarmDb, today: string = todayISO()): Promise<'created' | 'reset'> {
  const seed = await demoSeed(today);
  // Put back by the server, not by a member: no entry per record (what visitors did stays in history).
  return withoutRecordHistory(() => db.transaction(
    (tx) => {
      const user = findUserByEmail(db, DEMO_ACCOUNT.email);
      if (!user) {
        createDemo(tx, db, seed);
        return 'created';
      }
      db.update(users)
        .set({ ...seed.account, isActive: true, emailVerifiedAt: null, updatedAt: new Date().toISOString() })
        .where(eq(users.id, user.id))
        .run();
      deleteFarmRecords(db, user.id);
      db.delete(farmBackups).where(eq(farmBackups.userId, user.id)).run();
      db.delete(downloadLinks).where(eq(downloadLinks.userId, user.id)).run();
      insertDemoFarm(tx, user.id, seed.farm, seed.today);
      return 'reset';
    },
    { behavior: 'immediate' },
  ));
}
