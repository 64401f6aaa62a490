import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { saveHandedFile } from './save-file';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('saving a file handed over by a window', () => {
  it('writes the bytes where the person chose in the save dialog, suggesting the name it was given', async () => {
    dir = mkdtempSync(join(tmpdir(), 'farm-hand-save-'));
    const target = join(dir, 'chosen.xlsx');
    let suggested = '';
    const outcome = await saveHandedFile(
      async (name) => {
        suggested = name;
        return target;
      },
      'farm_hand_cattle_2026-11-23.xlsx',
      new Uint8Array([80, 75, 3, 4]),
    );
    expect(outcome).toBe('saved');
    expect(suggested).toBe('farm_hand_cattle_2026-11-23.xlsx');
    expect([...readFileSync(target)]).toEqual([80, 75, 3, 4]);
  });

  it('writes nothing when the dialog is closed', async () => {
    dir = mkdtempSync(join(tmpdir(), 'farm-hand-save-'));
    await expect(saveHandedFile(async () => null, 'a.xlsx', new Uint8Array([1]))).resolves.toBe('cancelled');
  });

  it('suggests only a file name, never a path the page chose, and refuses anything but a name and bytes', async () => {
    dir = mkdtempSync(join(tmpdir(), 'farm-hand-save-'));
    let suggested = '';
    await saveHandedFile(async (name) => ((suggested = name), null), '../../etc/passwd', new Uint8Array([1]));
    expect(suggested).toBe('passwd');
    await expect(saveHandedFile(async () => null, 42, new Uint8Array([1]))).rejects.toThrow('A file name is needed');
    await expect(saveHandedFile(async () => null, 'a.xlsx', 'not bytes')).rejects.toThrow('The file has no content');
  });
});
