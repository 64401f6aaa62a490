import { desc, sql } from 'drizzle-orm';
import { ownedRecords } from '../db/owned-records';
import { forage } from '../db/schema';
import { remainingWithinTotal } from '../domain/stock-levels';
import type { ForageFields, ForageRecord } from '../schemas/forage';
import { recordService } from './record-service';

export const FORAGE_NOT_FOUND = 'Forage record not found';

// Newest harvest first; lots without a harvest date after them.
export const forageRecords = ownedRecords<typeof forage, ForageFields, ForageRecord>(forage, {
  orderBy: [sql`${forage.harvestDate} IS NULL`, desc(forage.harvestDate), desc(forage.createdAt)],
});

export const forageService = recordService(forageRecords, {
  notFound: FORAGE_NOT_FOUND,
  normalise: (fields) => ({ ...fields, remainingBales: remainingWithinTotal(fields.remainingBales, fields.totalBales) }),
});
