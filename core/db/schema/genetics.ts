import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, uuidPrimaryKey, version, createdBy, updatedBy } from './columns';
import { ownerId } from './owner';
import { storageTanks } from './storage';

// Semen inventory: tank → canes → straws. A cane goes with its tank, a straw with its cane.
export const semenTanks = sqliteTable(
  'semen_tanks',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    storageTankId: text('storage_tank_id').references(() => storageTanks.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    tankType: text('tank_type').notNull().default('liquid_nitrogen'),
    capacity: integer('capacity').notNull().default(6),
    location: text('location'),
    notes: text('notes'),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    version: version(),
  },
  (t) => [index('semen_tanks_user_idx').on(t.userId)],
);

export const semenCanes = sqliteTable(
  'semen_canes',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    tankId: text('tank_id')
      .notNull()
      .references(() => semenTanks.id, { onDelete: 'cascade' }),
    caneNumber: text('cane_number').notNull(),
    label: text('label'),
    capacity: integer('capacity').notNull().default(15),
    notes: text('notes'),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    version: version(),
  },
  (t) => [index('semen_canes_user_idx').on(t.userId), index('semen_canes_tank_idx').on(t.tankId)],
);

export const semenStraws = sqliteTable(
  'semen_straws',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    caneId: text('cane_id')
      .notNull()
      .references(() => semenCanes.id, { onDelete: 'cascade' }),
    bullName: text('bull_name').notNull(),
    registrationNumber: text('registration_number'),
    breed: text('breed').notNull(),
    collection: text('collection'),
    totalStraws: integer('total_straws').notNull().default(0),
    remainingStraws: integer('remaining_straws').notNull().default(0),
    pricePerStraw: integer('price_per_straw'),
    supplier: text('supplier'),
    purchaseDate: text('purchase_date'),
    expirationDate: text('expiration_date'),
    notes: text('notes'),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    version: version(),
  },
  (t) => [index('semen_straws_user_idx').on(t.userId), index('semen_straws_cane_idx').on(t.caneId)],
);

// Embryo lots; a lot may sit in a storage tank (kept, unlinked, if the tank is deleted).
export const embryos = sqliteTable(
  'embryos',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    storageTankId: text('storage_tank_id').references(() => storageTanks.id, { onDelete: 'set null' }),
    donorDam: text('donor_dam').notNull(),
    sire: text('sire').notNull(),
    breed: text('breed').notNull(),
    embryoGrade: text('embryo_grade'),
    embryoStage: text('embryo_stage'),
    totalEmbryos: integer('total_embryos').notNull().default(0),
    remainingEmbryos: integer('remaining_embryos').notNull().default(0),
    pricePerEmbryo: integer('price_per_embryo'),
    supplier: text('supplier'),
    collectionDate: text('collection_date'),
    freezeDate: text('freeze_date'),
    expirationDate: text('expiration_date'),
    storageLocation: text('storage_location'),
    notes: text('notes'),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    version: version(),
  },
  (t) => [index('embryos_user_idx').on(t.userId)],
);
