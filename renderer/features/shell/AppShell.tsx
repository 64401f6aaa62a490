import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import type { PublicUser } from '../../../core/schemas/auth';
import { BlueprintRoot } from '../../ui/BlueprintRoot';
import { MountWhenOpened } from '../../ui/MountWhenOpened';
import { BottomNav } from '../../ui/navigation/BottomNav';
import { SideNav } from '../../ui/navigation/SideNav';
import { useFarmNotifications } from '../../ui/notifications/useFarmNotifications';
import { useAutoBackup } from '../../ui/useAutoBackup';
import { useWelcomeStore } from '../../ui/welcome/store';
import { HeaderBar } from './HeaderBar';
import { OfflineNotice } from './OfflineNotice';
import { useRefusedSavesToast } from './useRefusedSavesToast';
import './AppShell.css';

// Dialogs load when first opened: the first screen draws sooner without them.
const CustomizeNavigationDialog = lazy(() =>
  import('../../ui/navigation/CustomizeNavigationDialog').then((module) => ({ default: module.CustomizeNavigationDialog })),
);
const WelcomeDialog = lazy(() => import('../../ui/welcome/WelcomeDialog').then((module) => ({ default: module.WelcomeDialog })));

/** The signed-in frame: header, sidebar or bottom bar, the routed screen, the first-visit welcome. */
export default function AppShell({ user }: { user: PublicUser }) {
  const [customizing, setCustomizing] = useState(false);
  const customize = () => setCustomizing(true);
  // Decided once per start: the welcome marks itself seen as soon as it shows.
  const [welcomeDue] = useState(() => !useWelcomeStore.getState().settings);
  useFarmNotifications();
  useAutoBackup();
  useRefusedSavesToast();

  return (
    <BlueprintRoot>
      <div className="fh-shell">
        <HeaderBar user={user} />
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
        <MountWhenOpened isOpen={customizing}>
          <CustomizeNavigationDialog isOpen={customizing} onClose={() => setCustomizing(false)} />
        </MountWhenOpened>
        <MountWhenOpened isOpen={welcomeDue}>
          <WelcomeDialog />
        </MountWhenOpened>
      </div>
    </BlueprintRoot>
  );
}
