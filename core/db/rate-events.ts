import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { FarmDb } from './open-farm-db';
import { rateEvents } from './schema';

/** A counted limit: at most `limit` events per key within the last `windowMinutes`. */
export interface RateLimit {
  /** Names the limit in the table ('signup', 'email'). */
  bucket: string;
  limit: number;
  windowMinutes: number;
}

/**
 * Counts one event for `key` unless the limit is reached; answers whether it was counted. Check and
 * count are one transaction, so parallel calls cannot all slip under the limit; the bucket's rows
 * older than the window are deleted on the way, so the table stays small.
 */
export function takeRateSlot(db: FarmDb, rule: RateLimit, key: string, now = new Date()): boolean {
  const since = new Date(now.getTime() - rule.windowMinutes * 60_000).toISOString();
  return db.transaction(
    () => {
      db.delete(rateEvents).where(and(eq(rateEvents.bucket, rule.bucket), lte(rateEvents.at, since))).run();
      const used = db
        .select({ n: count() })
        .from(rateEvents)
        .where(and(eq(rateEvents.bucket, rule.bucket), eq(rateEvents.key, key), gt(rateEvents.at, since)))
        .get();
      if ((used?.n ?? 0) >= rule.limit) return false;
      db.insert(rateEvents).values({ bucket: rule.bucket, key, at: now.toISOString() }).run();
      return true;
    },
    { behavior: 'immediate' },
  );
}
