import { eq } from 'drizzle-orm';
import type { FarmDb } from './open-farm-db';
import { fileSettings } from './schema';

// Settings of the database file itself, not of a farm in it: on the desktop a farm file's own
// (the port it is shared with phones on). Being in the file, they go wherever the file is copied.

/** The setting's value, or null when the file has none. */
export function readFileSetting(db: FarmDb, key: string): string | null {
  return db.select({ value: fileSettings.value }).from(fileSettings).where(eq(fileSettings.key, key)).get()?.value ?? null;
}

/** Sets the setting, replacing the value it had. */
export function writeFileSetting(db: FarmDb, key: string, value: string): void {
  db.insert(fileSettings).values({ key, value }).onConflictDoUpdate({ target: fileSettings.key, set: { value } }).run();
}
