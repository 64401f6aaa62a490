import { asc, sql } from 'drizzle-orm';
import { ownedRecords } from '../db/owned-records';
import { storageTanks } from '../db/schema';
import { STORAGE_TANK_NOT_FOUND, type StorageTankFields, type StorageTankRecord } from '../schemas/storage-tanks';
import { recordService } from './record-service';

// Storage tanks and freezers. Deleting one keeps the semen tanks and embryo lots that sat in it,
// unlinked (the foreign keys set them to null; domain/delete-effects.ts declares the same for a
// copy of the farm).

export const storageTankRecords = ownedRecords<typeof storageTanks, StorageTankFields, StorageTankRecord>(storageTanks, {
  orderBy: [asc(sql`${storageTanks.name} COLLATE NOCASE`), asc(storageTanks.createdAt)],
});

export const storageTankService = recordService(storageTankRecords, { notFound: STORAGE_TANK_NOT_FOUND });
