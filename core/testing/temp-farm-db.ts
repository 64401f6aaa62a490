import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeFarmDb, openFarmDb, type FarmDb } from '../db/open-farm-db';

/** A real, migrated SQLite file in a fresh temp folder, for tests; `dispose` removes it. */
export function openTempFarmDb(): { db: FarmDb; file: string; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'farm-hand-test-'));
  const file = join(dir, 'farm.sqlite');
  const db = openFarmDb(file);
  return {
    db,
    file,
    dispose: () => {
      closeFarmDb(db);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
