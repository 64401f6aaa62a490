import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, shell } from 'electron';
import { OPEN_FILE_CHANNEL, SAVE_FILE_CHANNEL } from '../ipc-channels';
import { resolveAppFile } from './app-files';
import { farmCommands, type DesktopShell, type FarmWindow } from './farm-commands';
import { FARM_FILE_EXTENSION, farmName, type OpenedFarm } from './farm-file';
import { serveApiOverIpc } from './ipc-api';
import { menuTemplate } from './menu';
import { farmFileFromArgs, OpenFarms } from './open-farms';
import { RecentFarms } from './recent-farms';
import { openChosenFile } from './open-file';
import { saveHandedFile } from './save-file';
import { lockDownNavigation, secureWebPreferences } from './security';

// The desktop shell, a thin edge: Electron's windows, menus and dialogs wired to the farm commands
// (electron/main/farm-commands.ts), which hold what each command does. Each farm file opens in a
// window of its own, showing the same renderer as the PWA from the app's own `app://` origin and
// talking to the one API over IPC.
const APP_ORIGIN = 'app://farm-hand';
const rendererRoot = join(__dirname, '..', 'renderer');
const FILTERS = {
  farm: [{ name: 'Farm Hand farms', extensions: [FARM_FILE_EXTENSION.slice(1)] }],
  excel: [{ name: 'Excel workbooks', extensions: ['xlsx'] }],
};

