// The bottom navigation's tabs (spec 2, "Mobile navigation") and the rules for the user's
// arrangement of them. Pure: the store persists it, the components draw it.

export interface NavTab {
  id: string;
  path: string;
  label: string;
  enabledByDefault: boolean;
}

/** A tab as the user arranged it: its place is its index in the list. */
export interface NavSetting {
  id: string;
  enabled: boolean;
}

export const NAV_TABS: readonly NavTab[] = [
  { id: 'home', path: '/', label: 'Home', enabledByDefault: true },
  { id: 'cattle', path: '/cattle', label: 'Cattle', enabledByDefault: true },
  { id: 'calves', path: '/calves', label: 'Calves', enabledByDefault: true },
  { id: 'breeding', path: '/breeding-management', label: 'Breeding', enabledByDefault: true },
  { id: 'activities', path: '/activities', label: 'Activities', enabledByDefault: true },
  { id: 'pastures', path: '/pastures', label: 'Pastures', enabledByDefault: true },
  { id: 'tutorial', path: '/tutorial', label: 'Tutorial', enabledByDefault: true },
  { id: 'storage', path: '/storage-tanks', label: 'Storage', enabledByDefault: false },
  { id: 'forage', path: '/forage', label: 'Forage', enabledByDefault: false },
  { id: 'reports', path: '/reports', label: 'Reports', enabledByDefault: false },
  { id: 'settings', path: '/settings', label: 'Settings', enabledByDefault: true },
];

const TABS_BY_ID = new Map(NAV_TABS.map((tab) => [tab.id, tab]));

export const defaultNavSettings = (): NavSetting[] =>
  NAV_TABS.map(({ id, enabledByDefault }) => ({ id, enabled: enabledByDefault }));

/**
 * Merges a saved arrangement over the defaults: saved tabs keep their order and on/off state,
 * unknown or repeated ids are dropped, and tabs the saved list lacks (new in a later release)
 * follow in their default order. Anything that is not a list gives the defaults.
 */
export function mergeNavSettings(saved: unknown): NavSetting[] {
  if (!Array.isArray(saved)) return defaultNavSettings();
  const merged: NavSetting[] = [];
  const seen = new Set<string>();
  for (const entry of saved as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, enabled } = entry as { id?: unknown; enabled?: unknown };
    if (typeof id !== 'string' || !TABS_BY_ID.has(id) || seen.has(id)) continue;
    seen.add(id);
    merged.push({ id, enabled: typeof enabled === 'boolean' ? enabled : TABS_BY_ID.get(id)!.enabledByDefault });
  }
  for (const setting of defaultNavSettings()) {
    if (!seen.has(setting.id)) merged.push(setting);
  }
  return merged;
}

export function toggleNavTab(settings: readonly NavSetting[], id: string): NavSetting[] {
  return settings.map((setting) => (setting.id === id ? { ...setting, enabled: !setting.enabled } : setting));
}

/** Moves a tab one place up (-1) or down (+1); the first cannot go up, the last cannot go down. */
export function moveNavTab(settings: readonly NavSetting[], id: string, direction: -1 | 1): NavSetting[] {
  const from = settings.findIndex((setting) => setting.id === id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= settings.length) return [...settings];
  const next = [...settings];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The tabs to draw, in the user's order, with their paths and labels. */
export function enabledNavTabs(settings: readonly NavSetting[]): NavTab[] {
  return settings.filter((setting) => setting.enabled).map((setting) => TABS_BY_ID.get(setting.id)!);
}

export const navTab = (id: string): NavTab | undefined => TABS_BY_ID.get(id);
