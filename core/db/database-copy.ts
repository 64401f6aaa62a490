import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

// Whole-database copies, shared by the desktop's farm files and the server's scheduled backups.
// Copies are made with SQLite's backup API, never a file copy: the API is safe while the database is
// open and being written (a file copy of a live WAL database can miss commits or tear pages).

/** What a copy is called while it is being written: hidden, so a half-written copy never looks like one. */
const PARTIAL_SUFFIX = '.partial';

/** Whether a file name is a copy that copyVerified left unfinished (the process died while it ran). */
export function isPartialCopy(name: string): boolean {
  return name.startsWith('.') && name.endsWith(PARTIAL_SUFFIX);
}

/**
 * Runs `read` on the file opened read-only. A read-only connection to a database in WAL mode still
 * makes its -wal and -shm files; those it made (the WAL empty) are removed again, so that a file
 * that is only read, or refused, is left exactly as it was found.
 */
export async function readingOnly<T>(file: string, read: (sqlite: Database.Database) => T | Promise<T>): Promise<T> {
  const sidecars = [`${file}-wal`, `${file}-shm`].filter((sidecar) => !existsSync(sidecar));
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return await read(sqlite);
  } finally {
    sqlite.close();
    const walEmpty = !existsSync(`${file}-wal`) || statSync(`${file}-wal`).size === 0;
    if (walEmpty) for (const sidecar of sidecars) rmSync(sidecar, { force: true });
  }
}

/** Copies a database with SQLite's backup API (safe while it is open), into a new file. */
export async function backUpDatabase(sqlite: Database.Database, destination: string): Promise<void> {
  if (existsSync(destination)) throw new Error(`${destination} already exists`);
  await sqlite.backup(destination);
}

/** SQLite's full integrity check of a database file: 'ok', or what it found wrong. */
export function integrityCheck(file: string): Promise<string> {
  return readingOnly(file, (sqlite) => String(sqlite.pragma('integrity_check', { simple: true })));
}

/**
 * Copies `sqlite` to `destination` through a temporary file beside it, checks the copy with
 * integrity_check (`check`, which a server runs off its thread), then renames it into place
 * (replacing what was there): a failed or half-written copy never sits where a copy is expected.
 */
export async function copyVerified(sqlite: Database.Database, destination: string, check: (file: string) => Promise<string> = integrityCheck): Promise<void> {
  const partial = join(dirname(destination), `.${basename(destination)}.${randomUUID()}${PARTIAL_SUFFIX}`);
  try {
    await backUpDatabase(sqlite, partial);
    const result = await check(partial);
    if (result !== 'ok') throw new Error(`the copy failed its integrity check (${result})`);
    renameSync(partial, destination);
  } finally {
    rmSync(partial, { force: true });
  }
}
