import { Dashboard } from '@blueprintjs/icons';
import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';

export const weighScreen = defineScreen({
  id: 'weigh',
  path: '/weigh',
  title: 'Weigh',
  navLabel: 'Weigh',
  icon: Dashboard,
  tab: { position: 9, enabledByDefault: false },
  page: lazyPage(() => import('./WeighPage')),
  privacy: 'demo-farm',
});
