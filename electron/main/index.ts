import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, net, protocol, shell } from 'electron';
import { pathToFileURL } from 'node:url';
import { openFarmDb } from '../../core/db/open-farm-db';
import { SAVE_FILE_CHANNEL } from '../ipc-channels';
import { resolveAppFile } from './app-files';
import { serveApiOverIpc } from './ipc-api';
import { saveHandedFile } from './save-file';
import { lockDownNavigation, secureWebPreferences } from './security';

// The desktop shell: one window showing the same renderer as the PWA, served from the app's own
// `app://` origin (so client-side routes work) and talking to the one API over IPC.
const APP_ORIGIN = 'app://farm-hand';
const rendererRoot = join(__dirname, '..', 'renderer');

protocol.registerSchemesAsPrivileged([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

app.whenReady().then(() => {
  const db = openFarmDb(join(app.getPath('userData'), 'farm.farmhand'), {
    migrationsFolder: join(__dirname, 'migrations'),
  });
  protocol.handle('app', (request) => {
    const file = resolveAppFile(rendererRoot, request.url);
    return file ? net.fetch(pathToFileURL(file).toString()) : new Response('Not found', { status: 404 });
  });
  const api = serveApiOverIpc({ db, windows: [] });
  // Files the app makes (exports) are saved where the person picks, in the window's save dialog.
  ipcMain.handle(SAVE_FILE_CHANNEL, (event, suggestedName: unknown, data: unknown) => {
    const owner = BrowserWindow.fromWebContents(event.sender);
    return saveHandedFile(
      async (defaultPath) => {
        const choice = owner ? await dialog.showSaveDialog(owner, { defaultPath }) : await dialog.showSaveDialog({ defaultPath });
        return choice.canceled || !choice.filePath ? null : choice.filePath;
      },
      suggestedName,
      data,
    );
  });
  const window = new BrowserWindow({
    width: 1366,
    height: 900,
    title: 'Farm Hand',
    webPreferences: secureWebPreferences(join(__dirname, 'preload.cjs')),
  });
  api.attachWindow(window);
  lockDownNavigation(window, APP_ORIGIN, (url) => void shell.openExternal(url));
  void window.loadURL(`${APP_ORIGIN}/`);
});

app.on('window-all-closed', () => app.quit());
