import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quickUser } from '../../core/testing/quick-user';
import { MIGRATIONS, olderFarmFile } from './testing/farm-files';
import { readingOnly } from '../../core/db/database-copy';
import { backupFileFor, closeFarmFile, createFarmFile, FarmFileRefused, openFarmFile, pendingMigrations } from './farm-file';

// Farm files on disk, opened as the desktop app opens them: real SQLite files in a temp folder.
const NOW = new Date('2026-11-23T22:15:00Z');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'farm-file-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const fingerprint = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
/** One number read from a farm file, opened read-only. */
const readCount = (file: string, sql: string) => readingOnly(file, (sqlite) => sqlite.prepare(sql).pluck().get() as number);
const migrationCount = (file: string) => readCount(file, 'SELECT count(*) FROM __drizzle_migrations');
const userCount = (file: string) => readCount(file, 'SELECT count(*) FROM users');

describe('a new farm file', () => {
  it('is made with every migration, and opens again with nothing to upgrade and no backup', async () => {
    const file = join(dir, 'New Ranch.farmhand');
    const made = createFarmFile(file, { migrationsFolder: MIGRATIONS });
    quickUser(made.db, 'New Ranch');
    closeFarmFile(made);
    expect(await pendingMigrations(file, MIGRATIONS)).toBe(0);

    const opened = await openFarmFile(file, { migrationsFolder: MIGRATIONS, now: NOW });
    expect(opened.backupFile).toBeNull();
    expect(opened.db.$client.prepare('SELECT farm_name FROM users').pluck().all()).toEqual(['New Ranch']);
    closeFarmFile(opened);
  });

  it('never overwrites a file that is already there', () => {
    const file = join(dir, 'Taken.farmhand');
    writeFileSync(file, 'notes');
    expect(() => createFarmFile(file, { migrationsFolder: MIGRATIONS })).toThrow(FarmFileRefused);
    expect(readFileSync(file, 'utf8')).toBe('notes');
  });
});

describe('a farm file made by an older version', () => {
  it('is backed up beside itself with the backup API, then upgraded; the backup holds the old schema and the farm', async () => {
    const file = olderFarmFile(dir, 'Home Place');
    const pending = await pendingMigrations(file, MIGRATIONS);
    const all = (await migrationCount(file)) + pending;
    expect(pending).toBe(1);

    const opened = await openFarmFile(file, { migrationsFolder: MIGRATIONS, now: NOW });
    expect(opened.backupFile).toBe(join(dir, 'Home Place (before upgrade 2026-11-23 2215).farmhand'));
    closeFarmFile(opened);

    expect(await migrationCount(file)).toBe(all);
    expect(await userCount(file)).toBe(1);
    const backup = opened.backupFile!;
    expect(fingerprint(backup)).not.toBe(fingerprint(file));
    expect(await migrationCount(backup)).toBe(all - 1);
    expect(await userCount(backup)).toBe(1);
    expect(await readingOnly(backup, (copy) => copy.pragma('integrity_check', { simple: true }))).toBe('ok');
    // The backup is the file as it was: opening it again would upgrade it the same way.
    expect(await pendingMigrations(backup, MIGRATIONS)).toBe(1);
  });
});

describe('a file that is not a farm this version can open', () => {
  const refusedUntouched = async (file: string, reason: RegExp) => {
    const before = fingerprint(file);
    await expect(openFarmFile(file, { migrationsFolder: MIGRATIONS, now: NOW })).rejects.toThrow(reason);
    expect(fingerprint(file)).toBe(before);
    expect(existsSync(`${file}-wal`)).toBe(false);
  };

  it('a text file is refused, saying so, and left as it was', async () => {
    const file = join(dir, 'shopping.farmhand');
    writeFileSync(file, 'salt blocks, ear tags, fence staples\n');
    await refusedUntouched(file, /^shopping\.farmhand was not opened: it is not a Farm Hand farm file\. The file was left as it was\.$/);
  });

  it('an empty file is refused', async () => {
    const file = join(dir, 'empty.farmhand');
    writeFileSync(file, '');
    await refusedUntouched(file, /it is not a Farm Hand farm file/);
  });

  it("another program's SQLite database is refused and left as it was", async () => {
    const file = join(dir, 'accounts.farmhand');
    const other = new Database(file);
    other.exec("CREATE TABLE ledger (id INTEGER PRIMARY KEY, amount INTEGER); INSERT INTO ledger (amount) VALUES (1200);");
    other.close();
    await refusedUntouched(file, /it is a database, but not a Farm Hand farm/);
  });

  it('a farm saved by a newer version is refused, with the way forward', async () => {
    const file = join(dir, 'Future.farmhand');
    const made = createFarmFile(file, { migrationsFolder: MIGRATIONS });
    made.db.$client.prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)').run('from-a-newer-release', 4_102_444_800_000);
    closeFarmFile(made);
    await refusedUntouched(file, /it was saved by a newer version of Farm Hand\. Update the app to open it\./);
  });

  it('a missing file is refused', async () => {
    await expect(openFarmFile(join(dir, 'gone.farmhand'), { migrationsFolder: MIGRATIONS })).rejects.toThrow(/it does not exist/);
  });
});

describe('backup names', () => {
  it('keep the farm name and extension, with why and when', () => {
    expect(backupFileFor('/farms/Creek Bend.farmhand', 'before restore', NOW)).toBe('/farms/Creek Bend (before restore 2026-11-23 2215).farmhand');
  });
});
