import { describe, expect, it } from 'vitest';
import { readSetting } from '../../platform/settings-store';
import { moveInList } from '../reorder';
import { defaultNavSettings, enabledNavTabs, NAV_TABS, readNavSettings, toggleNavTab } from './nav-config';

const merge = (saved: unknown) => readSetting(readNavSettings, defaultNavSettings, saved);

describe('navigation tabs', () => {
  it('are, in order: Home, Cattle, Calves, Breeding, Activities, Pastures, Tutorial, Storage, Forage, Weigh, Reports, Medicines, Settings', () => {
    expect(NAV_TABS.map((tab) => [tab.label, tab.path])).toEqual([
      ['Home', '/'],
      ['Cattle', '/cattle'],
      ['Calves', '/calves'],
      ['Breeding', '/breeding-management'],
      ['Activities', '/activities'],
      ['Pastures', '/pastures'],
      ['Tutorial', '/tutorial'],
      ['Storage', '/storage-tanks'],
      ['Forage', '/forage'],
      ['Weigh', '/weigh'],
      ['Reports', '/reports'],
      ['Medicines', '/medicines'],
      ['Settings', '/settings'],
    ]);
  });

  it('are all on by default except Storage, Forage, Weigh, Reports and Medicines', () => {
    expect(enabledNavTabs(defaultNavSettings()).map((tab) => tab.label)).toEqual([
      'Home', 'Cattle', 'Calves', 'Breeding', 'Activities', 'Pastures', 'Tutorial', 'Settings',
    ]);
  });

  it('a saved arrangement is merged over the defaults: order and on/off kept, unknown and repeated ids dropped, missing tabs appended', () => {
    const merged = merge([
      { id: 'settings', enabled: true },
      { id: 'home', enabled: false },
      { id: 'no-such-tab', enabled: true },
      { id: 'settings', enabled: false },
      { id: 'forage' },
      'junk',
    ]);
    expect(merged.slice(0, 3)).toEqual([
      { id: 'settings', enabled: true },
      { id: 'home', enabled: false },
      { id: 'forage', enabled: false },
    ]);
    expect(merged.map((setting) => setting.id).sort()).toEqual(NAV_TABS.map((tab) => tab.id).sort());
  });

  it('anything stored that is not a list gives the defaults', () => {
    for (const stored of [undefined, null, { home: true }, '[', 42]) expect(merge(stored)).toEqual(defaultNavSettings());
  });

  it('toggles one tab', () => {
    const toggled = toggleNavTab(defaultNavSettings(), 'reports');
    expect(toggled.find((setting) => setting.id === 'reports')?.enabled).toBe(true);
  });

  it('moves tabs, but the first cannot go up and the last cannot go down', () => {
    const settings = defaultNavSettings();
    expect(moveInList(settings, 'cattle', -1).slice(0, 2).map((s) => s.id)).toEqual(['cattle', 'home']);
    expect(moveInList(settings, 'home', -1)).toEqual(settings);
    expect(moveInList(settings, 'settings', 1)).toEqual(settings);
  });
});
