import { Chart } from '@blueprintjs/icons';
import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';

export const reportsScreen = defineScreen({
  id: 'reports',
  path: '/reports',
  title: 'Reports',
  navLabel: 'Reports',
  icon: Chart,
  tab: { position: 10, enabledByDefault: false },
  page: lazyPage(() => import('./ReportsPage')),
  privacy: 'demo-farm',
});
