import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, uuidPrimaryKey } from './columns';
import { ownerId } from './owner';

// A farm's records as they were at one moment, kept in the farm's own database so that Clear All
// Data and a restore can always be undone. `payload` is the records, table by table, as JSON.
export const farmBackups = sqliteTable(
  'farm_backups',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    /** before-clear, before-restore, weekly or manual. */
    reason: text('reason').notNull(),
    /** How many records of each kind it holds, as JSON (listed without reading the payload). */
    counts: text('counts').notNull(),
    payload: text('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('farm_backups_user_created_idx').on(t.userId, t.createdAt)],
);
