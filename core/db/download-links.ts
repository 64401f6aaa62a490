import { and, eq, gt, lte } from 'drizzle-orm';
import { hashToken, newSessionToken } from '../auth/tokens';
import { NotFoundError } from '../errors';
import type { FarmDb } from './open-farm-db';
import { downloadLinks } from './schema';

/** How long a copied download link works. */
export const DOWNLOAD_LINK_MINUTES = 15;

export const DOWNLOAD_LINK_GONE = 'This download link has expired. Copy a new one from Settings > Data.';

/** A new link for the farm's workbook: the secret goes to the person, its hash to the database. */
export function createDownloadLink(db: FarmDb, userId: string, now = new Date()): { token: string; expiresAt: string } {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_MINUTES * 60_000).toISOString();
  db.transaction(() => {
    // Expired links are of no use to anyone: each new one sweeps them away.
    db.delete(downloadLinks).where(lte(downloadLinks.expiresAt, now.toISOString())).run();
    db.insert(downloadLinks).values({ tokenHash: hashToken(token), userId, expiresAt }).run();
  });
  return { token, expiresAt };
}

/** The farm a link downloads; an unknown or expired link is a NotFoundError. */
export function farmOfDownloadLink(db: FarmDb, token: string, now = new Date()): string {
  const row = db
    .select({ userId: downloadLinks.userId })
    .from(downloadLinks)
    .where(and(eq(downloadLinks.tokenHash, hashToken(token)), gt(downloadLinks.expiresAt, now.toISOString())))
    .get();
  if (!row) throw new NotFoundError(DOWNLOAD_LINK_GONE);
  return row.userId;
}
