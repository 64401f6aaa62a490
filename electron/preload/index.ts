import { contextBridge, ipcRenderer } from 'electron';
import { exposeElectronTRPC } from 'trpc-electron/main';
import { AUTH_TOKEN_CHANNEL, type FarmHandBridge } from '../ipc-channels';

// The renderer's only doors into the main process: the tRPC channel and the token hand-over.
exposeElectronTRPC();

const bridge: FarmHandBridge = {
  setAuthToken: (token) => ipcRenderer.invoke(AUTH_TOKEN_CHANNEL, token),
};
contextBridge.exposeInMainWorld('farmHand', bridge);
