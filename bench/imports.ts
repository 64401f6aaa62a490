// Importing a herd (POST /api/import/cattle) from the 10,000-head farm's own Excel export into an
// empty farm on a copy of its database: the preview (a dry run, every row planned and checked) and
// the import itself (10,000 new animals with their history and sync feed entries, one transaction),
// each timed from the request to the answer, and the serving process's peak memory. Each import
// runs in a new server process on a new copy, so its peak is its own and not what an earlier request
// left behind (a preview then an import in one process peak higher: V8 keeps the heap the first grew).
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { newSessionToken } from '../core/auth/tokens';
import { closeFarmDb, openFarmDb } from '../core/db/open-farm-db';
import { createSession } from '../core/db/sessions';
import { insertUser } from '../core/db/users';
import { cattleWorkbookBuffer } from '../core/exports/cattle-workbook';
import { withServer, type ServerProcess } from './children';
import type { BenchFarm } from './farms';
import { fromRuns, type Result } from './results';

const PREVIEW_TARGET_S = 3;
const APPLY_TARGET_S = 10;
const PEAK_TARGET_MB = 300;
const MB = 1024 * 1024;

function exportOf(farm: BenchFarm): Promise<Buffer> {
  const db = openFarmDb(farm.file);
  return cattleWorkbookBuffer(db, farm.userId).finally(() => closeFarmDb(db));
}

/** A copy of the farm's file with an empty farm signed in beside the herd: its token. */
function copyWithEmptyFarm(farm: BenchFarm, file: string): string {
  copyFileSync(farm.file, file);
  const db = openFarmDb(file);
  try {
    const user = insertUser(db, { email: 'importer@example.com', passwordHash: 'unused: signed in by token', farmName: 'Empty', ownerName: 'Importer', location: null });
    const token = newSessionToken();
    createSession(db, user.id, token);
    db.$client.pragma('wal_checkpoint(TRUNCATE)');
    return token;
  } finally {
    closeFarmDb(db);
  }
}

async function timedImport(server: ServerProcess, token: string, file: Buffer, dryRun: boolean, head: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/import/cattle?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(file),
  });
  const answer = (await response.json()) as { create?: number; errors?: unknown[] };
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 200 || answer.create !== head) throw new Error(`the import answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  return seconds;
}

export async function benchImports(farm: BenchFarm, runs: number): Promise<Result[]> {
  const file = await exportOf(farm);
  const copy = join(farm.file, '..', 'import.sqlite');
  const preview: number[] = [];
  const apply: number[] = [];
  const peak: number[] = [];
  /** One import in a server of its own on a new copy: its seconds, and the process's peak. */
  const measure = async (dryRun: boolean) => {
    const token = copyWithEmptyFarm(farm, copy);
    try {
      return await withServer({ kind: 'app', dbFile: copy, userId: farm.userId }, async (server) => ({
        seconds: await timedImport(server, token, file, dryRun, farm.head),
        peakMb: server.peakRssBytes() / MB,
      }));
    } finally {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
    }
  };
  for (let run = 0; run < runs; run += 1) {
    const previewed = await measure(true);
    const applied = await measure(false);
    preview.push(previewed.seconds);
    apply.push(applied.seconds);
    peak.push(Math.max(previewed.peakMb, applied.peakMb));
  }
  return [
    fromRuns('import.cattle_10k.preview_s', preview, 's', { target: { max: PREVIEW_TARGET_S } }),
    fromRuns('import.cattle_10k.apply_s', apply, 's', { target: { max: APPLY_TARGET_S } }),
    fromRuns('import.cattle_10k.peak_rss_mb', peak, 'MB', { target: { max: PEAK_TARGET_MB } }),
    { name: 'import.cattle_10k.file_bytes', value: file.length, unit: 'bytes' },
  ];
}
