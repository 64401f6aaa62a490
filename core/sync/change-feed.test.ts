import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { insertUser } from '../db/users';
import { openTempFarmDb } from '../testing/temp-farm-db';
import { readChanges } from './change-feed';

const DRIVER = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * Another connection to the file (a second process, a backup, a script) holding the write lock for
 * `holdMs`, then committing a write: resolves once it holds the lock.
 */
function writerHolding(file: string, holdMs: number): Promise<Worker> {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const Database = require(workerData.driver);
     const sqlite = new Database(workerData.file);
     sqlite.exec('BEGIN IMMEDIATE');
     sqlite.prepare("UPDATE users SET farm_name = farm_name WHERE 0").run();
     parentPort.postMessage('holding');
     Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.holdMs);
     sqlite.exec('COMMIT');
     sqlite.close();`,
    { eval: true, workerData: { driver: DRIVER, file, holdMs } },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', () => resolve(worker));
    worker.once('error', reject);
  });
}

const disposals: (() => void)[] = [];
afterEach(() => disposals.splice(0).forEach((dispose) => dispose()));

describe('the change feed', () => {
  it("a farm's first pull while another connection is writing waits for it, and answers (never 'database is locked')", async () => {
    const { db, file, dispose } = openTempFarmDb();
    disposals.push(dispose);
    const user = insertUser(db, { email: 'feed@example.com', passwordHash: 'unused', farmName: 'Feed', ownerName: null, location: null });
    const writer = await writerHolding(file, 300);
    const page = readChanges(db, user.id, { since: 0, limit: 10 });
    expect(page).toMatchObject({ changes: [], next: 0, more: false });
    expect(page.epoch).toMatch(/^[0-9a-f-]{36}$/);
    expect(readChanges(db, user.id, { since: 0, limit: 10 }).epoch).toBe(page.epoch);
    await writer.terminate();
  });
});
