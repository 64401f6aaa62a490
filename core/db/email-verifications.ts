import { and, eq, lte } from 'drizzle-orm';
import { hashToken, newSessionToken } from '../auth/tokens';
import type { FarmDb } from './open-farm-db';
import { emailVerifications, users } from './schema';

/** How long a mailed verification link works. */
export const VERIFICATION_LINK_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;
/** An expired link still says "expired" for a week; after that it is forgotten (and says "not valid"). */
const EXPIRED_KEPT_MS = 7 * 24 * HOUR_MS;

/** A new link proving `email` for the account: the secret goes into the mail, its hash to the database. */
export function createEmailVerification(db: FarmDb, userId: string, email: string, now = new Date()): { token: string; expiresAt: string } {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + VERIFICATION_LINK_HOURS * HOUR_MS).toISOString();
  db.transaction(() => {
    db.delete(emailVerifications).where(lte(emailVerifications.expiresAt, new Date(now.getTime() - EXPIRED_KEPT_MS).toISOString())).run();
    db.insert(emailVerifications).values({ tokenHash: hashToken(token), userId, email, expiresAt }).run();
  });
  return { token, expiresAt };
}

export type VerificationOutcome =
  | { result: 'verified' | 'already-verified'; email: string }
  | { result: 'unknown' | 'expired' | 'address-changed' };

/**
 * Opens a verification link for the account `userId`: proves its e-mail if the link was mailed to
 * the address the account has now. Another account's link reads as unknown. A link stays until it
 * expires, so opening it again says the address is proven already.
 */
export function openEmailVerification(db: FarmDb, userId: string, token: string, now = new Date()): VerificationOutcome {
  return db.transaction(() => {
    const link = db
      .select()
      .from(emailVerifications)
      .where(and(eq(emailVerifications.tokenHash, hashToken(token)), eq(emailVerifications.userId, userId)))
      .get();
    if (!link) return { result: 'unknown' };
    if (link.expiresAt <= now.toISOString()) return { result: 'expired' };
    const user = db.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).get();
    if (!user || user.email !== link.email) return { result: 'address-changed' };
    if (user.verifiedAt !== null) return { result: 'already-verified', email: user.email };
    db.update(users).set({ emailVerifiedAt: now.toISOString() }).where(eq(users.id, userId)).run();
    return { result: 'verified', email: user.email };
  });
}
