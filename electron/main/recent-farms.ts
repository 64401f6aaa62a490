import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';

// File › Open Recent: the farm files opened last, newest first, kept in a small JSON file under the
// app's user-data folder. A damaged list is started afresh rather than stopping the app.

/** How many farms the menu offers. */
export const RECENT_FARMS_MAX = 10;

const storedList = z.object({ farms: z.array(z.string()) });

export class RecentFarms {
  constructor(private readonly listFile: string) {}

  /** The farms to offer, newest first: those still on disk. */
  list(): string[] {
    return this.read().filter((file) => existsSync(file));
  }

  /** Puts a farm first (once), keeping at most RECENT_FARMS_MAX. */
  add(file: string): string[] {
    const path = resolve(file);
    return this.write([path, ...this.read().filter((known) => known !== path)].slice(0, RECENT_FARMS_MAX));
  }

  /** Drops a farm, for one that could not be opened. */
  remove(file: string): string[] {
    const path = resolve(file);
    return this.write(this.read().filter((known) => known !== path));
  }

  clear(): string[] {
    return this.write([]);
  }

  private read(): string[] {
    try {
      return storedList.parse(JSON.parse(readFileSync(this.listFile, 'utf8'))).farms;
    } catch {
      return [];
    }
  }

  /** Written beside, then renamed over: a crash mid-write leaves the old list, never half of one. */
  private write(farms: string[]): string[] {
    mkdirSync(dirname(this.listFile), { recursive: true });
    const partial = `${this.listFile}.partial`;
    writeFileSync(partial, JSON.stringify({ farms }, null, 2));
    renameSync(partial, this.listFile);
    return farms.filter((file) => existsSync(file));
  }
}
