import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { integrityCheck } from '../../core/db/database-copy';
import { backupsToKeep, DEFAULT_RETENTION } from '../../core/domain/backup-retention';
import { quickUser } from '../../core/testing/quick-user';
import { openTempFarmDb } from '../../core/testing/temp-farm-db';
import type { Logger } from '../logger';
import { backupTakenAt, listBackups } from './backup-files';
import { startBackupSchedule, type BackupSchedule, type BackupScheduleOptions } from './backup-schedule';
import { backUpAndPrune } from './take-backup';

// The schedule the server runs, on a real farm database in a temp folder, with tiny intervals and,
// where days of backups are needed, a clock of its own.

const HOUR = 60 * 60 * 1000;
const START = Date.parse('2026-11-20T00:30:00Z');

let farm: ReturnType<typeof openTempFarmDb>;
let dir: string;
let infos: string[];
let errors: string[];
let schedule: BackupSchedule | undefined;
const log: Logger = { info: (message) => infos.push(message), error: (message, error) => errors.push(`${message} ${String(error)}`) };

beforeEach(() => {
  farm = openTempFarmDb();
  quickUser(farm.db, 'Scheduled Farm');
  dir = join(farm.file, '..', 'backups');
  infos = [];
  errors = [];
});
afterEach(async () => {
  await schedule?.stop();
  schedule = undefined;
  farm.dispose();
});

function start(options: Partial<BackupScheduleOptions> = {}): BackupSchedule {
  schedule = startBackupSchedule({ sqlite: farm.db.$client, dir, rule: DEFAULT_RETENTION, everyMs: HOUR, log, firstAfterMs: 0, ...options });
  return schedule;
}
const backupNames = () => listBackups(dir).map((copy) => basename(copy.file));
/** The copies the schedule reported taking, by name. */
const takenNames = () => infos.flatMap((line) => /backed up the database to .*\/(farm-hand-[^/ ]+\.sqlite)/.exec(line)?.[1] ?? []);

describe('the backup schedule', () => {
  it('takes a copy every interval and prunes by the retention rule: after 40 hours, the last 24 hours and each earlier day’s last copy', async () => {
    // An hour passes on this clock at each backup, from 2026-11-20 12:30.
    let hours = 0;
    start({ everyMs: 15, now: () => new Date(Date.parse('2026-11-20T12:30:00Z') + hours++ * HOUR) });
    await vi.waitFor(() => expect(takenNames().length).toBeGreaterThanOrEqual(40), { timeout: 60_000, interval: 20 });
    await schedule?.stop();
    expect(errors).toEqual([]);

    const taken = takenNames().map((name) => ({ name, takenAt: backupTakenAt(name) as Date }));
    const newest = taken.at(-1) as (typeof taken)[number];
    const left = backupNames();
    // The rule's own answer, and what it means: the 24 newest copies stay, the oldest is gone,
    // and each earlier day keeps its last copy (23:30).
    expect(left).toEqual([...backupsToKeep(taken, DEFAULT_RETENTION, newest.takenAt)].map((copy) => copy.name).sort());
    for (const copy of taken.slice(-24)) expect(left).toContain(copy.name);
    expect(left).not.toContain(taken[0]?.name);
    expect(left).toContain('farm-hand-2026-11-20T233000Z.sqlite');
    expect(left.length).toBeGreaterThanOrEqual(25);
    expect(left.length).toBeLessThanOrEqual(24 + 7);
    for (const name of left.slice(0, 3)) expect(await integrityCheck(join(dir, name))).toBe('ok');
    // Nothing half-written is left in the folder.
    expect(readdirSync(dir).filter((name) => !name.startsWith('farm-hand-'))).toEqual([]);
  }, 90_000);

  it('takes one copy shortly after start when there is none, without waiting for the interval', async () => {
    start();
    await vi.waitFor(() => expect(backupNames()).toHaveLength(1), { timeout: 5_000, interval: 10 });
    expect(infos.join('\n')).toMatch(/backed up the database to .*farm-hand-.*\.sqlite \(\d+\.\d MB in \d+ ms\)/);
  });

  it('takes none at start when the newest copy is younger than the interval, and one when it is older', async () => {
    const now = new Date(START);
    await backUpAndPrune({ sqlite: farm.db.$client, dir, rule: DEFAULT_RETENTION }, new Date(START - 50 * 60_000));
    start({ now: () => now });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(backupNames()).toEqual(['farm-hand-2026-11-19T234000Z.sqlite']);
    await schedule?.stop();

    start({ now: () => new Date(START + 20 * 60_000) }); // the newest is now 70 minutes old
    await vi.waitFor(() => expect(backupNames()).toHaveLength(2), { timeout: 5_000, interval: 10 });
  });

  it('never takes two at once: a tick during a backup waits for that one', async () => {
    const running = start({ firstAfterMs: HOUR });
    const [first, second] = [running.backUpNow(), running.backUpNow()];
    expect(second).toBe(first);
    expect((await first)?.file).toBeDefined();
    expect(backupNames()).toHaveLength(1);
  });

  it('logs a failed backup with its reason, keeps running, and succeeds at a later tick', async () => {
    writeFileSync(dir, 'a file where the backup folder should be');
    start({ everyMs: 30 });
    const failure = /^backup of the database into .*backups failed; the next one is tried in 30 ms: .*(EEXIST|ENOTDIR)/;
    await vi.waitFor(() => expect(errors.filter((line) => failure.test(line)).length).toBeGreaterThan(1), { timeout: 5_000, interval: 10 });
    rmSync(dir);
    await vi.waitFor(() => expect(backupNames().length).toBeGreaterThan(0), { timeout: 5_000, interval: 10 });
  });

  it('stops: a backup under way finishes, and no tick runs after', async () => {
    const running = start({ everyMs: 20, firstAfterMs: HOUR });
    const underWay = running.backUpNow();
    await running.stop();
    expect(await underWay).not.toBeNull();
    const copies = backupNames();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(backupNames()).toEqual(copies);
    expect(await running.backUpNow()).toBeNull();
  });

  it('removes the half-written copies a crash left in the folder', () => {
    mkdirSync(dir);
    writeFileSync(join(dir, '.farm-hand-2026-11-20T003000Z.sqlite.4e1f.partial'), 'half a copy');
    writeFileSync(join(dir, 'notes.txt'), 'the operator’s own file');
    start({ firstAfterMs: HOUR });
    expect(readdirSync(dir)).toEqual(['notes.txt']);
  });

  it('does not keep the process alive: a process that only runs a schedule ends by itself', () => {
    const script = `
      import { openTempFarmDb } from './core/testing/temp-farm-db';
      import { startBackupSchedule } from './server/backups/backup-schedule';
      const farm = openTempFarmDb();
      startBackupSchedule({ sqlite: farm.db.$client, dir: farm.file + '-backups', rule: { hourly: 1, daily: 1 }, everyMs: 60_000, log: { info() {}, error() {} } });
      farm.dispose();
      console.log('scheduled');`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { timeout: 20_000, encoding: 'utf8' });
    expect(output.trim()).toBe('scheduled');
  });
});
