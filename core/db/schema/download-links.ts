import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { ownerId } from './owner';

// Short-lived links that download a farm's workbook without signing in (Copy Excel Download Link).
// Only a hash of each link's secret is kept, so the table alone opens nothing.
export const downloadLinks = sqliteTable(
  'download_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ownerId(),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('download_links_user_idx').on(t.userId)],
);
