import { register } from 'node:module';
import type { Page } from '@playwright/test';
import type { FarmDb } from '../../../core/db/open-farm-db';
import { AUTH_TOKEN_CHANNEL } from '../../../electron/ipc-channels';

// The renderer as the desktop app runs it, in Chromium: the page gets what the desktop preload
// exposes (`electronTRPC` and the `farmHand` bridge), and its messages reach the desktop's own IPC
// API (electron/main/ipc-api.ts, through trpc-electron's real createIPCHandler) in this test's
// Node process, on a farm file of the test's own. No Electron binary exists here, so `electron`
// resolves to a small stand-in for its IPC (./electron-stand-in).

type Listener = (event: unknown, ...args: unknown[]) => unknown;
interface StandIn {
  listeners: Map<string, Listener[]>;
  handlers: Map<string, Listener>;
  reset(): void;
}

const TRPC_CHANNEL = 'trpc-electron';
const CONTENTS_ID = 1;
let hooked = false;

export async function serveDesktopApiTo(page: Page, db: FarmDb): Promise<void> {
  if (!hooked) register('./electron-stand-in/hooks.mjs', import.meta.url);
  hooked = true;
  const { serveApiOverIpc } = await import('../../../electron/main/ipc-api');
  const ipc = (globalThis as unknown as { __farmHandIpcMain: StandIn }).__farmHandIpcMain;
  ipc.reset();

  const contents = { id: CONTENTS_ID, isDestroyed: () => page.isClosed(), on: () => contents, once: () => contents };
  serveApiOverIpc({ dbFor: (id) => (id === CONTENTS_ID ? db : undefined) }).attachWindow({ webContents: contents, isDestroyed: () => page.isClosed() } as never);
  const event = {
    sender: contents,
    senderFrame: { routingId: 1 },
    reply: (_channel: string, message: unknown) => {
      if (!page.isClosed()) void page.evaluate((answer) => (window as unknown as { __farmHandFromMain(m: unknown): void }).__farmHandFromMain(answer), message).catch(() => undefined);
    },
  };
  await page.exposeBinding('__farmHandToMain', (_source, message: unknown) => {
    for (const listener of ipc.listeners.get(TRPC_CHANNEL) ?? []) listener(event, message);
  });
  await page.exposeBinding('__farmHandInvoke', (_source, channel: string, ...args: unknown[]) => ipc.handlers.get(channel)?.(event, ...args));
  await page.addInitScript((authChannel) => {
    const page = window as unknown as {
      __farmHandToMain(message: unknown): Promise<void>;
      __farmHandInvoke(channel: string, ...args: unknown[]): Promise<unknown>;
      __farmHandFromMain(message: unknown): void;
      electronTRPC: unknown;
      farmHand: unknown;
    };
    page.electronTRPC = {
      sendMessage: (message: unknown) => void page.__farmHandToMain(message),
      onMessage: (callback: (message: unknown) => void) => {
        page.__farmHandFromMain = callback;
      },
    };
    page.farmHand = {
      setAuthToken: (token: string | null) => page.__farmHandInvoke(authChannel, token),
      saveFile: () => Promise.resolve('cancelled'),
      openFile: () => Promise.resolve(null),
    };
  }, AUTH_TOKEN_CHANNEL);
}
