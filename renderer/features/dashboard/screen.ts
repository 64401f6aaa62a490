import { Home } from '@blueprintjs/icons';
import { lazy } from 'react';
import { defineScreen } from '../../screens/definition';

export const homeScreen = defineScreen({
  id: 'home',
  path: '/',
  title: 'Home',
  navLabel: 'Home',
  icon: Home,
  tab: { position: 0, enabledByDefault: true },
  page: lazy(() => import('./DashboardPage')),
  privacy: 'demo-farm',
});
