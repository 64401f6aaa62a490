import { httpLink, splitLink } from '@trpc/client';
import type { AppRouter } from '../../core/api/root';
import { loadStored, STORAGE_KEYS } from './local-store';
import { isFileProcedure, restFileLink } from './rest-file-link';
import type { Platform } from './types';

/** Hands the bytes to the browser's downloads through a temporary link. */
function download(suggestedName: string, data: Uint8Array): Promise<'saved'> {
  const url = URL.createObjectURL(new Blob([data as Uint8Array<ArrayBuffer>]));
  const link = document.createElement('a');
  link.href = url;
  link.download = suggestedName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download at once; the address can go after the current task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return Promise.resolve('saved');
}

/** The sign-in on every request, read each time, so a sign-in or sign-out takes effect without rebuilding the client. */
function signedHeaders(): Record<string, string> {
  const token = loadStored(STORAGE_KEYS.authToken, (raw) => raw || undefined, null);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export const webPlatform: Platform = {
  name: 'web',
  keepsLastLoaded: true,
  // Calls go to the tRPC endpoint, one per request; files come from and go to their own REST paths.
  createLink: () =>
    splitLink<AppRouter>({
      condition: (op) => isFileProcedure(op.path),
      true: restFileLink(signedHeaders),
      false: httpLink<AppRouter>({ url: '/api/trpc', headers: signedHeaders }),
    }),
  authTokenChanged: () => Promise.resolve(),
  saveFile: download,
  registerServiceWorker: () => {
    if (!('serviceWorker' in navigator)) return;
    // autoUpdate: a new build's worker takes over on the next start; nothing to prompt. Loaded
    // apart, so the worker's helper never holds up the first screen.
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  },
};
