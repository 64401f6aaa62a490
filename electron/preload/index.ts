import { contextBridge, ipcRenderer } from 'electron';
import { exposeElectronTRPC } from 'trpc-electron/main';
import type { FarmHandBridge } from '../../renderer/platform/bridge';
import { AUTH_TOKEN_CHANNEL, OPEN_FILE_CHANNEL, SAVE_FILE_CHANNEL } from '../ipc-channels';

// The renderer's only doors into the main process: the tRPC channel and this small bridge.
exposeElectronTRPC();

const bridge: FarmHandBridge = {
  setAuthToken: (token) => ipcRenderer.invoke(AUTH_TOKEN_CHANNEL, token),
  saveFile: (suggestedName, data) => ipcRenderer.invoke(SAVE_FILE_CHANNEL, suggestedName, data),
  openFile: (accept) => ipcRenderer.invoke(OPEN_FILE_CHANNEL, accept),
};
contextBridge.exposeInMainWorld('farmHand', bridge);
