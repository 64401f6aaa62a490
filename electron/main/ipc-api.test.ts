import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTRPCClient, TRPCClientError } from '@trpc/client';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '../../core/api/root';
import { roleRefusal } from '../../core/domain/roles';
import { quickMember } from '../../core/testing/quick-user';
import { openTempFarmDb } from '../../core/testing/temp-farm-db';
import { farmHandIpcLink } from '../../renderer/platform/ipc-link';
import type { FarmHandBridge } from '../../renderer/platform/bridge';
import { OPEN_FILE_CHANNEL, SAVE_FILE_CHANNEL } from '../ipc-channels';
import { openChosenFile } from './open-file';
import { saveHandedFile } from './save-file';

// This project's test machines have no Electron binary. This stands in for Electron's IPC just
// enough to run the REAL trpc-electron pieces end to end: our preload (exposeElectronTRPC and the
// token bridge), the renderer's ipcLink, and createIPCHandler in main. Messages are structured-
// cloned as Electron does, so only plain data crosses, as it would between processes.
type Listener = (event: unknown, ...args: unknown[]) => unknown;
const electron = vi.hoisted(() => {
  const on = (map: Map<string, Listener[]>, channel: string, fn: Listener) => map.set(channel, [...(map.get(channel) ?? []), fn]);
  const mainListeners = new Map<string, Listener[]>();
  const rendererListeners = new Map<string, Listener[]>();
  const handlers = new Map<string, Listener>();
  const webContents = { id: 7, isDestroyed: () => false, on: () => webContents, once: () => webContents };
  const event = {
    sender: webContents,
    senderFrame: { routingId: 1 },
    reply: (channel: string, message: unknown) =>
      (rendererListeners.get(channel) ?? []).forEach((fn) => fn({}, structuredClone(message))),
  };
  return {
    window: { webContents, isDestroyed: () => false },
    ipcMain: {
      on: (channel: string, fn: Listener) => on(mainListeners, channel, fn),
      handle: (channel: string, fn: Listener) => handlers.set(channel, fn),
    },
    ipcRenderer: {
      send: (channel: string, message: unknown) =>
        (mainListeners.get(channel) ?? []).forEach((fn) => fn(event, structuredClone(message))),
      on: (channel: string, fn: Listener) => on(rendererListeners, channel, fn),
      invoke: async (channel: string, ...args: unknown[]) => structuredClone(await handlers.get(channel)!(event, ...args.map((a) => structuredClone(a)))),
    },
    contextBridge: {
      exposeInMainWorld: (key: string, api: unknown) => Object.assign(globalThis, { [key]: api }),
    },
  };
});
vi.mock('electron', () => ({ ipcMain: electron.ipcMain, ipcRenderer: electron.ipcRenderer, contextBridge: electron.contextBridge }));

const { db, dispose } = openTempFarmDb();
let client: ReturnType<typeof createTRPCClient<AppRouter>>;
let bridge: FarmHandBridge;

beforeAll(async () => {
  await import('../preload/index');
  const { serveApiOverIpc } = await import('./ipc-api');
  serveApiOverIpc({ dbFor: (contentsId) => (contentsId === electron.window.webContents.id ? db : undefined) }).attachWindow(electron.window as never);
  bridge = (globalThis as unknown as { farmHand: FarmHandBridge }).farmHand;
  // The renderer's own desktop link (renderer/platform/ipc-link.ts), as index.electron.ts uses it.
  client = createTRPCClient<AppRouter>({ links: [farmHandIpcLink<AppRouter>()] });
});
afterAll(() => dispose());

const farm = { email: 'desk@example.com', password: 'secret1', farmName: 'Office Farm' };

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(TRPCClientError);
  return error as TRPCClientError<AppRouter>;
}

