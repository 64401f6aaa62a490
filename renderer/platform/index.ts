// The platform contract, and the only module that picks an implementation. Everything else imports
// from here, never from index.web.ts or index.electron.ts.
import { electronPlatform } from './index.electron';
import { webPlatform } from './index.web';
import type { FileKind } from './bridge';
import type { Platform } from './types';

export type { Platform } from './types';
export type { FileKind, OpenedFile, SaveOutcome } from './bridge';

// The Electron preload exposes `electronTRPC` (trpc-electron's exposeElectronTRPC); a browser never has it.
const isElectron = typeof (globalThis as { electronTRPC?: unknown }).electronTRPC !== 'undefined';

export const platform: Platform = isElectron ? electronPlatform : webPlatform;

export const createLink = () => platform.createLink();
export const authTokenChanged = (token: string | null) => platform.authTokenChanged(token);
export const saveFile = (suggestedName: string, data: Uint8Array) => platform.saveFile(suggestedName, data);
export const openFile = (accept: FileKind[]) => platform.openFile(accept);
export const registerServiceWorker = () => platform.registerServiceWorker();
