import { ReorderableChecklist } from '../../ui/ReorderableChecklist';
import { sortedWidgets, type DashboardWidget } from './dashboard-settings';

interface WidgetSettingsListProps {
  widgets: readonly DashboardWidget[];
  onToggle: (id: string) => void;
  onMove: (id: string, direction: -1 | 1) => void;
}

/** Each widget with its checkbox and up/down arrows, in grid order. */
export function WidgetSettingsList({ widgets, onToggle, onMove }: WidgetSettingsListProps) {
  const items = sortedWidgets(widgets).map((widget) => ({ id: widget.id, label: widget.title, checked: widget.enabled }));
  return (
    <fieldset className="fh-customize-group">
      <legend className="fh-customize-heading">Widgets</legend>
      <ReorderableChecklist label="Widgets" items={items} onToggle={onToggle} onMove={onMove} />
    </fieldset>
  );
}
