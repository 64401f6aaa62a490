import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { integrityCheck, readingOnly } from '../../core/db/database-copy';
import { DEFAULT_RETENTION } from '../../core/domain/backup-retention';
import { closeFarmDb, openFarmDb, type FarmDb } from '../../core/db/open-farm-db';
import { farmEpoch } from '../../core/db/sync-feed';
import { seedBigHerd } from '../../core/seed/big-herd';
import { quickUser } from '../../core/testing/quick-user';
import { RestoreRefused, restoreBackup } from './restore-backup';
import { backUpAndPrune } from './take-backup';

// `npm run restore` on real database files: a backup taken by the schedule's own function, the
// server's database with records added after it, and files that must be refused.

const NOW = new Date('2026-11-25T08:15:00Z');

let dir: string;
let target: string;
let backup: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'restore-backup-'));
  target = join(dir, 'data', 'farm-hand.sqlite');
  const db = openFarmDb(target);
  quickUser(db, 'In the backup');
  seedBigHerd(db, quickUser(db, 'Big Herd').userId, { head: 300, today: '2026-11-25' });
  backup = (await backUpAndPrune({ sqlite: db.$client, dir: join(dir, 'backups'), rule: DEFAULT_RETENTION }, new Date('2026-11-25T07:00:00Z'))).file;
  quickUser(db, 'Added after the backup');
  closeFarmDb(db); // the server is stopped
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const farmNames = (file: string) => readingOnly(file, (sqlite) => sqlite.prepare('SELECT farm_name FROM users ORDER BY farm_name').pluck().all());
/** Every file under the folder with a hash of its bytes: what "left as it was" means. */
function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files[join(entry.parentPath, entry.name)] = createHash('sha256').update(readFileSync(join(entry.parentPath, entry.name))).digest('hex');
  }
  return files;
}
async function expectRefused(backupFile: string, message: RegExp) {
  const before = snapshot(dir);
  const refusal = await restoreBackup(backupFile, target, NOW).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(RestoreRefused);
  expect((refusal as Error).message).toMatch(message);
  expect(snapshot(dir)).toEqual(before);
}

describe('npm run restore', () => {
  it('starts every farm’s change feed over: the restored file numbers its changes as it did then', async () => {
    const userId = await readingOnly(target, (sqlite) => sqlite.prepare("SELECT id FROM users WHERE farm_name = 'Big Herd'").pluck().get() as string);
    const epochNow = () => {
      const db = openFarmDb(target);
      try {
        return farmEpoch(db, userId);
      } finally {
        closeFarmDb(db);
      }
    };
    const before = epochNow();
    // The backup was taken before this epoch was made; take one that holds it.
    const sqlite = new Database(target);
    const withEpoch = (await backUpAndPrune({ sqlite, dir: join(dir, 'later'), rule: DEFAULT_RETENTION }, NOW)).file;
    sqlite.close();
    await restoreBackup(withEpoch, target, NOW);
    expect(epochNow()).not.toBe(before);
  });

  it('puts the backup in place of the database and keeps the database as it was beside it', async () => {
    const restored = await restoreBackup(backup, target, NOW);
    expect(restored).toEqual({ backup, target, keptAs: `${target}.before-restore-2026-11-25T081500Z`, keptBy: 'copied' });
    expect(await farmNames(target)).toEqual(['Big Herd', 'In the backup']);
    expect(await farmNames(`${target}.before-restore-2026-11-25T081500Z`)).toEqual(['Added after the backup', 'Big Herd', 'In the backup']);
    expect(await integrityCheck(target)).toBe('ok');
    expect(readdirSync(join(dir, 'data')).sort()).toEqual(['farm-hand.sqlite', 'farm-hand.sqlite.before-restore-2026-11-25T081500Z']);
  });

  it('after a crash, keeps the last commits the write-ahead log held, and does not replay that log onto the backup', async () => {
    // What a power cut leaves: the database with commits still in its -wal, copied while open.
    const db: FarmDb = openFarmDb(target);
    db.$client.pragma('wal_autocheckpoint = 0');
    quickUser(db, 'Only in the write-ahead log');
    const crashed = join(dir, 'crashed', 'farm-hand.sqlite');
    mkdirSync(join(dir, 'crashed'));
    for (const suffix of ['', '-wal', '-shm']) copyFileSync(`${target}${suffix}`, `${crashed}${suffix}`);
    closeFarmDb(db);

    const restored = await restoreBackup(backup, crashed, NOW);
    expect(await farmNames(restored.keptAs as string)).toContain('Only in the write-ahead log');
    expect(await farmNames(crashed)).toEqual(['Big Herd', 'In the backup']);
    expect(existsSync(`${crashed}-wal`)).toBe(false);
  });

  it('restores onto a new disk, where there is no database yet', async () => {
    const fresh = join(dir, 'new-disk', 'farm-hand.sqlite');
    expect(await restoreBackup(backup, fresh, NOW)).toEqual({ backup, target: fresh, keptAs: null, keptBy: null });
    expect(await farmNames(fresh)).toEqual(['Big Herd', 'In the backup']);
  });

  it('moves a database that cannot be read aside as it was, byte for byte', async () => {
    writeFileSync(target, 'not a database any more: the disk failed');
    const restored = await restoreBackup(backup, target, NOW);
    expect(restored.keptBy).toBe('moved');
    expect(readFileSync(restored.keptAs as string, 'utf8')).toBe('not a database any more: the disk failed');
    expect(await farmNames(target)).toEqual(['Big Herd', 'In the backup']);
  });

  it('refuses while the server has the database open, and leaves it as it was', async () => {
    const serving = openFarmDb(target);
    try {
      await expectRefused(backup, /^Not restored: .*farm-hand\.sqlite is in use\. Stop the server first/);
    } finally {
      closeFarmDb(serving);
    }
  });

  it('refuses a file that is not a database', async () => {
    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'feed the calves at six\n'.repeat(20));
    await expectRefused(notes, /^Not restored: .*notes\.txt is not a SQLite database that can be read \(file is not a database\)/);
  });

  it('refuses a SQLite database that is not Farm Hand’s', async () => {
    const other = join(dir, 'other.sqlite');
    const sqlite = new Database(other);
    sqlite.exec('CREATE TABLE recipes (name TEXT)');
    sqlite.close();
    await expectRefused(other, /^Not restored: .*other\.sqlite is a SQLite database, but not a Farm Hand database\.$/);
  });

  it('refuses a damaged backup', async () => {
    // Pages in the middle of the herd's table overwritten, as a failing disk would.
    const damaged = join(dir, 'damaged.sqlite');
    copyFileSync(backup, damaged);
    const fd = openSync(damaged, 'r+');
    writeSync(fd, Buffer.alloc(3 * 4096, 0x5a), 0, 3 * 4096, 8 * 4096);
    closeSync(fd);
    await expectRefused(damaged, /^Not restored: .*damaged\.sqlite is damaged: SQLite's integrity check says "/);
  });

  it('refuses a backup that does not exist, and the database itself', async () => {
    await expectRefused(join(dir, 'backups', 'farm-hand-2020-01-01T000000Z.sqlite'), /does not exist\.$/);
    await expectRefused(target, /is the database itself; choose a backup\.$/);
  });
});
