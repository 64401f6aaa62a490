import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { menuTemplate, type FarmMenuActions, type FarmMenuState } from './menu';

const actions = (): FarmMenuActions => ({
  newFarm: vi.fn(),
  openFarm: vi.fn(),
  openRecent: vi.fn(),
  clearRecent: vi.fn(),
  backUpFarm: vi.fn(),
  restoreFarm: vi.fn(),
  exportToExcel: vi.fn(),
  toggleSharing: vi.fn(),
  closeFarm: vi.fn(),
});
const state = (changes: Partial<FarmMenuState> = {}): FarmMenuState => ({ recent: [], hasFarm: true, sharing: false, isMac: false, ...changes });

const fileMenu = (template: MenuItemConstructorOptions[]) => template.find((menu) => menu.label === 'File')!.submenu as MenuItemConstructorOptions[];
const item = (items: MenuItemConstructorOptions[], label: string) => items.find((entry) => entry.label === label)!;
const click = (entry: MenuItemConstructorOptions) => (entry.click as () => void)();

describe('the File menu', () => {
  it('offers the farm commands in order, with their shortcuts', () => {
    const items = fileMenu(menuTemplate(state(), actions()));
    expect(items.map((entry) => entry.label ?? entry.type ?? entry.role)).toEqual([
      'New Farm…',
      'Open Farm…',
      'Open Recent',
      'separator',
      'Export to Excel…',
      'Backup Farm…',
      'Restore Farm…',
      'separator',
      'Share with Phones',
      'separator',
      'Close Farm',
      'separator',
      'quit',
    ]);
    expect(item(items, 'New Farm…').accelerator).toBe('CmdOrCtrl+N');
    expect(item(items, 'Open Farm…').accelerator).toBe('CmdOrCtrl+O');
    expect(item(items, 'Close Farm').accelerator).toBe('CmdOrCtrl+W');
  });

  it('runs the chosen action', () => {
    const chosen = actions();
    const items = fileMenu(menuTemplate(state(), chosen));
    click(item(items, 'Backup Farm…'));
    click(item(items, 'Share with Phones'));
    expect(chosen.backUpFarm).toHaveBeenCalledOnce();
    expect(chosen.toggleSharing).toHaveBeenCalledOnce();
    expect(chosen.restoreFarm).not.toHaveBeenCalled();
  });

  it("greys out a farm's own commands when no farm is open, and ticks Share with Phones while sharing", () => {
    const closed = fileMenu(menuTemplate(state({ hasFarm: false }), actions()));
    for (const label of ['Export to Excel…', 'Backup Farm…', 'Restore Farm…', 'Share with Phones', 'Close Farm']) expect(item(closed, label).enabled).toBe(false);
    for (const label of ['New Farm…', 'Open Farm…']) expect(item(closed, label).enabled).not.toBe(false);
    expect(item(fileMenu(menuTemplate(state({ sharing: true }), actions())), 'Share with Phones').checked).toBe(true);
  });

  it('Open Recent lists the farms by name, newest first, opens the one chosen, and can be cleared', () => {
    const chosen = actions();
    const recent = ['/farms/Home Place.farmhand', '/farms/Creek Bend.farmhand'];
    const submenu = item(fileMenu(menuTemplate(state({ recent }), chosen)), 'Open Recent').submenu as MenuItemConstructorOptions[];
    expect(submenu.map((entry) => entry.label ?? entry.type)).toEqual(['Home Place.farmhand', 'Creek Bend.farmhand', 'separator', 'Clear Recent']);
    click(submenu[1]!);
    expect(chosen.openRecent).toHaveBeenCalledWith('/farms/Creek Bend.farmhand');
    click(item(submenu, 'Clear Recent'));
    expect(chosen.clearRecent).toHaveBeenCalledOnce();
    const none = item(fileMenu(menuTemplate(state(), actions())), 'Open Recent').submenu as MenuItemConstructorOptions[];
    expect(none).toEqual([{ label: 'No Recent Farms', enabled: false }]);
  });

  it('on macOS, Quit sits in the app menu, not under File', () => {
    const template = menuTemplate(state({ isMac: true }), actions());
    expect(template[0]).toEqual({ role: 'appMenu' });
    expect(fileMenu(template).some((entry) => entry.role === 'quit')).toBe(false);
  });
});
