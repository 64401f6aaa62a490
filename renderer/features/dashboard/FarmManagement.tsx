import { Button } from '@blueprintjs/core';
import { Add, WidgetButton } from '@blueprintjs/icons';
import type { DashboardWidget } from './dashboard-settings';
import type { DashboardData } from './useDashboardData';
import { DashboardWidgetView } from './widgets/DashboardWidgetView';
import './widgets/Widgets.css';

interface FarmManagementProps {
  /** Enabled widgets in position order. */
  widgets: readonly DashboardWidget[];
  /** Undefined while loading or after a failure. */
  data: DashboardData | undefined;
  /** The error box above already says what went wrong; the widgets then stay out of the way. */
  failed: boolean;
  onCustomize: () => void;
}

/** "Farm Management": the user's widgets, or a pointer to the customize button. */
export function FarmManagement({ widgets, data, failed, onCustomize }: FarmManagementProps) {
  return (
    <section className="fh-dashboard-section" aria-labelledby="farm-management-heading">
      <div className="fh-dashboard-section-head">
        <h2 id="farm-management-heading" className="fh-dashboard-section-title">
          Farm Management
        </h2>
        <Button variant="outlined" icon={<Add />} text="Add Widget" onClick={onCustomize} />
      </div>
      {widgets.length === 0 ? (
        <div className="fh-widget-empty">
          <WidgetButton size={28} className="fh-widget-empty-icon" />
          <p className="fh-widget-empty-title">No widgets configured</p>
          <p className="fh-widget-empty-hint">Use the Customize Dashboard button to choose the widgets you want here.</p>
        </div>
      ) : failed ? null : (
        <div className="fh-widget-grid">
          {widgets.map((widget) => (
            <DashboardWidgetView key={widget.id} widget={widget} data={data} />
          ))}
        </div>
      )}
    </section>
  );
}
