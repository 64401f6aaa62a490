import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrityCheck, readingOnly } from '../../core/db/database-copy';
import { DEFAULT_RETENTION } from '../../core/domain/backup-retention';
import { closeFarmDb, openFarmDb } from '../../core/db/open-farm-db';
import { seedBigHerd } from '../../core/seed/big-herd';
import { quickUser, type QuickUser } from '../../core/testing/quick-user';
import { restoreBackup } from '../backups/restore-backup';
import { backUpAndPrune, type BackupTaken } from '../backups/take-backup';
import { listen } from '../listen';
import { silentLogger } from '../logger';
import { callJson } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/test-server';
import { reportFigures } from './report';
import { FULL } from './scale';
import { databaseContent } from './support/backup-content';
import { snapshotProblems, startWriteStreams, type WriteStreams } from './support/backup-writers';

// The server's scheduled backup, taken through the schedule's own function while the real server
// takes about 100 creates a second over HTTP: the copy must pass integrity_check, hold exactly a
// consistent snapshot of the writes, restore (through `npm run restore`'s function) to the same
// content, and a server started on the restored file must serve its records.

/** A herd big enough that the copy takes many steps, with writes landing between them. */
const HEAD = FULL ? 100_000 : 10_000;
const WRITES_PER_SECOND = 100;
const STREAMS = 4;
/** Writes before the backup starts, and after it ends. */
const WRITE_BEFORE_MS = FULL ? 5_000 : 1_500;
const WRITE_AFTER_MS = FULL ? 5_000 : 1_000;

describe('backup: the server’s database copied under load', () => {
  let server: TestServer;
  let writer: QuickUser;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'farm-hand-backup-'));
    server = await startTestServer();
    seedBigHerd(server.db, quickUser(server.db, 'Big Herd Ranch').userId, { head: HEAD, today: '2026-11-25' });
    writer = quickUser(server.db, 'Busy Farm');
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`a backup taken under ${WRITES_PER_SECOND} writes a second is a consistent snapshot that passes integrity_check and restores to the same content`, async () => {
    let load: WriteStreams | undefined;
    try {
      const loadStarted = performance.now();
      load = startWriteStreams({ url: server.url, token: writer.token, streams: STREAMS, perSecond: WRITES_PER_SECOND });
      await sleep(WRITE_BEFORE_MS);
      // How long the server's thread is held at a time while the backup runs (requests wait that long).
      const stalls = monitorEventLoopDelay({ resolution: 10 });
      stalls.enable();
      const backupStartedAt = performance.now();
      const taken: BackupTaken = await backUpAndPrune({ sqlite: server.db.$client, dir: join(dir, 'backups'), rule: DEFAULT_RETENTION }, new Date());
      const backupFinishedAt = performance.now();
      // A pause at the very end shows only when the next timer fires, after it.
      await sleep(50);
      stalls.disable();
      await sleep(WRITE_AFTER_MS - 50);
      await load.stop();
      const loadSeconds = (performance.now() - loadStarted) / 1000;
      expect(load.problems).toEqual([]);

      // The copy: whole, and exactly a moment of the farm.
      expect(await integrityCheck(taken.file)).toBe('ok');
      const inBackup = await readingOnly(taken.file, (sqlite) => ({
        writes: new Set(sqlite.prepare('SELECT id FROM cattle WHERE user_id = ?').pluck().all(writer.userId) as string[]),
        head: sqlite.prepare('SELECT count(*) FROM cattle WHERE user_id <> ?').pluck().get(writer.userId) as number,
      }));
      expect(snapshotProblems(load.sent, inBackup.writes, backupStartedAt, backupFinishedAt)).toEqual([]);
      expect(inBackup.head).toBe(HEAD);
      const ackedBetween = (from: number, to: number) => load?.sent.filter((animal) => animal.ackedAt !== null && animal.ackedAt >= from && animal.ackedAt <= to).length ?? 0;
      const during = ackedBetween(backupStartedAt, backupFinishedAt);
      const before = ackedBetween(loadStarted, backupStartedAt);

      // The restore: a new file with every table's rows exactly as in the backup.
      const restored = join(dir, 'restored', 'farm-hand.sqlite');
      const restoreStarted = performance.now();
      expect((await restoreBackup(taken.file, restored)).keptAs).toBeNull();
      const restoreMs = performance.now() - restoreStarted;
      const [backupContent, restoredContent] = [await databaseContent(taken.file), await databaseContent(restored)];
      expect(restoredContent).toEqual(backupContent);
      expect(backupContent.cattle?.rows).toBe(HEAD + inBackup.writes.size);

      // A server started on the restored file serves the backup's records to the same signed-in farm.
      const db = openFarmDb(restored);
      const running = await listen({ db, log: silentLogger, host: '127.0.0.1', port: 0 });
      try {
        const answer = await callJson<{ id: string }[]>(`http://127.0.0.1:${running.port}/api/cattle`, { token: writer.token });
        expect(answer.status).toBe(200);
        expect(new Set(answer.body.map((animal) => animal.id))).toEqual(inBackup.writes);
      } finally {
        await running.close();
        closeFarmDb(db);
      }

      reportFigures('backup', [
        { name: 'database size', value: Math.round(taken.bytes / 1024 / 102.4) / 10, unit: 'MB' },
        { name: 'head in the database', value: HEAD + inBackup.writes.size, unit: 'head' },
        { name: 'backup duration (copy and integrity_check)', value: Math.round(taken.ms), unit: 'ms' },
        { name: 'writes acknowledged while the backup ran', value: during, unit: 'writes' },
        { name: 'write rate before the backup', value: Math.round(before / ((backupStartedAt - loadStarted) / 1000)), unit: 'writes/s' },
        { name: 'write rate while the backup ran', value: Math.round(during / ((backupFinishedAt - backupStartedAt) / 1000)), unit: 'writes/s' },
        { name: 'longest pause of the server’s thread during the backup', value: Math.round(stalls.max / 1e6), unit: 'ms' },
        { name: 'write rate over the run', value: Math.round(load.sent.length / loadSeconds), unit: 'writes/s' },
        { name: 'animals written during the run', value: load.sent.length, unit: 'animals' },
        { name: 'animals in the backup from the writes', value: inBackup.writes.size, unit: 'animals' },
        { name: 'restore duration (check, copy and integrity_check)', value: Math.round(restoreMs), unit: 'ms' },
      ]);
    } finally {
      await load?.stop();
    }
  }, 180_000);
});
