import { Home } from '@blueprintjs/icons';
import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';

export const homeScreen = defineScreen({
  id: 'home',
  path: '/',
  title: 'Home',
  navLabel: 'Home',
  icon: Home,
  tab: { position: 0, enabledByDefault: true },
  page: lazyPage(() => import('./DashboardPage')),
  privacy: 'demo-farm',
});
