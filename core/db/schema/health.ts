import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { cattle } from './cattle';
import { createdAt, createdBy, updatedBy, uuidPrimaryKey, version } from './columns';
import { ownerId } from './owner';

// Herd health and growth: the medicine cabinet, treatments with their withdrawal days, pregnancy
// checks and weighings. Treatments, checks and weighings belong to one animal and go with it.

/** A medicine the farm keeps, with the withdrawal days a treatment with it takes by default. */
export const medicines = sqliteTable(
  'medicines',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('other'),
    meatWithdrawalDays: integer('meat_withdrawal_days').notNull().default(0),
    milkWithdrawalDays: integer('milk_withdrawal_days').notNull().default(0),
    unit: text('unit'),
    notes: text('notes'),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    version: version(),
  },
  (t) => [index('medicines_user_name_idx').on(t.userId, t.name)],
);

/**
 * One animal's treatment. A group treatment (one call for a pen) writes one row per animal, all
 * with the call's id as `batchId`, so a repeated call is found and answered instead of treating the
 * pen twice. `product` is the medicine's name as it was that day, so the record reads the same after
 * the cabinet changes; the withdrawal days are those the treatment took.
 */
export const treatments = sqliteTable(
  'treatments',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    batchId: text('batch_id').notNull(),
    cattleId: text('cattle_id')
      .notNull()
      .references(() => cattle.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    medicineId: text('medicine_id').references(() => medicines.id, { onDelete: 'set null' }),
    product: text('product').notNull(),
    dose: text('dose'),
    route: text('route'),
    reason: text('reason'),
    meatWithdrawalDays: integer('meat_withdrawal_days').notNull().default(0),
    milkWithdrawalDays: integer('milk_withdrawal_days').notNull().default(0),
    notes: text('notes'),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    version: version(),
  },
  (t) => [
    index('treatments_user_cattle_idx').on(t.userId, t.cattleId, t.date),
    index('treatments_user_date_idx').on(t.userId, t.date),
    uniqueIndex('treatments_batch_cattle_unique').on(t.batchId, t.cattleId),
  ],
);

export const pregnancyChecks = sqliteTable(
  'pregnancy_checks',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    cattleId: text('cattle_id')
      .notNull()
      .references(() => cattle.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    result: text('result').notNull(),
    method: text('method'),
    daysPregnant: integer('days_pregnant'),
    notes: text('notes'),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    version: version(),
  },
  (t) => [index('pregnancy_checks_user_cattle_idx').on(t.userId, t.cattleId, t.date)],
);

/** A weighing in whole pounds, as the herd book keeps weights. */
export const weights = sqliteTable(
  'weights',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    cattleId: text('cattle_id')
      .notNull()
      .references(() => cattle.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    weight: integer('weight').notNull(),
    kind: text('kind').notNull().default('other'),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    version: version(),
  },
  (t) => [index('weights_user_cattle_idx').on(t.userId, t.cattleId, t.date), index('weights_user_date_idx').on(t.userId, t.date)],
);
