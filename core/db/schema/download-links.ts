import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { ownerId } from './owner';
import { sessions } from './users';

// Short-lived links that download a farm's workbook without signing in (Copy Excel Download Link).
// Only a hash of each link's secret is kept, so the table alone opens nothing. A link ends with the
// session that made it.
export const downloadLinks = sqliteTable(
  'download_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ownerId(),
    /** The session that made the link: signing that session out ends its links (null only for links made before this was kept). */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('download_links_user_idx').on(t.userId)],
);
