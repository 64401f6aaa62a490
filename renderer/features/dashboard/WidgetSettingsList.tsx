import { Button, Switch } from '@blueprintjs/core';
import { ArrowDown, ArrowUp } from '@blueprintjs/icons';
import { sortedWidgets, type DashboardWidget } from './dashboard-settings';

interface WidgetSettingsListProps {
  widgets: readonly DashboardWidget[];
  onToggle: (id: string) => void;
  onMove: (id: string, direction: -1 | 1) => void;
}

/** Each widget with its on/off switch and up/down arrows; the ends cannot move past the ends (spec 1 §5). */
export function WidgetSettingsList({ widgets, onToggle, onMove }: WidgetSettingsListProps) {
  const ordered = sortedWidgets(widgets);
  return (
    <fieldset className="fh-customize-group">
      <legend className="fh-customize-heading">Widgets</legend>
      <ol className="fh-widget-settings" aria-label="Widgets">
        {ordered.map((widget, index) => (
          <li key={widget.id} className="fh-widget-setting">
            <Switch
              className="fh-widget-setting-switch"
              size="large"
              label={widget.title}
              checked={widget.enabled}
              onChange={() => onToggle(widget.id)}
            />
            <Button
              variant="minimal"
              icon={<ArrowUp />}
              aria-label={`Move ${widget.title} up`}
              disabled={index === 0}
              onClick={() => onMove(widget.id, -1)}
            />
            <Button
              variant="minimal"
              icon={<ArrowDown />}
              aria-label={`Move ${widget.title} down`}
              disabled={index === ordered.length - 1}
              onClick={() => onMove(widget.id, 1)}
            />
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
