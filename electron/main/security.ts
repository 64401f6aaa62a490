import type { BrowserWindow, WebPreferences } from 'electron';

/** The renderer is a web page with no Node: isolation, sandbox and a bundled preload only. */
export function secureWebPreferences(preload: string | undefined): WebPreferences {
  return { ...(preload ? { preload } : {}), contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, spellcheck: true };
}

/** Deny-by-default: no new windows, no navigation away from the app. */
export function lockDownNavigation(window: BrowserWindow, appOrigin: string, openExternal: (url: string) => void): void {
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) openExternal(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event, url) => {
    if (!url.startsWith(appOrigin)) event.preventDefault();
  });
}
