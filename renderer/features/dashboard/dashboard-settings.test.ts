import { describe, expect, it } from 'vitest';
import { readSetting } from '../../platform/settings-store';
import {
  defaultDashboardSettings,
  finishSettings,
  moveWidget,
  readDashboardSettings,
  toggleWidget,
  visibleWidgets,
  type DashboardWidget,
} from './dashboard-settings';

const mergeDashboardSettings = (stored: unknown) => readSetting(readDashboardSettings, defaultDashboardSettings, stored);
const titles = (widgets: readonly DashboardWidget[]) => widgets.map((widget) => widget.title);
const positions = (widgets: readonly DashboardWidget[]) => widgets.map((widget) => widget.position);

describe('dashboard settings', () => {
  it('defaults: title "Farm Hand Dashboard", subtitle "Cattle Management System"', () => {
    const settings = defaultDashboardSettings();
    expect(settings.title).toBe('Farm Hand Dashboard');
    expect(settings.subtitle).toBe('Cattle Management System');
  });

  it('defaults: five widgets in order, breeding efficiency disabled by default and Do Not Sell on', () => {
    const { widgets } = defaultDashboardSettings();
    expect(titles(widgets)).toEqual(['Cattle Overview', 'Heat Cycle Notifications', 'Upcoming Calvings', 'Breeding Efficiency', 'Do Not Sell']);
    expect(widgets.map((widget) => widget.type)).toEqual([
      'cattle-overview', 'heat-notifications', 'upcoming-calvings', 'breeding-efficiency', 'do-not-sell',
    ]);
    expect(widgets.map((widget) => widget.enabled)).toEqual([true, true, true, false, true]);
    expect(positions(widgets)).toEqual([0, 1, 2, 3, 4]);
  });

  it('only enabled widgets are shown, sorted by position', () => {
    const widgets = defaultDashboardSettings().widgets.map((widget) => ({ ...widget, position: 4 - widget.position }));
    expect(titles(visibleWidgets(widgets))).toEqual(['Do Not Sell', 'Upcoming Calvings', 'Heat Cycle Notifications', 'Cattle Overview']);
    expect(visibleWidgets(widgets.map((widget) => ({ ...widget, enabled: false })))).toEqual([]);
  });

  it('the dialog toggles each widget', () => {
    const toggled = toggleWidget(defaultDashboardSettings().widgets, 'breeding-efficiency');
    expect(toggled.map((widget) => widget.enabled)).toEqual([true, true, true, true, true]);
    expect(toggleWidget(toggled, 'breeding-efficiency')[3]?.enabled).toBe(false);
  });

  it('moving a widget swaps it with its neighbour and renumbers the positions', () => {
    const { widgets } = defaultDashboardSettings();
    const up = moveWidget(widgets, 'upcoming-calvings', -1);
    expect(titles(up)).toEqual(['Cattle Overview', 'Upcoming Calvings', 'Heat Cycle Notifications', 'Breeding Efficiency', 'Do Not Sell']);
    expect(positions(up)).toEqual([0, 1, 2, 3, 4]);
    const down = moveWidget(widgets, 'cattle-overview', 1);
    expect(titles(down).slice(0, 2)).toEqual(['Heat Cycle Notifications', 'Cattle Overview']);
  });

  it('positions are renumbered after a move even when they had gaps', () => {
    const gappy = defaultDashboardSettings().widgets.map((widget) => ({ ...widget, position: widget.position * 10 }));
    expect(positions(moveWidget(gappy, 'breeding-efficiency', -1))).toEqual([0, 1, 2, 3, 4]);
  });

  it('the first widget cannot move up, the last cannot move down', () => {
    const { widgets } = defaultDashboardSettings();
    expect(moveWidget(widgets, 'cattle-overview', -1)).toEqual(widgets);
    expect(moveWidget(widgets, 'do-not-sell', 1)).toEqual(widgets);
    expect(moveWidget(widgets, 'no-such-widget', 1)).toEqual(widgets);
  });

  it('stored settings that fail to parse are ignored and the defaults are used', () => {
    for (const stored of [undefined, null, 'text', 42, ['list'], true]) {
      expect(mergeDashboardSettings(stored)).toEqual(defaultDashboardSettings());
    }
  });

  it('stored settings are kept, field by field, over the defaults', () => {
    const merged = mergeDashboardSettings({
      title: 'Creek Ranch',
      subtitle: 42,
      showFarmName: false,
      welcomeMessage: 'Morning, crew',
      widgets: [
        { id: 'x', type: 'upcoming-calvings', title: 'Renamed', enabled: false, position: 0 },
        { type: 'cattle-overview', enabled: true, position: 1 },
        { type: 'cattle-overview', enabled: false, position: 2 },
        { type: 'milk-yield', enabled: true, position: 3 },
        'junk',
      ],
    });
    expect(merged).toMatchObject({ title: 'Creek Ranch', subtitle: 'Cattle Management System', showFarmName: false, welcomeMessage: 'Morning, crew' });
    expect(titles(merged.widgets)).toEqual(['Upcoming Calvings', 'Cattle Overview', 'Heat Cycle Notifications', 'Breeding Efficiency', 'Do Not Sell']);
    expect(merged.widgets.map((widget) => widget.enabled)).toEqual([false, true, true, false, true]);
    expect(positions(merged.widgets)).toEqual([0, 1, 2, 3, 4]);
  });

  it('a widget without a usable position or on/off state keeps its default state, after the placed ones', () => {
    const merged = mergeDashboardSettings({ widgets: [{ type: 'heat-notifications', position: 'first' }, { type: 'breeding-efficiency', enabled: true, position: 0 }] });
    expect(titles(merged.widgets)).toEqual(['Breeding Efficiency', 'Heat Cycle Notifications', 'Cattle Overview', 'Upcoming Calvings', 'Do Not Sell']);
    expect(merged.widgets[1]?.enabled).toBe(true);
  });

  it('a farm whose stored widgets predate Do Not Sell gets it, on, after its own', () => {
    const stored = defaultDashboardSettings().widgets.filter((widget) => widget.type !== 'do-not-sell').map((widget) => ({ ...widget, enabled: false }));
    const merged = mergeDashboardSettings({ widgets: stored });
    expect(merged.widgets.at(-1)).toMatchObject({ type: 'do-not-sell', title: 'Do Not Sell', enabled: true, position: 4 });
    expect(titles(visibleWidgets(merged.widgets))).toEqual(['Do Not Sell']);
  });

  it('Save Changes keeps texts trimmed, and a blank title falls back to the default title', () => {
    const saved = finishSettings({ ...defaultDashboardSettings(), title: '   ', subtitle: ' Herd book ', welcomeMessage: '  ' });
    expect(saved).toMatchObject({ title: 'Farm Hand Dashboard', subtitle: 'Herd book', welcomeMessage: '' });
  });
});
