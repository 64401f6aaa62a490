import type Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { farmEpoch } from '../../core/db/sync-feed';
import { quickUser } from '../../core/testing/quick-user';
import { backUpFarm, restoreFarm } from './farm-backup';
import { readingOnly } from '../../core/db/database-copy';
import { closeFarmFile, createFarmFile, FarmFileRefused, type OpenedFarm } from './farm-file';
import { MIGRATIONS } from './testing/farm-files';

// Backup Farm… and Restore Farm… on real farm files in a temp folder.
const NOW = new Date('2026-11-23T22:15:00Z');
const options = { migrationsFolder: MIGRATIONS, now: NOW };

let dir: string;
let farm: OpenedFarm;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'farm-backup-'));
  farm = createFarmFile(join(dir, 'Home Place.farmhand'), options);
  quickUser(farm.db, 'Home Place');
});
afterEach(() => {
  if (farm.db.$client.open) closeFarmFile(farm);
  rmSync(dir, { recursive: true, force: true });
});

const farmNames = (db: Database.Database) => db.prepare('SELECT farm_name FROM users ORDER BY farm_name').pluck().all();
const namesIn = (file: string) => readingOnly(file, farmNames);

describe('Backup Farm…', () => {
  it('copies the open farm whole, through the backup API, to the chosen file, which passes integrity_check', async () => {
    const copy = join(dir, 'Home Place backup.farmhand');
    await backUpFarm(farm.db, copy);
    expect(await namesIn(copy)).toEqual(['Home Place']);
    expect(await readingOnly(copy, (check) => check.pragma('integrity_check', { simple: true }))).toBe('ok');
    // Nothing is left behind but the farm and its copy.
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('replaces a file the person chose to overwrite, and carries what was written while it ran', async () => {
    const copy = join(dir, 'weekly.farmhand');
    await backUpFarm(farm.db, copy);
    quickUser(farm.db, 'Second Farm');
    await backUpFarm(farm.db, copy);
    expect(await namesIn(copy)).toEqual(['Home Place', 'Second Farm']);
  });
});

describe('Restore Farm…', () => {
  it('puts the backup in place of the open farm, keeps the farm as it was beside it, and opens the restored farm', async () => {
    const copy = join(dir, 'monday.farmhand');
    await backUpFarm(farm.db, copy);
    quickUser(farm.db, 'Added after Monday');

    const restored = await restoreFarm(farm, copy, options);
    farm = restored.farm;
    expect(restored.farm.file).toBe(join(dir, 'Home Place.farmhand'));
    expect(farmNames(restored.farm.db.$client)).toEqual(['Home Place']);
    expect(restored.safetyCopy).toBe(join(dir, 'Home Place (before restore 2026-11-23 2215).farmhand'));
    expect(await namesIn(restored.safetyCopy)).toEqual(['Added after Monday', 'Home Place']);
  });

  it('starts the farm’s change feed over, so phones sharing it pull it again from the start', async () => {
    const { userId } = quickUser(farm.db, 'Shared farm');
    const before = farmEpoch(farm.db, userId);
    const copy = join(dir, 'tuesday.farmhand');
    await backUpFarm(farm.db, copy);
    farm = (await restoreFarm(farm, copy, options)).farm;
    expect(farmEpoch(farm.db, userId)).not.toBe(before);
  });

  it('refuses a file that is not a farm, and the open farm goes on as it was', async () => {
    const notes = join(dir, 'notes.farmhand');
    writeFileSync(notes, 'calving notes');
    await expect(restoreFarm(farm, notes, options)).rejects.toThrow(FarmFileRefused);
    expect(farm.db.$client.open).toBe(true);
    expect(farmNames(farm.db.$client)).toEqual(['Home Place']);
    expect(readFileSync(notes, 'utf8')).toBe('calving notes');
    expect(readdirSync(dir).some((name) => name.includes('before restore'))).toBe(false);
  });
});
