import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, uuidPrimaryKey, createdBy, updatedBy } from './columns';
import { ownerId } from './owner';

// A logged farm event. It names the animal by tag, so the history stays readable even after the
// animal is sold and its record deleted (docs/breeding-and-calving.md).
export const activities = sqliteTable(
  'activities',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    type: text('type').notNull(),
    cattleTag: text('cattle_tag').notNull(),
    date: text('date').notNull(),
    pasture: text('pasture'),
    breedingMethod: text('breeding_method'),
    breedingSire: text('breeding_sire'),
    strawsUsed: integer('straws_used'),
    notes: text('notes'),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
  },
  (t) => [index('activities_user_date_idx').on(t.userId, t.date), index('activities_user_tag_idx').on(t.userId, t.cattleTag)],
);
