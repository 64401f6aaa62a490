// The dashboard's own settings (spec 1 §2.4, §3 "Dashboard settings"; DECISIONS "Names and values")
// and the rules for changing them. Pure: the store persists them, the components draw them.

export const WIDGET_TYPES = ['cattle-overview', 'heat-notifications', 'upcoming-calvings', 'breeding-efficiency'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

export interface DashboardWidget {
  id: string;
  type: WidgetType;
  title: string;
  enabled: boolean;
  /** 0-based place in the grid; renumbered after every move so it always runs 0, 1, 2 … */
  position: number;
}

export interface DashboardSettings {
  title: string;
  subtitle: string;
  showFarmName: boolean;
  welcomeMessage: string;
  widgets: DashboardWidget[];
}

const DEFAULT_WIDGETS: readonly Omit<DashboardWidget, 'position'>[] = [
  { id: 'cattle-overview', type: 'cattle-overview', title: 'Cattle Overview', enabled: true },
  { id: 'heat-notifications', type: 'heat-notifications', title: 'Heat Cycle Notifications', enabled: true },
  { id: 'upcoming-calvings', type: 'upcoming-calvings', title: 'Upcoming Calvings', enabled: true },
  { id: 'breeding-efficiency', type: 'breeding-efficiency', title: 'Breeding Efficiency', enabled: false },
];

export const DEFAULT_TITLE = 'Farm Hand Dashboard';
export const DEFAULT_SUBTITLE = 'Cattle Management System';

export function defaultDashboardSettings(): DashboardSettings {
  return {
    title: DEFAULT_TITLE,
    subtitle: DEFAULT_SUBTITLE,
    showFarmName: true,
    welcomeMessage: '',
    widgets: DEFAULT_WIDGETS.map((widget, position) => ({ ...widget, position })),
  };
}

/** Widgets in grid order (by position). */
export function sortedWidgets(widgets: readonly DashboardWidget[]): DashboardWidget[] {
  return [...widgets].sort((a, b) => a.position - b.position);
}

/** What the grid shows: only enabled widgets, sorted by position. */
export function visibleWidgets(widgets: readonly DashboardWidget[]): DashboardWidget[] {
  return sortedWidgets(widgets).filter((widget) => widget.enabled);
}

const renumber = (widgets: readonly DashboardWidget[]) => widgets.map((widget, position) => ({ ...widget, position }));

export function toggleWidget(widgets: readonly DashboardWidget[], id: string): DashboardWidget[] {
  return widgets.map((widget) => (widget.id === id ? { ...widget, enabled: !widget.enabled } : widget));
}

/**
 * Moves a widget one place up (-1) or down (+1) and renumbers the positions. The first cannot go
 * up and the last cannot go down: those moves leave the order as it was.
 */
export function moveWidget(widgets: readonly DashboardWidget[], id: string, direction: -1 | 1): DashboardWidget[] {
  const ordered = sortedWidgets(widgets);
  const from = ordered.findIndex((widget) => widget.id === id);
  const to = from + direction;
  if (from >= 0 && to >= 0 && to < ordered.length) [ordered[from], ordered[to]] = [ordered[to]!, ordered[from]!];
  return renumber(ordered);
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** The title is what the page is called: a blank one falls back to the default rather than an empty heading. */
function cleanTexts(settings: DashboardSettings): DashboardSettings {
  return {
    ...settings,
    title: settings.title.trim() || DEFAULT_TITLE,
    subtitle: settings.subtitle.trim(),
    welcomeMessage: settings.welcomeMessage.trim(),
  };
}

/** Settings as the dialog saves them: texts trimmed, positions renumbered in their order. */
export function finishSettings(settings: DashboardSettings): DashboardSettings {
  return { ...cleanTexts(settings), widgets: renumber(sortedWidgets(settings.widgets)) };
}

/**
 * Merges stored settings over the defaults. Anything that is not an object gives the defaults
 * (spec 1 §5: settings that fail to parse are ignored). Known widgets keep their stored order and
 * on/off state; unknown or repeated ones are dropped; widgets the stored list lacks (new in a
 * later release) follow in their default order with their default state.
 */
export function mergeDashboardSettings(stored: unknown): DashboardSettings {
  const defaults = defaultDashboardSettings();
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return defaults;
  const saved = stored as Record<string, unknown>;

  const kept: DashboardWidget[] = [];
  for (const entry of Array.isArray(saved.widgets) ? (saved.widgets as unknown[]) : []) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { type, enabled, position } = entry as Record<string, unknown>;
    const known = defaults.widgets.find((widget) => widget.type === type);
    if (!known || kept.some((widget) => widget.type === known.type)) continue;
    kept.push({
      ...known,
      enabled: typeof enabled === 'boolean' ? enabled : known.enabled,
      position: typeof position === 'number' && Number.isFinite(position) ? position : Number.MAX_SAFE_INTEGER,
    });
  }
  const missing = defaults.widgets.filter((widget) => !kept.some((k) => k.type === widget.type));

  return finishSettings({
    title: text(saved.title, defaults.title),
    subtitle: text(saved.subtitle, defaults.subtitle),
    showFarmName: typeof saved.showFarmName === 'boolean' ? saved.showFarmName : defaults.showFarmName,
    welcomeMessage: text(saved.welcomeMessage, defaults.welcomeMessage),
    widgets: [...sortedWidgets(kept), ...missing.map((widget) => ({ ...widget, position: Number.MAX_SAFE_INTEGER }))],
  });
}
