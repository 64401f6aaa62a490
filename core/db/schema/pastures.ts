import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { mayBeLookAlike } from '../look-alikes';
import { createdAt, uuidPrimaryKey, version, createdBy, updatedBy } from './columns';
import { ownerId } from './owner';

export const pastures = sqliteTable(
  'pastures',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    name: text('name').notNull(),
    description: text('description'),
    // Head of cattle the pasture carries; null when the rancher has not set it.
    capacity: integer('capacity'),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    version: version(),
  },
  (t) => [
    uniqueIndex('pastures_user_name_unique').on(t.userId, t.name),
    // Pasture names saved before keys were normalised that may be look-alikes (see mayBeLookAlike).
    index('pastures_user_name_lookalike_idx').on(t.userId).where(mayBeLookAlike(t.name)),
  ],
);
