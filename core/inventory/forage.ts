import { desc, sql } from 'drizzle-orm';
import { ownedRecords } from '../db/owned-records';
import { forage } from '../db/schema';
import { STOCK_COUNTS, withinTotals } from '../domain/stock-levels';
import { FORAGE_NOT_FOUND, type ForageFields, type ForageRecord } from '../schemas/forage';
import { recordService } from './record-service';

// Newest harvest first; lots without a harvest date after them.
export const forageRecords = ownedRecords<typeof forage, ForageFields, ForageRecord>(forage, {
  orderBy: [sql`${forage.harvestDate} IS NULL`, desc(forage.harvestDate), desc(forage.createdAt)],
});

export const forageService = recordService(forageRecords, {
  notFound: FORAGE_NOT_FOUND,
  normalise: (fields) => withinTotals(fields, STOCK_COUNTS.forage),
});
