import { lazy, useState } from 'react';
import { MountWhenOpened } from '../../ui/MountWhenOpened';
import { useSession } from '../../ui/session/useSession';
import { DashboardHero } from './DashboardHero';
import { visibleWidgets } from './dashboard-settings';
import { FarmManagement } from './FarmManagement';
import { QuickAccess } from './QuickAccess';
import { StatCards } from './StatCards';
import { useDashboardStore } from './store';
import { useDashboardData } from './useDashboardData';
import './Dashboard.css';

// Loaded when first opened: the home screen draws sooner without it.
const CustomizeDashboardDialog = lazy(() =>
  import('./CustomizeDashboardDialog').then((module) => ({ default: module.CustomizeDashboardDialog })),
);

/** The home screen (docs/dashboard.md): the farm at a glance, the user's widgets and the quick links. */
export default function DashboardPage() {
  const settings = useDashboardStore((state) => state.settings);
  const data = useDashboardData();
  const session = useSession();
  const [customizing, setCustomizing] = useState(false);
  const customize = () => setCustomizing(true);

  const farmName = session.status === 'authenticated' ? session.user.farmName : null;

  return (
    <div className="fh-dashboard">
      <DashboardHero settings={settings} farmName={settings.showFarmName ? farmName : null} onCustomize={customize} />
      <StatCards state={data} />
      <FarmManagement
        widgets={visibleWidgets(settings.widgets)}
        data={data.status === 'ready' ? data.data : undefined}
        failed={data.status === 'error'}
        onCustomize={customize}
      />
      <QuickAccess />
      <MountWhenOpened isOpen={customizing}>
        <CustomizeDashboardDialog isOpen={customizing} onClose={() => setCustomizing(false)} />
      </MountWhenOpened>
    </div>
  );
}
