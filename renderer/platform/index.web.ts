import { httpLink } from '@trpc/client';
import { registerSW } from 'virtual:pwa-register';
import type { AppRouter } from '../../core/api/root';
import { loadStored, STORAGE_KEYS } from './local-store';
import type { Platform } from './types';

export const webPlatform: Platform = {
  name: 'web',
  createLink: () =>
    httpLink<AppRouter>({
      url: '/api/trpc',
      // Read on every request, so a sign-in or sign-out takes effect without rebuilding the client.
      headers: () => {
        const token = loadStored(STORAGE_KEYS.authToken, (raw) => raw || undefined, null);
        return token ? { Authorization: `Bearer ${token}` } : {};
      },
    }),
  authTokenChanged: () => Promise.resolve(),
  registerServiceWorker: () => {
    if (!('serviceWorker' in navigator)) return;
    // autoUpdate: a new build's worker takes over on the next start; nothing to prompt.
    registerSW({ immediate: true });
  },
};
