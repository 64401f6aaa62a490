import { randomUUID } from 'node:crypto';
import { ipcMain, type BrowserWindow } from 'electron';
import { createIPCHandler } from 'trpc-electron/main';
import { createApiContext } from '../../core/api/context';
import { appRouter } from '../../core/api/root';
import type { FarmDb } from '../../core/db/open-farm-db';
import { AUTH_TOKEN_CHANNEL } from '../ipc-channels';
import { WindowTokens } from './window-tokens';

/**
 * Serves the one API to the desktop windows over IPC: the same router, procedures and messages as
 * the server, with the caller's session opened from the token its window registered.
 */
export function serveApiOverIpc(opts: { db: FarmDb; windows: BrowserWindow[] }) {
  const tokens = new WindowTokens();
  ipcMain.handle(AUTH_TOKEN_CHANNEL, (event, token: unknown) => tokens.set(event.sender.id, token));
  const handler = createIPCHandler({
    router: appRouter,
    windows: opts.windows,
    createContext: async ({ event }) =>
      createApiContext({ db: opts.db, token: tokens.get(event.sender.id), requestId: randomUUID() }),
  });
  return {
    attachWindow(window: BrowserWindow) {
      handler.attachWindow(window);
      const id = window.webContents.id;
      window.webContents.once('destroyed', () => tokens.forget(id));
    },
  };
}
