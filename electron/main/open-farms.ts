import { resolve } from 'node:path';
import type { FarmDb } from '../../core/db/open-farm-db';
import { FARM_FILE_EXTENSION, type OpenedFarm } from './farm-file';

// The farms open in the desktop app: one window each. The IPC handler finds a call's farm by the
// window it came from; opening a farm that is already open brings its window forward instead.

export interface OpenFarm<W> {
  farm: OpenedFarm;
  window: W;
  /** The window's webContents id, which every IPC call carries. */
  contentsId: number;
}

export class OpenFarms<W> {
  private readonly byContents = new Map<number, OpenFarm<W>>();

  add(entry: OpenFarm<W>): void {
    this.byContents.set(entry.contentsId, entry);
  }

  all(): OpenFarm<W>[] {
    return [...this.byContents.values()];
  }

  /** The window a farm file is open in, whatever the spelling of its path. */
  withFile(file: string): OpenFarm<W> | undefined {
    const path = resolve(file);
    return this.all().find((entry) => entry.farm.file === path);
  }

  /** The farm database behind a window's IPC calls. */
  dbFor(contentsId: number): FarmDb | undefined {
    return this.byContents.get(contentsId)?.farm.db;
  }

  get(contentsId: number): OpenFarm<W> | undefined {
    return this.byContents.get(contentsId);
  }

  /** The window's farm file was replaced (a restore): its calls go to the new one. */
  replaceFarm(contentsId: number, farm: OpenedFarm): void {
    const entry = this.byContents.get(contentsId);
    if (entry) this.byContents.set(contentsId, { ...entry, farm });
  }

  /** Forgets a window's farm and hands it back for closing. */
  remove(contentsId: number): OpenFarm<W> | undefined {
    const entry = this.byContents.get(contentsId);
    this.byContents.delete(contentsId);
    return entry;
  }

  get size(): number {
    return this.byContents.size;
  }
}

/**
 * The farm file named on a command line (a double-click on a `.farmhand` file, or a second launch
 * with one), resolved against the folder it was started in; null when there is none.
 */
export function farmFileFromArgs(argv: readonly string[], workingDirectory: string): string | null {
  const file = [...argv].reverse().find((arg) => !arg.startsWith('-') && arg.toLowerCase().endsWith(FARM_FILE_EXTENSION));
  return file ? resolve(workingDirectory, file) : null;
}
