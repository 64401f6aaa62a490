// Writes the demo account and its generated farm into a database: done on a fresh install, and
// never again once the account exists, whatever its owner did with it since.
import { hashPassword } from '../auth/passwords';
import type { FarmDb } from '../db/open-farm-db';
import { activities, cattle, embryos, forage, pastures, semenCanes, semenStraws, semenTanks, storageTanks } from '../db/schema';
import { findUserByEmail, insertUser } from '../db/users';
import { todayISO } from '../domain/dates';
import { DEMO_ACCOUNT } from '../demo/account';
import { generateDemoFarm } from '../demo/demo-farm';
import type { DemoFarm } from '../demo/types';
import { isUniqueViolation } from '../db/unique-violation';

type Tx = Parameters<Parameters<FarmDb['transaction']>[0]>[0];

// Multi-row INSERTs: one statement per 100 rows instead of one per row keeps seeding in a few
// milliseconds, and 100 rows × ~40 columns stays far below SQLite's bound-variable limit.
const CHUNK = 100;

function insertChunked<Row>(rows: readonly Row[], insert: (chunk: Row[]) => void): void {
  for (let i = 0; i < rows.length; i += CHUNK) insert(rows.slice(i, i + CHUNK));
}

/** Writes every demo record for `userId`. Ids are new UUIDs; keys and nesting become links. */
export function insertDemoFarm(tx: Tx, userId: string, farm: DemoFarm): void {
  const owned = <T extends object>(row: T) => ({ ...row, userId });
  insertChunked(farm.pastures.map(owned), (c) => tx.insert(pastures).values(c).run());
  insertChunked(farm.cattle.map(owned), (c) => tx.insert(cattle).values(c).run());
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

/**
 * Creates the demo account and its farm when no user has the demo e-mail. True if it created it,
 * false if the account already existed (its data is then never touched).
 */
export async function ensureDemoAccount(db: FarmDb, today: string = todayISO()): Promise<boolean> {
  if (findUserByEmail(db, DEMO_ACCOUNT.email)) return false;
  // bcrypt is async and better-sqlite3 transactions are synchronous: hash before opening one.
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const farm = generateDemoFarm({ today });
  const { password: _password, ...profile } = DEMO_ACCOUNT;
  try {
    return db.transaction((tx) => {
      // Hashing yielded, so another process sharing the file may have created it meanwhile.
      // (better-sqlite3 has one connection: statements through `db` here run inside `tx`.)
      if (findUserByEmail(db, DEMO_ACCOUNT.email)) return false;
      const user = insertUser(db, { ...profile, passwordHash });
      insertDemoFarm(tx, user.id, farm);
      return true;
    });
  } catch (error) {
    // A twin process won the race between our check and our insert: its account stands.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
