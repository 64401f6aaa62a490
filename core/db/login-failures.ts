import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { FarmDb } from './open-farm-db';
import { loginFailures } from './schema';

// Brute-force limits on sign-in, per account and client address, so a stranger who knows a
// rancher's e-mail cannot lock the rancher out from another device:
// - one client: the 11th try within 15 minutes is refused, right or wrong;
// - the account, from every client together: the 101st failure within an hour is refused (a
//   ceiling in line with OWASP ASVS against a spread-out attack).
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const ACCOUNT_FAILURE_CEILING = 100;
export const ACCOUNT_FAILURE_WINDOW_MINUTES = 60;

/** What a refused sign-in (or current-password check) says, by the limit it is over. */
export const LOGIN_LIMIT_MESSAGES = {
  client: `Too many failed sign-in attempts. Please try again in ${LOGIN_FAILURE_WINDOW_MINUTES} minutes.`,
  account: `Too many failed sign-in attempts on this account. Please try again within ${ACCOUNT_FAILURE_WINDOW_MINUTES} minutes.`,
} as const;

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60 * 1000).toISOString();

function failuresSince(db: FarmDb, email: string, since: string, client?: string): number {
  const row = db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), client === undefined ? undefined : eq(loginFailures.client, client), gt(loginFailures.failedAt, since)))
    .get();
  return row?.n ?? 0;
}

/** Which limit, if any, a sign-in to `email` from `client` is over right now. */
export function loginLimitReached(db: FarmDb, email: string, client: string, now = new Date()): 'client' | 'account' | null {
  if (failuresSince(db, email, minutesBefore(now, LOGIN_FAILURE_WINDOW_MINUTES), client) >= LOGIN_FAILURE_LIMIT) return 'client';
  if (failuresSince(db, email, minutesBefore(now, ACCOUNT_FAILURE_WINDOW_MINUTES)) >= ACCOUNT_FAILURE_CEILING) return 'account';
  return null;
}

export function recordLoginFailure(db: FarmDb, email: string, client: string, now = new Date()): void {
  db.transaction((tx) => {
    tx.delete(loginFailures)
      .where(and(eq(loginFailures.email, email), lte(loginFailures.failedAt, minutesBefore(now, ACCOUNT_FAILURE_WINDOW_MINUTES))))
      .run();
    tx.insert(loginFailures).values({ email, client, failedAt: now.toISOString() }).run();
  });
}

/** After a good sign-in: this client's failures are forgiven; other clients' still count. */
export function clearLoginFailures(db: FarmDb, email: string, client: string): void {
  db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.client, client))).run();
}
