import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { mayBeLookAlike } from '../look-alikes';
import { createdAt, isoNow, uuidPrimaryKey, version, createdBy, updatedBy } from './columns';
import { ownerId } from './owner';

// One animal. Dates are calendar dates (YYYY-MM-DD); weights in pounds; money in cents.
// `pasture` holds the pasture's name, as the screens and imports give it (default "Imported").
export const cattle = sqliteTable(
  'cattle',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    tag: text('tag'),
    name: text('name'),
    type: text('type').notNull(),
    // 'female' or 'male': a calf's type is just Calf, and the calves page sorts heifers from bulls.
    gender: text('gender'),
    breed: text('breed'),
    breedComposition: text('breed_composition'),
    registrationNumber: text('registration_number'),
    pasture: text('pasture').notNull().default('Imported'),
    birthDate: text('birth_date'),
    cowTag: text('cow_tag'),
    sireTag: text('sire_tag'),
    status: text('status').notNull().default('active'),
    weight: integer('weight'),
    birthWeight: integer('birth_weight'),
    breedingDate: text('breeding_date'),
    breedingMethod: text('breeding_method'),
    breedingSire: text('breeding_sire'),
    strawsUsed: integer('straws_used'),
    cameBackInHeat: integer('came_back_in_heat', { mode: 'boolean' }).notNull().default(false),
    heatReturnDate: text('heat_return_date'),
    heatReturnCount: integer('heat_return_count').notNull().default(0),
    cowType: text('cow_type'),
    expectedCalvingDate: text('expected_calving_date'),
    actualCalvingDate: text('actual_calving_date'),
    weanDate: text('wean_date'),
    weanWeight: integer('wean_weight'),
    disposition: text('disposition'),
    dispositionDate: text('disposition_date'),
    salePrice: integer('sale_price'),
    buyer: text('buyer'),
    buyerContact: text('buyer_contact'),
    saleLocation: text('sale_location'),
    notes: text('notes'),
    // The latest end of a withdrawal over the animal's treatments (the treatment service keeps it);
    // the animal answers it only while it is after today.
    meatWithdrawalUntil: text('meat_withdrawal_until'),
    milkWithdrawalUntil: text('milk_withdrawal_until'),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    version: version(),
    // Lets the list answer a repeat request with 304 without reading 10,000 rows.
    updatedAt: text('updated_at').notNull().default(isoNow),
  },
  (t) => [
    // SQLite lets several NULL tags coexist, so animals known only by name are fine.
    uniqueIndex('cattle_user_tag_unique').on(t.userId, t.tag),
    // The dashboard counts: 54 ms with a userId index alone, 1 ms with these (measured on this
    // project's machines).
    index('cattle_user_status_idx').on(t.userId, t.status),
    // The herd by type and status, counted from this index alone.
    index('cattle_user_type_status_idx').on(t.userId, t.type, t.status),
    index('cattle_user_calving_idx').on(t.userId, t.expectedCalvingDate),
    // The dashboard widgets' windows: coming heats (last heat return or breeding), and the year's
    // breedings with what the conception rate reads, from the index alone. At 100,000 head they
    // take the widgets from about 440 ms to 130 ms, at 10,000 from about 80 ms to 18 ms.
    index('cattle_user_heat_return_idx').on(t.userId, t.heatReturnDate),
    index('cattle_user_breeding_idx').on(t.userId, t.breedingDate, t.status, t.actualCalvingDate),
    // The herd's version (count, last change) for the list's ETag, read without touching rows.
    index('cattle_user_updated_idx').on(t.userId, t.updatedAt),
    // The few tags and names saved before keys were normalised that may be look-alikes: a create
    // checks them in ~0.01 ms instead of reading the farm's every tag (~1 ms at 10,000 head).
    index('cattle_user_tag_lookalike_idx').on(t.userId).where(mayBeLookAlike(t.tag)),
    index('cattle_user_name_lookalike_idx').on(t.userId).where(mayBeLookAlike(t.name)),
  ],
);
