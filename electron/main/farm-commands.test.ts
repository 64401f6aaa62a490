import ExcelJS from 'exceljs';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiContext } from '../../core/api/context';
import { createCaller } from '../../core/api/root';
import { quickUser } from '../../core/testing/quick-user';
import { farmCommands, type DesktopShell, type FarmCommands, type FarmWindow } from './farm-commands';
import { readingOnly } from '../../core/db/database-copy';
import type { OpenedFarm } from './farm-file';
import { farmFile as createdFarm, MIGRATIONS, olderFarmFile } from './testing/farm-files';
import { OpenFarms } from './open-farms';
import { RecentFarms } from './recent-farms';

// The menu bar's farm commands under Node: real farm files in a temp folder, the real server for
// sharing, and a stand-in for Electron's windows and dialogs that answers as the test tells it.
const NOW = new Date('2026-11-23T22:15:00Z');

class TestWindow implements FarmWindow {
  focused = 0;
  reloaded = 0;
  constructor(readonly contentsId: number, readonly farm: OpenedFarm) {}
  focus() {
    this.focused += 1;
  }
  reload() {
    this.reloaded += 1;
  }
}

class TestShell implements DesktopShell<TestWindow> {
  windows: TestWindow[] = [];
  /** What the next dialogs answer, in order. */
  answers: (string | boolean | null)[] = [];
  told: string[] = [];
  errors: string[] = [];
  private nextId = 1;
  openWindow(farm: OpenedFarm) {
    const window = new TestWindow(this.nextId++, farm);
    this.windows.push(window);
    return window;
  }
  private answer<T>(): T {
    if (this.answers.length === 0) throw new Error('a dialog opened that the test did not expect');
    return this.answers.shift() as T;
  }
  chooseSavePath = async () => this.answer<string | null>();
  chooseFarmFile = async () => this.answer<string | null>();
  /** Every question asked with confirm, as its message and detail. */
  asked: string[] = [];
  confirm = async (message: string, detail: string) => {
    this.asked.push(`${message} ${detail}`);
    return this.answer<boolean>();
  };
  inform = async (message: string, detail: string) => void this.told.push(`${message} ${detail}`);
  showError = (message: string, detail: string) => void this.errors.push(`${message}: ${detail}`);
  menuChanged = () => undefined;
  /** The Share with Phones window's page while it is open. */
  sharingPage: string | null = null;
  showSharingPage = (page: string | null) => void (this.sharingPage = page);
  chooseStart = async () => this.answer<'new' | 'open' | 'quit'>();
}

let dir: string;
let shell: TestShell;
let open: OpenFarms<TestWindow>;
let recent: RecentFarms;
let commands: FarmCommands<TestWindow>;
const tokens = new Map<number, string>();

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'farm-commands-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Farm Hand</title>');
  shell = new TestShell();
  open = new OpenFarms<TestWindow>();
  recent = new RecentFarms(join(dir, 'user-data', 'recent-farms.json'));
  commands = farmCommands({
    shell,
    open,
    recent,
    files: { migrationsFolder: MIGRATIONS },
    staticDir: dir,
    tls: () => null,
    callerFor: (contentsId) => {
      const db = open.dbFor(contentsId);
      return db ? createCaller(createApiContext({ db, token: tokens.get(contentsId) ?? null, requestId: 'test' })) : undefined;
    },
    now: () => NOW,
  });
});
afterEach(async () => {
  for (const window of [...shell.windows]) await commands.windowClosed(window.contentsId);
  tokens.clear();
  rmSync(dir, { recursive: true, force: true });
});

const farmFile = (name: string) => createdFarm(dir, name);

const farmNames = (file: string) => readingOnly(file, (db) => db.prepare('SELECT farm_name FROM users ORDER BY farm_name').pluck().all());

