import type { FarmDb } from '../db/open-farm-db';
import { NotFoundError } from '../errors';
import { STORAGE_TANK_NOT_FOUND } from '../schemas/storage-tanks';
import { storageTankRecords } from './storage-tanks';

/** A record may sit in one of the farm's own storage tanks: another farm's tank is not found. */
export function requireOwnStorageTank(db: FarmDb, userId: string, storageTankId: string | null): void {
  if (storageTankId !== null && !storageTankRecords.find(db, userId, storageTankId)) {
    throw new NotFoundError(STORAGE_TANK_NOT_FOUND);
  }
}
