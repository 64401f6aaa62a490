import { asc, desc } from 'drizzle-orm';
import { ownedRecords } from '../db/owned-records';
import { embryos } from '../db/schema';
import { STOCK_COUNTS, withinTotals } from '../domain/stock-levels';
import { EMBRYO_NOT_FOUND, type EmbryoFields, type EmbryoRecord } from '../schemas/embryos';
import { recordService } from './record-service';
import { requireOwnStorageTank } from './storage-tank-refs';

export const embryoRecords = ownedRecords<typeof embryos, EmbryoFields, EmbryoRecord>(embryos, {
  orderBy: [desc(embryos.createdAt), asc(embryos.donorDam)],
});

export const embryoService = recordService(embryoRecords, {
  notFound: EMBRYO_NOT_FOUND,
  normalise: (fields) => withinTotals(fields, STOCK_COUNTS.embryo),
  check: (db, userId, fields) => requireOwnStorageTank(db, userId, fields.storageTankId),
});