describe('opening farms', () => {
  it('opens a farm in a window of its own and lists it under Open Recent; opening it again brings that window forward', async () => {
    const file = farmFile('Home Place');
    const window = await commands.openFarm(file);
    expect(window?.farm.file).toBe(file);
    expect(recent.list()).toEqual([file]);
    expect(await commands.openFarm(file)).toBe(window);
    expect(shell.windows).toHaveLength(1);
    expect(window?.focused).toBe(1);
  });

  it('a farm made by the previous release opens upgraded, and the app says where the copy of it as it was is kept', async () => {
    const file = olderFarmFile(dir, 'Old Place');
    expect(await commands.openFarm(file)).not.toBeNull();
    expect(shell.told).toEqual([
      `Old Place was upgraded to this version of Farm Hand. A copy of the farm as it was is kept at ${join(dir, 'Old Place (before upgrade 2026-11-23 2215).farmhand')}.`,
    ]);
  });

  it('a file that is not a farm is refused with the reason, opens no window, and leaves Open Recent', async () => {
    const notes = join(dir, 'notes.farmhand');
    writeFileSync(notes, 'calving notes');
    recent.add(notes);
    expect(await commands.openFarm(notes)).toBeNull();
    expect(shell.windows).toEqual([]);
    expect(shell.errors).toEqual(['The farm could not be opened: notes.farmhand was not opened: it is not a Farm Hand farm file. The file was left as it was.']);
    expect(recent.list()).toEqual([]);
  });

  it('New Farm… makes the farm file where the person says and opens it; a closed dialog makes nothing', async () => {
    shell.answers = [null, join(dir, 'Creek Bend.farmhand')];
    expect(await commands.newFarm()).toBeNull();
    const window = await commands.newFarm();
    expect(window?.farm.file).toBe(join(dir, 'Creek Bend.farmhand'));
    expect(existsSync(join(dir, 'Creek Bend.farmhand'))).toBe(true);
  });

  it('at start, opens the farm named on the command line, else the last one opened', async () => {
    const [home, creek] = [farmFile('Home Place'), farmFile('Creek Bend')];
    recent.add(creek);
    expect((await commands.startUp(null))?.farm.file).toBe(creek);
    expect((await commands.startUp(home))?.farm.file).toBe(home);
    expect(shell.windows).toHaveLength(2);
  });

  it('at start with no farm, asks: a closed save dialog asks again, then a new farm opens; Quit opens nothing', async () => {
    shell.answers = ['new', null, 'new', join(dir, 'First Farm.farmhand')];
    expect((await commands.startUp(null))?.farm.file).toBe(join(dir, 'First Farm.farmhand'));
    expect(shell.answers).toEqual([]);

    await commands.windowClosed(shell.windows[0]!.contentsId);
    shell.windows = [];
    recent.clear();
    shell.answers = ['open', null, 'quit'];
    expect(await commands.startUp(null)).toBeNull();
    expect(shell.windows).toEqual([]);
  });

  it('after Close Farm on the last window, the same choice is offered, and an existing farm can be opened from it', async () => {
    const creek = farmFile('Creek Bend');
    shell.answers = ['open', creek];
    expect((await commands.offerStart())?.farm.file).toBe(creek);
  });

  it('closing a window closes its farm file cleanly', async () => {
    const window = (await commands.openFarm(farmFile('Home Place')))!;
    await commands.windowClosed(window.contentsId);
    expect(window.farm.db.$client.open).toBe(false);
    expect(open.size).toBe(0);
    shell.windows = [];
  });
});

