import { BanCircle, Calendar, Chart, Flame } from '@blueprintjs/icons';
import type { ComponentType, ReactNode } from 'react';
import { CowIcon } from '../../../ui/CowIcon';
import type { DashboardWidget, WidgetType } from '../dashboard-settings';
import type { DashboardData } from '../useDashboardData';
import { BreedingEfficiencyWidget } from './BreedingEfficiencyWidget';
import { CattleOverviewWidget } from './CattleOverviewWidget';
import { DoNotSellWidget } from './DoNotSellWidget';
import { HeatNotificationsWidget } from './HeatNotificationsWidget';
import { PLACEHOLDER_DATA } from './placeholder-data';
import { UpcomingCalvingsWidget } from './UpcomingCalvingsWidget';
import { WidgetCard } from './WidgetCard';

const VIEWS: Record<WidgetType, { icon: ReactNode; Body: ComponentType<{ data: DashboardData }> }> = {
  'cattle-overview': { icon: <CowIcon />, Body: CattleOverviewWidget },
  'heat-notifications': { icon: <Flame />, Body: HeatNotificationsWidget },
  'upcoming-calvings': { icon: <Calendar />, Body: UpcomingCalvingsWidget },
  'breeding-efficiency': { icon: <Chart />, Body: BreedingEfficiencyWidget },
  'do-not-sell': { icon: <BanCircle />, Body: DoNotSellWidget },
};

/** One widget of the grid: its card, and its content (a skeleton of it until the farm's data is in). */
export function DashboardWidgetView({ widget, data }: { widget: DashboardWidget; data: DashboardData | undefined }) {
  const { icon, Body } = VIEWS[widget.type];
  return (
    <WidgetCard title={widget.title} icon={icon} loading={!data}>
      <Body data={data ?? PLACEHOLDER_DATA} />
    </WidgetCard>
  );
}
