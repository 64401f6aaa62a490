// A stand-in for the `electron` module in the browser tests' own Node process, where no Electron
// binary exists: just the IPC that trpc-electron's main side and the app's IPC API use. The test
// reaches the registered listeners through globalThis.__farmHandIpcMain.
const listeners = new Map();
const handlers = new Map();
globalThis.__farmHandIpcMain = {
  listeners,
  handlers,
  /** Forgets what an earlier test registered: each test serves its own page. */
  reset: () => {
    listeners.clear();
    handlers.clear();
  },
};

export const ipcMain = {
  on: (channel, listener) => listeners.set(channel, [...(listeners.get(channel) ?? []), listener]),
  handle: (channel, handler) => handlers.set(channel, handler),
};
export const ipcRenderer = {};
export const contextBridge = {};
export default { ipcMain, ipcRenderer, contextBridge };
