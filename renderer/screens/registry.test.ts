import { describe, expect, it } from 'vitest';
import { NAV_TABS, type NavTabId } from '../ui/navigation/nav-config';
import { SCREENS, screenFor, type ScreenPath } from './index';

describe('the screen registry', () => {
  it('has one screen for each route of the app, and nothing else', () => {
    expect(SCREENS.map((screen) => screen.path).sort()).toEqual(
      [
        '/', '/cattle', '/calves', '/activities', '/pastures', '/semen-tanks', '/embryos', '/storage-tanks', '/genetics',
        '/forage', '/reports', '/settings', '/breeding-management', '/tutorial', '/export-data', '/search-demo', '/privacy-guide',
        '/conflicts', '/history', '/weigh', '/medicines',
      ].sort(),
    );
    expect(new Set(SCREENS.map((screen) => screen.id)).size).toBe(SCREENS.length);
  });

  it('gives each navigation tab its own place, 0 to 12, in the order the bar starts with', () => {
    expect(NAV_TABS.map((tab) => screenFor(tab.path).tab?.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('says, for every screen, whether privacy mode shows the demo farm on it', () => {
    for (const screen of SCREENS) expect(['demo-farm', 'no-farm-data']).toContain(screen.privacy);
  });

  it('does not compile a link to a path no screen has, nor a tab no screen is', () => {
    const link: ScreenPath = '/pastures';
    // @ts-expect-error: no screen has this path
    const missing: ScreenPath = '/milking-parlour';
    const tab: NavTabId = 'forage';
    // @ts-expect-error: Genetics is a screen, but not a navigation tab
    const notTab: NavTabId = 'genetics';
    expect([link, missing, tab, notTab]).toHaveLength(4);
  });
});
