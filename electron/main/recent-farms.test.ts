import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECENT_FARMS_MAX, RecentFarms } from './recent-farms';

let dir: string;
let listFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'recent-farms-'));
  listFile = join(dir, 'user-data', 'recent-farms.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A farm file that exists on disk. */
function farm(name: string): string {
  const file = join(dir, `${name}.farmhand`);
  writeFileSync(file, '');
  return file;
}

describe('File › Open Recent', () => {
  it('lists farms newest first, each once, and keeps the list in a JSON file', () => {
    const recent = new RecentFarms(listFile);
    expect(recent.list()).toEqual([]);
    const [home, creek] = [farm('Home Place'), farm('Creek Bend')];
    recent.add(home);
    recent.add(creek);
    expect(recent.add(home)).toEqual([home, creek]);
    expect(new RecentFarms(listFile).list()).toEqual([home, creek]);
    expect(JSON.parse(readFileSync(listFile, 'utf8'))).toEqual({ farms: [home, creek] });
  });

  it(`keeps the ${RECENT_FARMS_MAX} newest`, () => {
    const recent = new RecentFarms(listFile);
    const farms = Array.from({ length: RECENT_FARMS_MAX + 2 }, (_, i) => farm(`Farm ${i}`));
    for (const file of farms) recent.add(file);
    expect(recent.list()).toEqual(farms.slice(2).reverse());
  });

  it('leaves out farms no longer on disk, and drops one on request', () => {
    const recent = new RecentFarms(listFile);
    const [kept, moved] = [farm('Kept'), farm('Moved')];
    recent.add(kept);
    recent.add(moved);
    rmSync(moved);
    expect(recent.list()).toEqual([kept]);
    expect(recent.remove(kept)).toEqual([]);
    expect(recent.clear()).toEqual([]);
  });

  it('starts afresh from a damaged list instead of failing', () => {
    const recent = new RecentFarms(listFile);
    recent.add(farm('Any'));
    writeFileSync(listFile, '{"farms": [1, 2');
    expect(recent.list()).toEqual([]);
    const next = farm('Next');
    expect(recent.add(next)).toEqual([next]);
  });
});
