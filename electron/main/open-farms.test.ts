import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeFarmFile, createFarmFile } from './farm-file';
import { farmFileFromArgs, OpenFarms } from './open-farms';
import { MIGRATIONS } from './testing/farm-files';


let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'open-farms-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the farms open in the desktop app', () => {
  it('finds a window by its farm file, however the path is written, and a farm database by the window that calls', () => {
    const open = new OpenFarms<string>();
    const home = createFarmFile(join(dir, 'Home.farmhand'), { migrationsFolder: MIGRATIONS });
    const creek = createFarmFile(join(dir, 'Creek.farmhand'), { migrationsFolder: MIGRATIONS });
    open.add({ farm: home, window: 'home window', contentsId: 1 });
    open.add({ farm: creek, window: 'creek window', contentsId: 2 });

    expect(open.withFile(join(dir, 'sub', '..', 'Creek.farmhand'))?.window).toBe('creek window');
    expect(open.withFile(join(dir, 'Other.farmhand'))).toBeUndefined();
    expect(open.dbFor(1)).toBe(home.db);
    expect(open.dbFor(2)).toBe(creek.db);
    expect(open.dbFor(3)).toBeUndefined();

    // After a restore, the window's calls go to the farm opened in its place.
    open.replaceFarm(2, home);
    expect(open.dbFor(2)).toBe(home.db);
    open.replaceFarm(2, creek);

    expect(open.remove(1)?.farm).toBe(home);
    expect(open.dbFor(1)).toBeUndefined();
    expect(open.size).toBe(1);
    closeFarmFile(home);
    closeFarmFile(creek);
  });
});

describe('a farm file named on the command line', () => {
  it('is the last .farmhand argument, resolved against the folder the app was started in', () => {
    expect(farmFileFromArgs(['/opt/Farm Hand/farm-hand', '--no-sandbox', 'farms/Home Place.farmhand'], '/home/ann')).toBe('/home/ann/farms/Home Place.farmhand');
    expect(farmFileFromArgs(['farm-hand', 'a.FARMHAND', '/data/b.farmhand'], '/x')).toBe('/data/b.farmhand');
  });

  it('is none when no argument names a farm file (flags and other files aside)', () => {
    expect(farmFileFromArgs(['farm-hand', '--flag=x.farmhand', 'notes.txt'], '/home/ann')).toBeNull();
  });
});
