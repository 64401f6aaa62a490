import { asc, sql } from 'drizzle-orm';
import type { FarmDb } from '../db/open-farm-db';
import { ownedRecords } from '../db/owned-records';
import { semenCanes, semenStraws, semenTanks } from '../db/schema';
import { STOCK_COUNTS, withinTotals } from '../domain/stock-levels';
import { NotFoundError } from '../errors';
import {
  SEMEN_MESSAGES,
  type SemenCaneFields,
  type SemenCaneRecord,
  type SemenStrawFields,
  type SemenTankFields,
} from '../schemas/semen';
import { recordService } from './record-service';
import { requireOwnStorageTank } from './storage-tank-refs';

// Semen tanks hold canes and canes hold straw lots. A cane names its tank and a lot its cane; both
// must be the farm's own. Deleting a tank deletes its canes and their straws, and deleting a cane
// its straws (the foreign keys cascade, in the delete's own statement; domain/delete-effects.ts
// declares the same for a copy of the farm).

export const semenTankRecords = ownedRecords<typeof semenTanks, SemenTankFields>(semenTanks, {
  orderBy: [asc(sql`${semenTanks.name} COLLATE NOCASE`)],
});
export const semenCaneRecords = ownedRecords<typeof semenCanes, SemenCaneFields, SemenCaneRecord>(semenCanes, {
  orderBy: [asc(semenCanes.tankId), asc(sql`CAST(${semenCanes.caneNumber} AS INTEGER)`), asc(semenCanes.caneNumber)],
});
export const semenStrawRecords = ownedRecords<typeof semenStraws, SemenStrawFields>(semenStraws, {
  orderBy: [asc(sql`${semenStraws.bullName} COLLATE NOCASE`)],
});

function requireOwnTank(db: FarmDb, userId: string, tankId: string): void {
  if (!semenTankRecords.find(db, userId, tankId)) throw new NotFoundError(SEMEN_MESSAGES.tankNotFound);
}

function requireOwnCane(db: FarmDb, userId: string, caneId: string): void {
  if (!semenCaneRecords.find(db, userId, caneId)) throw new NotFoundError(SEMEN_MESSAGES.caneNotFound);
}

export const semenTankService = recordService(semenTankRecords, {
  notFound: SEMEN_MESSAGES.tankNotFound,
  check: (db, userId, fields) => requireOwnStorageTank(db, userId, fields.storageTankId),
});

export const semenCaneService = recordService(semenCaneRecords, {
  notFound: SEMEN_MESSAGES.caneNotFound,
  check: (db, userId, fields) => requireOwnTank(db, userId, fields.tankId),
});

export const semenStrawService = recordService(semenStrawRecords, {
  notFound: SEMEN_MESSAGES.strawNotFound,
  normalise: (fields) => withinTotals(fields, STOCK_COUNTS.semenStraw),
  check: (db, userId, fields) => requireOwnCane(db, userId, fields.caneId),
});
