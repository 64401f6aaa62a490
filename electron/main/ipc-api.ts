import { randomUUID } from 'node:crypto';
import { ipcMain, type BrowserWindow } from 'electron';
import { createIPCHandler } from 'trpc-electron/main';
import { createApiContext } from '../../core/api/context';
import { appRouter, createCaller } from '../../core/api/root';
import type { FarmDb } from '../../core/db/open-farm-db';
import { AUTH_TOKEN_CHANNEL } from '../ipc-channels';
import { WindowTokens } from './window-tokens';

/**
 * Serves the one API to the desktop windows over IPC: the same router, procedures and messages as
 * the server, on the farm file open in the calling window (`dbFor` its webContents id), with the
 * caller's session opened from the token that window registered.
 */
export function serveApiOverIpc(opts: {
  dbFor: (contentsId: number) => FarmDb | undefined;
  /** The address phones open this window's farm at while it is shared, for the links the API hands out (a join link). */
  appUrlFor?: (contentsId: number) => string | null;
}) {
  const tokens = new WindowTokens();
  ipcMain.handle(AUTH_TOKEN_CHANNEL, (event, token: unknown) => tokens.set(event.sender.id, token));
  const handler = createIPCHandler({
    router: appRouter,
    windows: [],
    createContext: async ({ event }) => {
      const db = opts.dbFor(event.sender.id);
      if (!db) throw new Error('No farm is open in this window');
      return createApiContext({ db, token: tokens.get(event.sender.id), requestId: randomUUID(), appUrl: opts.appUrlFor?.(event.sender.id) ?? null });
    },
  });
  return {
    /** The API as a window's signed-in person calls it, for commands of the menu bar (Export to Excel). */
    callerFor(contentsId: number) {
      const db = opts.dbFor(contentsId);
      return db ? createCaller(createApiContext({ db, token: tokens.get(contentsId), requestId: randomUUID() })) : undefined;
    },
    attachWindow(window: BrowserWindow) {
      handler.attachWindow(window);
      const id = window.webContents.id;
      window.webContents.once('destroyed', () => tokens.forget(id));
    },
  };
}
