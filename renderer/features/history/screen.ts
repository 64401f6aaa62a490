import { History } from '@blueprintjs/icons';
import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';

// Who changed what: for the owner and managers, reached from Settings > Data rather than a tab.
export const historyScreen = defineScreen({
  id: 'history',
  path: '/history',
  title: 'History',
  navLabel: 'History',
  icon: History,
  page: lazyPage(() => import('./HistoryPage')),
  privacy: 'demo-farm',
});
