import { asc, sql } from 'drizzle-orm';
import { ownedRecords } from '../db/owned-records';
import { medicines } from '../db/schema';
import { HEALTH_MESSAGES, type MedicineFields, type MedicineRecord } from '../schemas/health';
import { recordService } from './record-service';

// The medicine cabinet. Deleting a medicine keeps the treatments given with it: they hold its name
// and their withdrawal days (the foreign key unlinks them).

export const medicineRecords = ownedRecords<typeof medicines, MedicineFields, MedicineRecord>(medicines, {
  orderBy: [asc(sql`${medicines.name} COLLATE NOCASE`), asc(medicines.createdAt)],
});

export const medicineService = recordService(medicineRecords, { notFound: HEALTH_MESSAGES.medicineNotFound });
