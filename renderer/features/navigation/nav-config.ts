// The navigation's tabs, derived from the screens that are tabs, and the rules for the user's
// arrangement of them. Pure: the store keeps it, the components draw it.
import { z } from 'zod';
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

const savedTab = z.object({
  id: z.enum(NAV_TABS.map((tab) => tab.id) as [NavTabId, ...NavTabId[]]),
  enabled: z.boolean().optional().catch(undefined),
});

/**
 * A saved arrangement merged over the defaults: saved tabs keep their order and on/off state,
 * unknown or repeated ids are dropped, and tabs the saved list lacks (new in a later release)
 * follow in their default order.
 */
function mergeNavSettings(saved: readonly unknown[]): NavSetting[] {
  const merged: NavSetting[] = [];
  for (const entry of saved) {
    const parsed = savedTab.safeParse(entry);
    if (!parsed.success || merged.some((setting) => setting.id === parsed.data.id)) continue;
    const { id, enabled } = parsed.data;
    merged.push({ id, enabled: enabled ?? TABS_BY_ID.get(id)!.enabledByDefault });
  }
  return [...merged, ...defaultNavSettings().filter((setting) => !merged.some((kept) => kept.id === setting.id))];
}

/** The `navigationConfig` key: a list of {id, enabled}; anything that is not a list gives the defaults. */
export const navSettingsSchema: z.ZodType<NavSetting[]> = z.array(z.unknown()).transform(mergeNavSettings);

export function toggleNavTab(settings: readonly NavSetting[], id: NavTabId): NavSetting[] {
  return settings.map((setting) => (setting.id === id ? { ...setting, enabled: !setting.enabled } : setting));
}

/** The tabs to draw, in the user's order, with their paths and labels. */
export function enabledNavTabs(settings: readonly NavSetting[]): NavTab[] {
  return settings.filter((setting) => setting.enabled).map((setting) => TABS_BY_ID.get(setting.id)!);
}

export const navTab = (id: NavTabId): NavTab => TABS_BY_ID.get(id)!;
