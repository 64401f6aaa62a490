import type { AppRouter } from '../../core/api/root';
import { farmHandIpcLink } from './ipc-link';
import type { Platform } from './types';

/** The typed bridge the preload script exposes beside exposeElectronTRPC. */
interface FarmHandBridge {
  setAuthToken(token: string | null): Promise<void>;
}

function bridge(): FarmHandBridge | undefined {
  return (globalThis as { farmHand?: FarmHandBridge }).farmHand;
}

export const electronPlatform: Platform = {
  name: 'electron',
  createLink: () => farmHandIpcLink<AppRouter>(),
  authTokenChanged: async (token) => {
    await bridge()?.setAuthToken(token);
  },
  // The app's files come from the installed package: there is nothing to cache.
  registerServiceWorker: () => undefined,
};
