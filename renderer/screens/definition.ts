import type { ComponentType } from 'react';
import type { LazyPage } from './lazy-page';

/**
 * What a screen shows while privacy mode is on. The API client answers every read from the demo
 * farm and refuses every write, so no screen branches on it; this says what a visitor will see.
 * - `demo-farm`: the screen shows farm records, and shows the demo farm's instead.
 * - `no-farm-data`: the screen holds no farm records (a guide, a tutorial) and looks the same.
 */
export type PrivacyBehaviour = 'demo-farm' | 'no-farm-data';

/** A place in the bottom navigation (and the sidebar) for a screen that is a tab. */
export interface NavTabDefault {
  /** Where the tab sits before the user rearranges the bar: 0 is first. */
  position: number;
  enabledByDefault: boolean;
}

/** Everything the app needs to route to, title, draw and navigate to one screen. */
export interface ScreenDefinition {
  /** Stable key, kept in the saved navigation arrangement. */
  id: string;
  path: string;
  /** The browser tab's and the screen's name. */
  title: string;
  /** The short name in the navigation and in links to the screen. */
  navLabel: string;
  icon: ComponentType<{ size?: number }>;
  /** Present for the screens that are navigation tabs. */
  tab?: NavTabDefault;
  /** The page, loaded on demand: each screen is its own chunk (start-up loads the first one ahead). */
  page: LazyPage;
  privacy: PrivacyBehaviour;
}

/**
 * Keeps the screen's literal type (its path, its id, whether it is a tab), so the registry can
 * name every path and every tab, and a link or tab to anything else does not compile.
 */
export function defineScreen<const S extends ScreenDefinition>(screen: S): S {
  return screen;
}
