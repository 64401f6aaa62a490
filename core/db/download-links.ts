import { and, count, eq, gt, lte } from 'drizzle-orm';
import { hashToken, newSessionToken } from '../auth/tokens';
import { NotFoundError, TooManyRequestsError } from '../errors';
import type { FarmDb } from './open-farm-db';
import { downloadLinks } from './schema';

/** How long a copied download link works. */
export const DOWNLOAD_LINK_MINUTES = 15;

/** A farm's links that still work at one time: enough for any real use, few enough to bound a stolen session's leaks. */
export const LIVE_LINKS_PER_FARM = 10;

export const DOWNLOAD_LINK_GONE = 'This download link has expired. Copy a new one from Settings > Data.';
export const TOO_MANY_LINKS = `This farm has ${LIVE_LINKS_PER_FARM} download links that still work. Wait for one to expire (each works for ${DOWNLOAD_LINK_MINUTES} minutes), then copy a new one.`;

/**
 * A new link for the farm's workbook, made by the session `sessionId`: signing that session out
 * ends the link (its row cascades). The secret goes to the person, its hash to the database.
 */
export function createDownloadLink(db: FarmDb, userId: string, sessionId: string, now = new Date()): { token: string; expiresAt: string } {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_MINUTES * 60_000).toISOString();
  db.transaction(
    () => {
      // Expired links are of no use to anyone: each new one sweeps them away.
      db.delete(downloadLinks).where(lte(downloadLinks.expiresAt, now.toISOString())).run();
      const live = db.select({ n: count() }).from(downloadLinks).where(eq(downloadLinks.userId, userId)).get()?.n ?? 0;
      if (live >= LIVE_LINKS_PER_FARM) throw new TooManyRequestsError(TOO_MANY_LINKS);
      db.insert(downloadLinks).values({ tokenHash: hashToken(token), userId, sessionId, expiresAt }).run();
    },
    { behavior: 'immediate' },
  );
  return { token, expiresAt };
}

/** The farm a link downloads; an unknown, expired or signed-out link is a NotFoundError. */
export function farmOfDownloadLink(db: FarmDb, token: string, now = new Date()): string {
  const row = db
    .select({ userId: downloadLinks.userId })
    .from(downloadLinks)
    .where(and(eq(downloadLinks.tokenHash, hashToken(token)), gt(downloadLinks.expiresAt, now.toISOString())))
    .get();
  if (!row) throw new NotFoundError(DOWNLOAD_LINK_GONE);
  return row.userId;
}
