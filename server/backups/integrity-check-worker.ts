import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { readingOnly } from '../../core/db/database-copy';

// SQLite's integrity check reads every page: about a second for a database of 100,000 head. Run on
// the server's thread it would stop every request for that long each hour, so the scheduled backup
// runs it in a worker thread on a connection of its own.

const DRIVER = createRequire(import.meta.url).resolve('better-sqlite3');

/** Plain CommonJS, so the worker needs no TypeScript loader. */
const CHECK = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const sqlite = new Database(workerData.file, { readonly: true, fileMustExist: true });
try {
  parentPort.postMessage(String(sqlite.pragma('integrity_check', { simple: true })));
} finally {
  sqlite.close();
}`;

function checkInWorker(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CHECK, { eval: true, workerData: { driver: DRIVER, file } });
    worker.once('message', (result: string) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the integrity check stopped (exit code ${code})`)));
  });
}

/** integrity_check of a database file, off the server's thread: 'ok', or what SQLite found wrong. */
export function integrityCheckOffThread(file: string): Promise<string> {
  // readingOnly removes the -wal and -shm that reading a copy in WAL mode makes.
  return readingOnly(file, () => checkInWorker(file));
}
