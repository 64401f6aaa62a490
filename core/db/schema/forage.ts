import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, uuidPrimaryKey, version, createdBy, updatedBy } from './columns';
import { ownerId } from './owner';

// Feed inventory. Moisture is stored as percent × 100 (12.5 % → 1250); money in cents.
export const forage = sqliteTable(
  'forage',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    type: text('type').notNull(),
    variety: text('variety'),
    quality: text('quality'),
    harvestDate: text('harvest_date'),
    source: text('source'),
    supplier: text('supplier'),
    location: text('location').notNull(),
    totalBales: integer('total_bales').notNull().default(0),
    remainingBales: integer('remaining_bales').notNull().default(0),
    weightPerBale: integer('weight_per_bale'),
    moistureContent: integer('moisture_content'),
    pricePerBale: integer('price_per_bale'),
    totalCost: integer('total_cost'),
    testResults: text('test_results'),
    notes: text('notes'),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    version: version(),
  },
  (t) => [index('forage_user_idx').on(t.userId)],
);