// One data folder by the app's own name, whatever the package is called: the recent list and the
// sharing certificate live there (the README names it). The desktop's own tests give a folder of
// their own through FARM_HAND_USER_DATA.
app.setPath('userData', process.env.FARM_HAND_USER_DATA ?? join(app.getPath('appData'), 'Farm Hand'));
protocol.registerSchemesAsPrivileged([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

/** A certificate for sharing over HTTPS, if one was put in the app's folder (see the README). */
function sharingCertificate(): { cert: Buffer; key: Buffer } | null {
  const folder = join(app.getPath('userData'), 'tls');
  const [cert, key] = [join(folder, 'cert.pem'), join(folder, 'key.pem')];
  return existsSync(cert) && existsSync(key) ? { cert: readFileSync(cert), key: readFileSync(key) } : null;
}

class ElectronFarmWindow implements FarmWindow {
  constructor(readonly window: BrowserWindow) {}
  get contentsId() {
    return this.window.webContents.id;
  }
  focus() {
    if (this.window.isMinimized()) this.window.restore();
    this.window.focus();
  }
  reload() {
    this.window.webContents.reload();
  }
}

function start() {
  const open = new OpenFarms<ElectronFarmWindow>();
  const recent = new RecentFarms(join(app.getPath('userData'), 'recent-farms.json'));
  // A join link made while the farm is shared points at the address phones open it at.
  const api = serveApiOverIpc({ dbFor: (contentsId) => open.dbFor(contentsId), appUrlFor: (contentsId) => commands.sharingAddressFor(contentsId) });
  const parent = () => BrowserWindow.getFocusedWindow() ?? undefined;
  let sharingWindow: BrowserWindow | null = null;
  /** While the start choice is on screen after Close Farm, the app has no window but stays. */
  let offeringStart = false;
  const focusedId = () => BrowserWindow.getFocusedWindow()?.webContents.id;

  const desktop: DesktopShell<ElectronFarmWindow> = {
    openWindow(farm: OpenedFarm) {
      const window = new BrowserWindow({
        width: 1366,
        height: 900,
        title: `${farmName(farm.file)} — Farm Hand`,
        webPreferences: secureWebPreferences(join(__dirname, 'preload.cjs')),
      });
      const contentsId = window.webContents.id;
      api.attachWindow(window);
      lockDownNavigation(window, APP_ORIGIN, (url) => void shell.openExternal(url));
      // The title names the farm, whatever page the renderer shows.
      window.on('page-title-updated', (event) => event.preventDefault());
      window.on('focus', refreshMenu);
      window.on('closed', () => void commands.windowClosed(contentsId));
      void window.loadURL(`${APP_ORIGIN}/`);
      return new ElectronFarmWindow(window);
    },
    async chooseSavePath(title, defaultName, kind) {
      const options = { title, defaultPath: defaultName, filters: FILTERS[kind] };
      const owner = parent();
      const choice = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options);
      return choice.canceled || !choice.filePath ? null : choice.filePath;
    },
    async chooseFarmFile(title) {
      const options = { title, properties: ['openFile' as const], filters: FILTERS.farm };
      const owner = parent();
      const choice = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
      return choice.canceled ? null : (choice.filePaths[0] ?? null);
    },
    async confirm(message, detail, confirmLabel) {
      const options = { type: 'question' as const, message, detail, buttons: [confirmLabel, 'Cancel'], defaultId: 1, cancelId: 1 };
      const owner = parent();
      const { response } = owner ? await dialog.showMessageBox(owner, options) : await dialog.showMessageBox(options);
      return response === 0;
    },
    async inform(message, detail) {
      const owner = parent();
      if (owner) await dialog.showMessageBox(owner, { message, detail });
      else await dialog.showMessageBox({ message, detail });
    },
    showError: (message, detail) => dialog.showErrorBox(message, detail),
    menuChanged: () => refreshMenu(),
    async chooseStart() {
      const { response } = await dialog.showMessageBox({
        type: 'question',
        message: 'Welcome to Farm Hand',
        detail: 'Each farm is kept in one file on this computer. Create a new farm, or open one you already have.',
        buttons: ['Create a New Farm…', 'Open a Farm…', 'Quit'],
        defaultId: 0,
        cancelId: 2,
      });
      return response === 0 ? 'new' : response === 1 ? 'open' : 'quit';
    },
    showSharingPage(page) {
      sharingWindow?.destroy();
      sharingWindow = null;
      if (page === null) return;
      // A page of its own with nothing to run: no preload, and it may not navigate or open windows.
      sharingWindow = new BrowserWindow({ width: 420, height: 560, title: 'Share with Phones', webPreferences: secureWebPreferences(undefined) });
      lockDownNavigation(sharingWindow, 'data:', (url) => void shell.openExternal(url));
      sharingWindow.on('closed', () => (sharingWindow = null));
      void sharingWindow.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(page)}`);
    },
  };

  const commands = farmCommands({
    shell: desktop,
    open,
    recent,
    files: { migrationsFolder: join(__dirname, 'migrations') },
    staticDir: rendererRoot,
    tls: sharingCertificate,
    callerFor: (contentsId) => api.callerFor(contentsId),
  });

  const onFocused = (run: (contentsId: number) => unknown) => () => {
    const id = focusedId();
    if (id !== undefined) void run(id);
  };
  function refreshMenu() {
    const id = focusedId();
    const template = menuTemplate(
      { recent: recent.list(), hasFarm: id !== undefined && open.get(id) !== undefined, sharing: commands.sharing, isMac: process.platform === 'darwin' },
      {
        newFarm: () => void commands.newFarm(),
        openFarm: () => void commands.chooseAndOpenFarm(),
        openRecent: (file) => void commands.openFarm(file),
        clearRecent: () => {
          recent.clear();
          refreshMenu();
        },
        backUpFarm: onFocused(commands.backUpFarm),
        restoreFarm: onFocused(commands.restoreFarm),
        exportToExcel: onFocused(commands.exportToExcel),
        toggleSharing: onFocused(commands.toggleSharing),
        closeFarm: () => {
          const window = BrowserWindow.getFocusedWindow();
          if (!window) return;
          // Closing the last farm is not quitting: the app offers to create or open one.
          const wasLast = open.size === 1 && open.get(window.webContents.id) !== undefined;
          if (wasLast) offeringStart = true;
          window.close();
          if (wasLast) {
            void commands.offerStart().then((opened) => {
              offeringStart = false;
              if (!opened) app.quit();
            });
          }
        },
      },
    );
    Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  }

  // A second launch (a double-click on a farm file) opens that farm here, or brings this app forward.
  app.on('second-instance', (_event, argv, workingDirectory) => {
    const file = farmFileFromArgs(argv, workingDirectory);
    if (file) void commands.openFarm(file);
    else BrowserWindow.getAllWindows()[0]?.focus();
  });
  // macOS hands files over through this event instead.
  app.on('open-file', (event, file) => {
    event.preventDefault();
    if (app.isReady()) void commands.openFarm(file);
  });
  app.on('window-all-closed', () => {
    if (!offeringStart && process.platform !== 'darwin') app.quit();
  });

  void app.whenReady().then(async () => {
    protocol.handle('app', (request) => {
      const file = resolveAppFile(rendererRoot, request.url);
      return file ? net.fetch(pathToFileURL(file).toString()) : new Response('Not found', { status: 404 });
    });
    // Files the renderer makes (exports) are saved where the person picks, in the window's save dialog.
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
    // Files the renderer reads (imports) come from where the person picks, in the window's open dialog.
    ipcMain.handle(OPEN_FILE_CHANNEL, (event, accept: unknown) => {
      const owner = BrowserWindow.fromWebContents(event.sender);
      return openChosenFile(async (filters) => {
        const options = { filters, properties: ['openFile' as const] };
        const choice = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
        return choice.canceled ? null : (choice.filePaths[0] ?? null);
      }, accept);
    });
    refreshMenu();
    const window = await commands.startUp(farmFileFromArgs(process.argv, process.cwd()));
    if (!window) app.quit();
  });
}

// One app, however many farms: a second launch hands its file to the first and ends.
if (app.requestSingleInstanceLock()) start();
else app.quit();
