import { Spinner } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import type { PublicUser } from '../../../core/schemas/auth';
import { BlueprintRoot } from '../../ui/BlueprintRoot';
import { BottomNav } from '../navigation/BottomNav';
import { CustomizeNavigationDialog } from '../navigation/CustomizeNavigationDialog';
import { SideNav } from '../navigation/SideNav';
import { useFarmNotifications } from '../notifications/useFarmNotifications';
import { useAutoBackup } from '../settings/useAutoBackup';
import { WelcomeDialog } from '../welcome/WelcomeDialog';
import { HeaderBar } from './HeaderBar';
import { OfflineNotice } from './OfflineNotice';
import './AppShell.css';

/** The signed-in frame: header, sidebar or bottom bar, the routed screen, the first-visit welcome. */
export default function AppShell({ user }: { user: PublicUser }) {
  const [customizing, setCustomizing] = useState(false);
  const customize = () => setCustomizing(true);
  useFarmNotifications();
  useAutoBackup();

  return (
    <BlueprintRoot>
      <div className="fh-shell">
        <HeaderBar farmName={user.farmName} />
        <OfflineNotice />
        <div className="fh-shell-body">
          <aside className="fh-shell-sidebar">
            <SideNav onCustomize={customize} />
          </aside>
          <main className="fh-shell-main" id="main">
            <Suspense fallback={<Spinner className="fh-shell-loading" aria-label="Loading" />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
        <div className="fh-shell-bottom">
          <BottomNav onCustomize={customize} />
        </div>
        <CustomizeNavigationDialog isOpen={customizing} onClose={() => setCustomizing(false)} />
        <WelcomeDialog />
      </div>
    </BlueprintRoot>
  );
}
