import { and, eq, gt, lte, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { hashToken } from '../auth/tokens';
import type { FarmDb } from './open-farm-db';
import { sessions, users } from './schema';
import type { FarmDetails, UserRow } from './users';

export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createSession(db: FarmDb, userId: string, token: string, now = new Date()): void {
  db.transaction((tx) => {
    // Expired sessions of this user are swept when a new one starts, so the table stays small.
    tx.delete(sessions)
      .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now.toISOString())))
      .run();
    tx.insert(sessions)
      .values({
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
      })
      .run();
  });
}

/** The farm a member works on: its id (its owner's account id), its name and location. */
export interface SessionFarm extends FarmDetails {
  id: string;
}

export interface ActiveSession {
  sessionId: string;
  user: UserRow;
  farm: SessionFarm;
}

const farmOwner = alias(users, 'farm_owner');

/** The live session a token opens, or null: unknown, expired, revoked or inactive all look alike. */
export function findActiveSession(db: FarmDb, token: string, now = new Date()): ActiveSession | null {
  // The member's role and farm are read on every call: a change of role holds from the next one.
  const row = db
    .select({ sessionId: sessions.id, user: users, farm: { id: farmOwner.id, farmName: farmOwner.farmName, location: farmOwner.location } })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(farmOwner, eq(farmOwner.id, users.farmId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now.toISOString())))
    .get();
  if (!row || !row.user.isActive) return null;
  return row;
}

// Ending a session also ends the download links it made (their rows cascade with it).

export function revokeSession(db: FarmDb, sessionId: string): void {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** Sign Out Everywhere: every session of the account, the caller's too. */
export function revokeAllSessions(db: FarmDb, userId: string): void {
  db.delete(sessions).where(eq(sessions.userId, userId)).run();
}

/** After a password change: every session of the account but the one that changed it. */
export function revokeOtherSessions(db: FarmDb, userId: string, keptSessionId: string): void {
  db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId))).run();
}