describe('Backup Farm… and Restore Farm…', () => {
  it('backs the farm up where the person says, and says where', async () => {
    const window = (await commands.openFarm(farmFile('Home Place')))!;
    const copy = join(dir, 'Home Place backup.farmhand');
    shell.answers = [copy];
    expect(await commands.backUpFarm(window.contentsId)).toBe(copy);
    expect(await farmNames(copy)).toEqual(['Home Place']);
    expect(shell.told).toEqual([`Backup saved Home Place was copied to ${copy}.`]);
  });

  it('asks before a restore; once agreed, the backup replaces the farm, the window reloads, and the farm as it was is kept', async () => {
    const window = (await commands.openFarm(farmFile('Home Place')))!;
    const copy = join(dir, 'monday.farmhand');
    shell.answers = [copy];
    await commands.backUpFarm(window.contentsId);
    quickUser(open.dbFor(window.contentsId)!, 'Added after Monday');

    shell.answers = [false];
    expect(await commands.restoreFarm(window.contentsId)).toBe(false);
    expect(window.reloaded).toBe(0);

    shell.answers = [true, copy];
    expect(await commands.restoreFarm(window.contentsId)).toBe(true);
    expect(window.reloaded).toBe(1);
    expect(open.dbFor(window.contentsId)!.$client.prepare('SELECT farm_name FROM users').pluck().all()).toEqual(['Home Place']);
    const kept = join(dir, 'Home Place (before restore 2026-11-23 2215).farmhand');
    expect(await farmNames(kept)).toEqual(['Added after Monday', 'Home Place']);
  });

  it('a restore from a file that is not a farm changes nothing and says why', async () => {
    const window = (await commands.openFarm(farmFile('Home Place')))!;
    const notes = join(dir, 'notes.farmhand');
    writeFileSync(notes, 'calving notes');
    shell.answers = [true, notes];
    expect(await commands.restoreFarm(window.contentsId)).toBe(false);
    expect(shell.errors[0]).toMatch(/^The farm could not be restored: notes\.farmhand was not opened/);
    expect(open.dbFor(window.contentsId)!.$client.open).toBe(true);
    expect(readdirSync(dir).some((name) => name.includes('before restore'))).toBe(false);
  });
});

describe('Export to Excel…', () => {
  it("saves the signed-in farm's herd book where the person says, named farm_hand_cattle_{date}.xlsx by default", async () => {
    const window = (await commands.openFarm(farmFile('Home Place')))!;
    const db = open.dbFor(window.contentsId)!;
    const user = quickUser(db, 'Signed In');
    tokens.set(window.contentsId, user.token);
    await createCaller(createApiContext({ db, token: user.token, requestId: 'test' })).cattle.create({ tag: '45', name: 'Bessie', type: 'Cow', pasture: 'Home Pasture' });

    const target = join(dir, 'herd.xlsx');
    shell.answers = [target];
    expect(await commands.exportToExcel(window.contentsId)).toBe(target);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(target);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Cows', 'Bulls', 'Calves', 'Steers', 'Treatments', 'Weights']);
  });

  it('says so when nobody is signed in to the window', async () => {
    const window = (await commands.openFarm(farmFile('Home Place')))!;
    expect(await commands.exportToExcel(window.contentsId)).toBeNull();
    expect(shell.errors).toHaveLength(1);
    expect(shell.errors[0]).toMatch(/^The herd book could not be exported: /);
  });
});

describe('Share with Phones', () => {
  it('serves the open farm on the network until turned off, and stops with its window', async () => {
    const window = (await commands.openFarm(farmFile('Home Place')))!;
    const lan = (await commands.toggleSharing(window.contentsId))!;
    expect(commands.sharing).toBe(true);
    expect(shell.sharingPage).toContain('<h1>Home Place is shared with phones</h1>');
    for (const address of lan.addresses) expect(shell.sharingPage).toContain(`<code>${address}</code>`);
    const health = await fetch(`http://127.0.0.1:${lan.port}/api/health`);
    expect(await health.json()).toEqual({ ok: true });
    // A join link made in this window points phones at the shared address; no other window's does.
    expect(commands.sharingAddressFor(window.contentsId)).toBe(lan.addresses[0]);
    expect(commands.sharingAddressFor(window.contentsId + 1)).toBeNull();

    expect(await commands.toggleSharing(window.contentsId)).toBeNull();
    expect(commands.sharing).toBe(false);
    expect(commands.sharingAddressFor(window.contentsId)).toBeNull();
    expect(shell.sharingPage).toBeNull();
    await expect(fetch(`http://127.0.0.1:${lan.port}/api/health`)).rejects.toThrow();

    const again = (await commands.toggleSharing(window.contentsId))!;
    await commands.windowClosed(window.contentsId);
    shell.windows = [];
    expect(commands.sharing).toBe(false);
    await expect(fetch(`http://127.0.0.1:${again.port}/api/health`)).rejects.toThrow();
  });
});

