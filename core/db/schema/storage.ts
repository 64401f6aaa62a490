import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, uuidPrimaryKey, version, createdBy, updatedBy } from './columns';
import { ownerId } from './owner';

// Physical tanks and freezers (liquid nitrogen by default). Temperature in °C as written.
export const storageTanks = sqliteTable(
  'storage_tanks',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    name: text('name').notNull(),
    type: text('type').notNull().default('liquid_nitrogen'),
    capacity: integer('capacity'),
    location: text('location'),
    temperature: text('temperature'),
    notes: text('notes'),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    version: version(),
  },
  (t) => [index('storage_tanks_user_idx').on(t.userId)],
);
