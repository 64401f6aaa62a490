// The navigation's tabs, derived from the screens that are tabs, and the rules for the user's
// arrangement of them. Pure: the store keeps it, the components draw it.
import { storedChoice, storedFlag, storedList, storedRecord } from '../../platform/stored-value';
import { SCREENS, type Screen } from '../../screens';

type TabScreen = Extract<Screen, { tab: object }>;
export type NavTabId = TabScreen['id'];

export interface NavTab {
  id: NavTabId;
  path: TabScreen['path'];
  label: string;
  enabledByDefault: boolean;
}

/** A tab as the user arranged it: its place is its index in the list. */
export interface NavSetting {
  id: NavTabId;
  enabled: boolean;
}

const isTab = (screen: Screen): screen is TabScreen => 'tab' in screen;

/** The tabs in their default order. */
export const NAV_TABS: readonly NavTab[] = SCREENS.filter(isTab)
  .sort((a, b) => a.tab.position - b.tab.position)
  .map((screen) => ({ id: screen.id, path: screen.path, label: screen.navLabel, enabledByDefault: screen.tab.enabledByDefault }));

const TABS_BY_ID = new Map<string, NavTab>(NAV_TABS.map((tab) => [tab.id, tab]));

export const defaultNavSettings = (): NavSetting[] =>
  NAV_TABS.map(({ id, enabledByDefault }) => ({ id, enabled: enabledByDefault }));

const TAB_IDS = NAV_TABS.map((tab) => tab.id);

/**
 * A saved arrangement merged over the defaults: saved tabs keep their order and on/off state,
 * unknown or repeated ids are dropped, and tabs the saved list lacks (new in a later release)
 * follow in their default order.
 */
function mergeNavSettings(saved: readonly unknown[]): NavSetting[] {
  const merged: NavSetting[] = [];
  for (const entry of saved) {
    const tab = storedRecord(entry);
    const id = storedChoice(tab?.id, TAB_IDS, undefined);
    if (!id || merged.some((setting) => setting.id === id)) continue;
    merged.push({ id, enabled: storedFlag(tab?.enabled, TABS_BY_ID.get(id)!.enabledByDefault) });
  }
  return [...merged, ...defaultNavSettings().filter((setting) => !merged.some((kept) => kept.id === setting.id))];
}

/** The `navigationConfig` key: a list of {id, enabled}; anything that is not a list gives the defaults. */
export function readNavSettings(stored: unknown): NavSetting[] | undefined {
  const saved = storedList(stored);
  return saved && mergeNavSettings(saved);
}

export function toggleNavTab(settings: readonly NavSetting[], id: NavTabId): NavSetting[] {
  return settings.map((setting) => (setting.id === id ? { ...setting, enabled: !setting.enabled } : setting));
}

/** The tabs to draw, in the user's order, with their paths and labels. */
export function enabledNavTabs(settings: readonly NavSetting[]): NavTab[] {
  return settings.filter((setting) => setting.enabled).map((setting) => TABS_BY_ID.get(setting.id)!);
}

export const navTab = (id: NavTabId): NavTab => TABS_BY_ID.get(id)!;
