// The dashboard's own settings (title, subtitle, whether the farm name shows, welcome message,
// widgets), their defaults and the rules for changing them (docs/dashboard.md). Pure: the store
// persists them, the components draw them.
import { storedChoice, storedFlag, storedList, storedNumber, storedRecord, storedText } from '../../platform/stored-value';
import { moveInList } from '../../ui/reorder';

export const WIDGET_TYPES = ['cattle-overview', 'heat-notifications', 'upcoming-calvings', 'breeding-efficiency', 'do-not-sell'] as const;
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
  // On for every farm: an animal sold inside its meat withdrawal is a residue at the packer.
  { id: 'do-not-sell', type: 'do-not-sell', title: 'Do Not Sell', enabled: true },
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

/** Moves a widget one place up (-1) or down (+1) in grid order and renumbers the positions. */
export function moveWidget(widgets: readonly DashboardWidget[], id: string, direction: -1 | 1): DashboardWidget[] {
  return renumber(moveInList(sortedWidgets(widgets), id, direction));
}

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
 * Stored widgets merged over the defaults: known widgets keep their stored order and on/off state;
 * unknown or repeated ones are dropped; widgets the stored list lacks (new in a later release)
 * follow in their default order with their default state.
 */
function mergeWidgets(entries: readonly unknown[]): DashboardWidget[] {
  const defaults = defaultDashboardSettings().widgets;
  const kept: DashboardWidget[] = [];
  for (const entry of entries) {
    const widget = storedRecord(entry);
    const type = storedChoice(widget?.type, WIDGET_TYPES, undefined);
    const known = defaults.find((candidate) => candidate.type === type);
    if (!known || kept.some((keptWidget) => keptWidget.type === known.type)) continue;
    kept.push({ ...known, enabled: storedFlag(widget?.enabled, known.enabled), position: storedNumber(widget?.position, Number.MAX_SAFE_INTEGER) });
  }
  const missing = defaults.filter((widget) => !kept.some((k) => k.type === widget.type));
  return renumber([...sortedWidgets(kept), ...missing]);
}

/**
 * The `dashboardSettings` key: each field stored over its default; anything that is not an
 * object, or a field of the wrong kind, gives the default.
 */
export function readDashboardSettings(stored: unknown): DashboardSettings | undefined {
  const saved = storedRecord(stored);
  if (!saved) return undefined;
  return finishSettings({
    title: storedText(saved.title, DEFAULT_TITLE),
    subtitle: storedText(saved.subtitle, DEFAULT_SUBTITLE),
    showFarmName: storedFlag(saved.showFarmName, true),
    welcomeMessage: storedText(saved.welcomeMessage, ''),
    widgets: mergeWidgets(storedList(saved.widgets) ?? []),
  });
}