describe('the one API over Electron IPC', () => {
  it('answers health through the real createIPCHandler', async () => {
    await expect(client.health.check.query()).resolves.toEqual({ ok: true });
  });

  it('signs up, then auth.me works once the window registers its token', async () => {
    const { token, user } = await client.auth.signup.mutate(farm);
    expect(user.farmName).toBe('Office Farm');
    expect((await failure(client.auth.me.query())).data?.code).toBe('UNAUTHORIZED');
    await bridge.setAuthToken(token);
    await expect(client.auth.me.query()).resolves.toMatchObject({ email: farm.email });
  });

  it("applies the call's roles over IPC as over HTTP: a hand of the office's farm adds an animal but may not clear the farm", async () => {
    const { user } = await client.auth.signup.mutate({ email: 'office-owner@example.com', password: 'secret12', farmName: 'Office Team Farm' });
    const hand = quickMember(db, user.id, 'hand', 'Casey Morgan');
    await bridge.setAuthToken(hand.token);
    await expect(client.cattle.create.mutate({ tag: 'IPC1', type: 'Cow', pasture: 'North' })).resolves.toMatchObject({ createdBy: 'Casey Morgan' });
    const refused = await failure(client.data.clear.mutate({}));
    expect([refused.data?.httpStatus, refused.message]).toEqual([403, roleRefusal('hand')]);
    await bridge.setAuthToken(null);
  });

  it('signs in with the same messages as HTTP', async () => {
    const wrong = await failure(client.auth.login.mutate({ email: farm.email, password: 'wrong-one' }));
    expect([wrong.data?.code, wrong.message]).toEqual(['UNAUTHORIZED', 'Invalid email or password']);
    const invalid = await failure(client.auth.login.mutate({ email: 'nope', password: '' }));
    expect(invalid.message).toBe('Please enter a valid email address');
    expect(invalid.data?.issues).toEqual([
      { path: ['email'], message: 'Please enter a valid email address' },
      { path: ['password'], message: 'Password is required' },
    ]);
    const { token } = await client.auth.login.mutate({ email: farm.email, password: farm.password });
    await bridge.setAuthToken(token);
    await expect(client.auth.me.query()).resolves.toMatchObject({ farmName: 'Office Farm' });
  });

  it('imports a herd file over IPC, the file in base64: a preview first, then the import; a refused one answers its report', async () => {
    const { token } = await client.auth.login.mutate({ email: farm.email, password: farm.password });
    await bridge.setAuthToken(token);
    const file = Buffer.from('Tag;Type;Pasture\nIPC-7;Cow;North\nIPC-8;Moose;North\n').toString('base64');
    await expect(client.imports.cattle.mutate({ file, dryRun: true })).resolves.toMatchObject({ rows: 2, create: 1, applied: false, errors: [{ row: 3, column: 'Type' }] });
    await expect(client.imports.cattle.mutate({ file })).resolves.toMatchObject({ create: 1, applied: false });
    await expect(client.imports.cattle.mutate({ file, skipInvalid: true })).resolves.toMatchObject({ create: 1, applied: true });
    expect((await client.cattle.list.query()).map((animal) => animal.tag)).toContain('IPC-7');
  });

  it('logout revokes the token; clearing it signs the window out', async () => {
    await client.auth.logout.mutate();
    expect((await failure(client.auth.me.query())).data?.code).toBe('UNAUTHORIZED');
    const { token } = await client.auth.login.mutate({ email: farm.email, password: farm.password });
    await bridge.setAuthToken(token);
    await expect(client.auth.me.query()).resolves.toBeTruthy();
    await bridge.setAuthToken(null);
    expect((await failure(client.auth.me.query())).data?.code).toBe('UNAUTHORIZED');
  });
});

describe('the open bridge', () => {
  it('carries the kinds of file to the main process, and the chosen file back by its name and bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'farm-hand-bridge-'));
    try {
      const chosen = join(dir, 'herd.csv');
      writeFileSync(chosen, 'Tag,Type\n12,Cow\n');
      electron.ipcMain.handle(OPEN_FILE_CHANNEL, (_event, accept) => openChosenFile(async () => chosen, accept));
      const file = await bridge.openFile([{ name: 'Spreadsheets', extensions: ['xlsx', 'csv'] }]);
      expect(file?.name).toBe('herd.csv');
      expect(new TextDecoder().decode(file?.bytes)).toBe('Tag,Type\n12,Cow\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the save bridge', () => {
  it("carries a file's name and bytes from the page to the main process, which writes them where the dialog says", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'farm-hand-bridge-'));
    try {
      const target = join(dir, 'herd.xlsx');
      electron.ipcMain.handle(SAVE_FILE_CHANNEL, (_event, name, data) => saveHandedFile(async () => target, name, data));
      await expect(bridge.saveFile('farm_hand_cattle_2026-11-23.xlsx', new Uint8Array([80, 75, 3, 4]))).resolves.toBe('saved');
      expect([...readFileSync(target)]).toEqual([80, 75, 3, 4]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('Export to Excel: the workbook made over IPC is saved where the dialog says, named farm_hand_cattle_{date}.xlsx, and reads back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'farm-hand-export-'));
    try {
      const { token } = await client.auth.login.mutate({ email: farm.email, password: farm.password });
      await bridge.setAuthToken(token);
      await client.cattle.create.mutate({ tag: '45', name: 'Bessie', type: 'Cow', pasture: 'Home Pasture' });
      const file = await client.exports.cattleWorkbook.query();
      expect(file.fileName).toMatch(/^farm_hand_cattle_\d{4}-\d{2}-\d{2}\.xlsx$/);

      const target = join(dir, 'chosen by the person.xlsx');
      let suggested = '';
      electron.ipcMain.handle(SAVE_FILE_CHANNEL, (_event, name, data) => saveHandedFile(async (offered) => ((suggested = offered), target), name, data));
      await expect(bridge.saveFile(file.fileName, Buffer.from(file.base64, 'base64'))).resolves.toBe('saved');
      expect(suggested).toBe(file.fileName);

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(target);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Cows', 'Bulls', 'Calves', 'Steers', 'Treatments', 'Weights']);
      const cows = workbook.getWorksheet('Cows')!;
      expect(cows.getRow(2).values).toContain('Bessie');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
