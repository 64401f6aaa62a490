// The farms the benchmarks run against: each a temp SQLite file holding one signed-in farm of
// `head` realistic animals with their pastures and a year of activities (core/seed/big-herd.ts),
// plus a session token, so no request pays for bcrypt. Removed by `dispose`.
import { newSessionToken } from '../core/auth/tokens';
import { createSession } from '../core/db/sessions';
import { insertUser } from '../core/db/users';
import { todayISO } from '../core/domain/dates';
import { seedBigHerd } from '../core/seed/big-herd';
import { openTempFarmDb } from '../core/testing/temp-farm-db';

export interface BenchFarm {
  head: number;
  activities: number;
  /** The SQLite file; the servers under test open it in their own processes. */
  file: string;
  userId: string;
  token: string;
  seedSeconds: number;
  dispose(): void;
}

export function seedBenchFarm(head: number): BenchFarm {
  const started = performance.now();
  const { db, file, dispose } = openTempFarmDb();
  try {
    const user = insertUser(db, { email: `bench-${head}@example.com`, passwordHash: 'unused: signed in by token', farmName: `${head} head`, ownerName: null, location: null });
    const token = newSessionToken();
    createSession(db, user.id, token);
    const seeded = seedBigHerd(db, user.id, { head, today: todayISO() });
    // Readers in other processes then find everything in the main file, not a long write-ahead log.
    db.$client.pragma('wal_checkpoint(TRUNCATE)');
    return { head, activities: seeded.activities, file, userId: user.id, token, seedSeconds: (performance.now() - started) / 1000, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
