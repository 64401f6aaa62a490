import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { FarmDb } from './open-farm-db';
import { loginFailures } from './schema';

// Per-account brute-force limit: the 11th try within 15 minutes is refused, right or wrong.
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60 * 1000;

const windowStart = (now: Date) => new Date(now.getTime() - WINDOW_MS).toISOString();

export function recentLoginFailures(db: FarmDb, email: string, now = new Date()): number {
  const row = db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, windowStart(now))))
    .get();
  return row?.n ?? 0;
}

export function recordLoginFailure(db: FarmDb, email: string, now = new Date()): void {
  db.transaction((tx) => {
    tx.delete(loginFailures)
      .where(and(eq(loginFailures.email, email), lte(loginFailures.failedAt, windowStart(now))))
      .run();
    tx.insert(loginFailures).values({ email, failedAt: now.toISOString() }).run();
  });
}

export function clearLoginFailures(db: FarmDb, email: string): void {
  db.delete(loginFailures).where(eq(loginFailures.email, email)).run();
}
