import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeFarmDb, openFarmDb, type FarmDb } from '../db/open-farm-db';

/**
 * A real, migrated SQLite file in a fresh temp folder, for tests; `dispose` removes it.
 * `waitForDisk: false` for a throwaway file taking thousands of small writes (property tests).
 */
export function openTempFarmDb({ waitForDisk = true } = {}): { db: FarmDb; file: string; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'farm-hand-test-'));
  const file = join(dir, 'farm.sqlite');
  const db = openFarmDb(file);
  if (!waitForDisk) db.$client.pragma('synchronous = OFF');
  return {
    db,
    file,
    dispose: () => {
      closeFarmDb(db);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
