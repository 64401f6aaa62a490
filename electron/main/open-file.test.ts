import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openChosenFile } from './open-file';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const SPREADSHEETS = [{ name: 'Spreadsheets', extensions: ['xlsx', 'csv'] }];

describe('opening a file a window asked for', () => {
  it('offers the kinds the window named, and answers the chosen file by its name (not its path) and bytes', async () => {
    dir = mkdtempSync(join(tmpdir(), 'farm-hand-open-'));
    const chosen = join(dir, 'herd.csv');
    writeFileSync(chosen, 'Tag,Type\n12,Cow\n');
    let offered: unknown;
    const file = await openChosenFile(async (filters) => ((offered = filters), chosen), SPREADSHEETS);
    expect(offered).toEqual(SPREADSHEETS);
    expect(file?.name).toBe('herd.csv');
    expect(new TextDecoder().decode(file?.bytes)).toBe('Tag,Type\n12,Cow\n');
  });

  it('answers null when the dialog is closed', async () => {
    dir = mkdtempSync(join(tmpdir(), 'farm-hand-open-'));
    await expect(openChosenFile(async () => null, SPREADSHEETS)).resolves.toBeNull();
  });

  it('refuses anything but a list of kinds with plain extensions', async () => {
    dir = mkdtempSync(join(tmpdir(), 'farm-hand-open-'));
    const never = async () => join(dir, 'never');
    await expect(openChosenFile(never, [])).rejects.toThrow('The kinds of file to open are needed');
    await expect(openChosenFile(never, 'xlsx')).rejects.toThrow('The kinds of file to open are needed');
    await expect(openChosenFile(never, [{ name: 'Any', extensions: ['../x'] }])).rejects.toThrow('The kinds of file to open are needed');
  });
});
