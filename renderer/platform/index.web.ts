import { httpLink, splitLink } from '@trpc/client';
import type { AppRouter } from '../../core/api/root';
import { loadStored, STORAGE_KEYS } from './local-store';
import { isFileProcedure, restFileLink } from './rest-file-link';
import type { FileKind, OpenedFile } from './bridge';
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

/**
 * The browser's file chooser, through a file input made for the one pick (as the download's link
 * is): the screen's own button opens it, so no hidden control sits in the page. `cancel` tells a
 * closed chooser.
 */
function pickFile(accept: FileKind[]): Promise<OpenedFile | null> {
  return new Promise((resolve, reject) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept.flatMap((kind) => kind.extensions.map((extension) => `.${extension}`)).join(',');
    input.hidden = true;
    const done = () => input.remove();
    input.addEventListener('cancel', () => (done(), resolve(null)));
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      done();
      if (!file) return resolve(null);
      file.arrayBuffer().then((buffer) => resolve({ name: file.name, bytes: new Uint8Array(buffer) }), reject);
    });
    document.body.append(input);
    input.click();
  });
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
  openFile: pickFile,
  registerServiceWorker: () => {
    if (!('serviceWorker' in navigator)) return;
    // autoUpdate: a new build's worker takes over on the next start; nothing to prompt. Loaded
    // apart, so the worker's helper never holds up the first screen.
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  },
};
