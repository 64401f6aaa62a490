import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { closeFarmDb, openFarmDb } from '../../../core/db/open-farm-db';
import { quickUser } from '../../../core/testing/quick-user';
import { closeFarmFile, createFarmFile } from '../farm-file';

/** This version's migrations, as the packaged app ships them beside its main bundle. */
export const MIGRATIONS = join(import.meta.dirname, '../../../core/db/migrations');

/** A farm file in `dir` with one farm of that name in it, closed. */
export function farmFile(dir: string, name: string): string {
  const made = createFarmFile(join(dir, `${name}.farmhand`), { migrationsFolder: MIGRATIONS });
  quickUser(made.db, name);
  closeFarmFile(made);
  return made.file;
}

/** The migrations as the previous release shipped them: all but the newest. */
function olderReleaseMigrations(dir: string): string {
  const folder = join(dir, 'older-migrations');
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, -1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** A farm file saved by the previous release, with one farm of that name in it, closed. */
export function olderFarmFile(dir: string, name: string): string {
  const file = join(dir, `${name}.farmhand`);
  const db = openFarmDb(file, { migrationsFolder: olderReleaseMigrations(dir) });
  // In that release's columns: today's schema has columns its file does not (a read back of them would fail).
  db.$client
    .prepare('INSERT INTO users (id, email, password_hash, farm_name) VALUES (?, ?, ?, ?)')
    .run(crypto.randomUUID(), `${crypto.randomUUID()}@example.com`, 'placeholder: no password opens this account', name);
  closeFarmDb(db);
  return file;
}
