import type { AppRouter } from '../../core/api/root';
import type { FarmHandBridge } from './bridge';
import { lazyLink } from './lazy-link';
import type { Platform } from './types';

function bridge(): FarmHandBridge {
  const exposed = (globalThis as { farmHand?: FarmHandBridge }).farmHand;
  if (!exposed) throw new Error('The desktop bridge is missing: the preload script did not run');
  return exposed;
}

export const electronPlatform: Platform = {
  name: 'electron',
  keepsLastLoaded: false,
  createLink: () => lazyLink(() => import('./ipc-link').then(({ farmHandIpcLink }) => farmHandIpcLink<AppRouter>())),
  authTokenChanged: (token) => bridge().setAuthToken(token),
  saveFile: (suggestedName, data) => bridge().saveFile(suggestedName, data),
  openFile: (accept) => bridge().openFile(accept),
  // The app's files come from the installed package: there is nothing to cache.
  registerServiceWorker: () => undefined,
};
