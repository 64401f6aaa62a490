import { asc, desc } from 'drizzle-orm';
import { ownedRecords } from '../db/owned-records';
import { embryos } from '../db/schema';
import { remainingWithinTotal } from '../domain/stock-levels';
import type { EmbryoFields, EmbryoRecord } from '../schemas/embryos';
import { recordService } from './record-service';
import { requireOwnStorageTank } from './storage-tank-refs';

export const EMBRYO_NOT_FOUND = 'Embryo lot not found';

export const embryoRecords = ownedRecords<typeof embryos, EmbryoFields, EmbryoRecord>(embryos, {
  orderBy: [desc(embryos.createdAt), asc(embryos.donorDam)],
});

export const embryoService = recordService(embryoRecords, {
  notFound: EMBRYO_NOT_FOUND,
  normalise: (fields) => ({ ...fields, remainingEmbryos: remainingWithinTotal(fields.remainingEmbryos, fields.totalEmbryos) }),
  check: (db, userId, fields) => requireOwnStorageTank(db, userId, fields.storageTankId),
});