describe('Share with Phones keeps each farm on a port of its own', () => {
  /** Shares the window's farm and stops again: the port it was shared on. */
  async function sharedPort(window: TestWindow): Promise<number> {
    const lan = (await commands.toggleSharing(window.contentsId))!;
    await commands.toggleSharing(window.contentsId);
    return lan.port;
  }

  async function reopen(window: TestWindow): Promise<TestWindow> {
    await commands.windowClosed(window.contentsId);
    return (await commands.openFarm(window.farm.file))!;
  }

  /** Another program holding the port while `use` runs. */
  async function whileTaken<T>(port: number, use: () => Promise<T>): Promise<T> {
    const other = createServer();
    await new Promise<void>((resolve) => other.listen(port, '0.0.0.0', resolve));
    try {
      return await use();
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  }

  it('shares a farm on the same port after its file is closed and opened again', async () => {
    const window = (await commands.openFarm(farmFile('Home Place')))!;
    const port = await sharedPort(window);
    expect(await sharedPort(await reopen(window))).toBe(port);
  });

  it('gives two farms open at once ports of their own', async () => {
    const home = (await commands.openFarm(farmFile('Home Place')))!;
    const creek = (await commands.openFarm(farmFile('Creek Bend')))!;
    const homePort = await sharedPort(home);
    const creekPort = await sharedPort(creek);
    expect(creekPort).not.toBe(homePort);
    expect(await sharedPort(home)).toBe(homePort);
  });

  it("when another program holds the farm's port, asks before moving it; declined, nothing is shared and the port stays the farm's", async () => {
    let window = (await commands.openFarm(farmFile('Home Place')))!;
    const port = await sharedPort(window);
    window = await reopen(window);

    shell.answers = [false];
    expect(await whileTaken(port, () => commands.toggleSharing(window.contentsId))).toBeNull();
    expect(commands.sharing).toBe(false);
    expect(shell.errors).toEqual([]);
    expect(shell.asked).toHaveLength(1);
    expect(shell.asked[0]).toContain(`Port ${port} is in use by another program`);
    expect(shell.asked[0]).toContain('Close the other program and share again');
    expect(await sharedPort(window)).toBe(port);
  });

  it('agreed, the farm is shared on a new port, which it keeps from then on', async () => {
    let window = (await commands.openFarm(farmFile('Home Place')))!;
    const port = await sharedPort(window);

    shell.answers = [true];
    const moved = await whileTaken(port, () => sharedPort(window));
    expect(moved).not.toBe(port);
    window = await reopen(window);
    expect(await sharedPort(window)).toBe(moved);
  });

  it('a farm closed while the question was open is not shared, whatever the answer', async () => {
    const window = (await commands.openFarm(farmFile('Home Place')))!;
    const port = await sharedPort(window);
    shell.confirm = async () => {
      await commands.windowClosed(window.contentsId);
      return true;
    };
    expect(await whileTaken(port, () => commands.toggleSharing(window.contentsId))).toBeNull();
    expect(commands.sharing).toBe(false);
    expect(shell.errors).toEqual([]);
  });

  it('a restore keeps the port the farm is shared on, whatever the backup held', async () => {
    const window = (await commands.openFarm(farmFile('Home Place')))!;
    const beforeSharing = join(dir, 'before sharing.farmhand');
    shell.answers = [beforeSharing];
    await commands.backUpFarm(window.contentsId);
    const port = await sharedPort(window);

    shell.answers = [true, beforeSharing];
    expect(await commands.restoreFarm(window.contentsId)).toBe(true);
    expect(await sharedPort(window)).toBe(port);
  });
});
