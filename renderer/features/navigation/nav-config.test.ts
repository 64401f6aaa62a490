import { describe, expect, it } from 'vitest';
import {
  defaultNavSettings,
  enabledNavTabs,
  mergeNavSettings,
  moveNavTab,
  NAV_TABS,
  toggleNavTab,
} from './nav-config';

describe('navigation tabs', () => {
  it('lists the spec tabs in order, all enabled but Storage, Forage and Reports', () => {
    expect(NAV_TABS.map((tab) => tab.label)).toEqual([
      'Home', 'Cattle', 'Calves', 'Breeding', 'Activities', 'Pastures', 'Tutorial', 'Storage', 'Forage', 'Reports', 'Settings',
    ]);
    expect(enabledNavTabs(defaultNavSettings()).map((tab) => tab.label)).toEqual([
      'Home', 'Cattle', 'Calves', 'Breeding', 'Activities', 'Pastures', 'Tutorial', 'Settings',
    ]);
  });

  it('merges a saved arrangement over the defaults', () => {
    const merged = mergeNavSettings([
      { id: 'settings', enabled: true },
      { id: 'home', enabled: false },
      { id: 'no-such-tab', enabled: true },
      { id: 'settings', enabled: false },
      { id: 'forage' },
    ]);
    expect(merged.slice(0, 3)).toEqual([
      { id: 'settings', enabled: true },
      { id: 'home', enabled: false },
      { id: 'forage', enabled: false },
    ]);
    expect(merged.map((setting) => setting.id).sort()).toEqual(NAV_TABS.map((tab) => tab.id).sort());
  });

  it('gives the defaults for anything that is not a list', () => {
    expect(mergeNavSettings(undefined)).toEqual(defaultNavSettings());
    expect(mergeNavSettings({ home: true })).toEqual(defaultNavSettings());
    expect(mergeNavSettings('[')).toEqual(defaultNavSettings());
  });

  it('toggles one tab', () => {
    const toggled = toggleNavTab(defaultNavSettings(), 'reports');
    expect(toggled.find((setting) => setting.id === 'reports')?.enabled).toBe(true);
  });

  it('moves tabs but never past either end', () => {
    const settings = defaultNavSettings();
    expect(moveNavTab(settings, 'cattle', -1).slice(0, 2).map((s) => s.id)).toEqual(['cattle', 'home']);
    expect(moveNavTab(settings, 'home', -1)).toEqual(settings);
    expect(moveNavTab(settings, 'settings', 1)).toEqual(settings);
  });
});
