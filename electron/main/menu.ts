import { basename } from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';

// The desktop app's menu bar. Built from plain state and actions, so that what it offers, in which
// order and when, is tested without Electron; index.ts hands the template to Menu.buildFromTemplate.

export interface FarmMenuActions {
  newFarm(): void;
  openFarm(): void;
  openRecent(file: string): void;
  clearRecent(): void;
  backUpFarm(): void;
  restoreFarm(): void;
  exportToExcel(): void;
  toggleSharing(): void;
  closeFarm(): void;
}

export interface FarmMenuState {
  /** Farm files for Open Recent, newest first. */
  recent: readonly string[];
  /** Whether the focused window holds a farm: the farm's own commands need one. */
  hasFarm: boolean;
  /** Whether the farm is being shared with phones. */
  sharing: boolean;
  /** macOS puts Quit under the app's own menu. */
  isMac: boolean;
}

function recentMenu(state: FarmMenuState, actions: FarmMenuActions): MenuItemConstructorOptions[] {
  if (state.recent.length === 0) return [{ label: 'No Recent Farms', enabled: false }];
  return [
    ...state.recent.map((file): MenuItemConstructorOptions => ({ label: basename(file), sublabel: file, toolTip: file, click: () => actions.openRecent(file) })),
    { type: 'separator' },
    { label: 'Clear Recent', click: () => actions.clearRecent() },
  ];
}

export function menuTemplate(state: FarmMenuState, actions: FarmMenuActions): MenuItemConstructorOptions[] {
  const farmOnly = { enabled: state.hasFarm };
  const file: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      { label: 'New Farm…', accelerator: 'CmdOrCtrl+N', click: () => actions.newFarm() },
      { label: 'Open Farm…', accelerator: 'CmdOrCtrl+O', click: () => actions.openFarm() },
      { label: 'Open Recent', submenu: recentMenu(state, actions) },
      { type: 'separator' },
      { label: 'Export to Excel…', accelerator: 'CmdOrCtrl+E', ...farmOnly, click: () => actions.exportToExcel() },
      { label: 'Backup Farm…', ...farmOnly, click: () => actions.backUpFarm() },
      { label: 'Restore Farm…', ...farmOnly, click: () => actions.restoreFarm() },
      { type: 'separator' },
      { label: 'Share with Phones', type: 'checkbox', checked: state.sharing, ...farmOnly, click: () => actions.toggleSharing() },
      { type: 'separator' },
      { label: 'Close Farm', accelerator: 'CmdOrCtrl+W', ...farmOnly, click: () => actions.closeFarm() },
      ...(state.isMac ? [] : [{ type: 'separator' } as const, { role: 'quit' } as const]),
    ],
  };
  return [
    ...(state.isMac ? [{ role: 'appMenu' } as const] : []),
    file,
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
  ];
}
