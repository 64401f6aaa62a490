import { Search } from '@blueprintjs/icons';
import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';

export const searchDemoScreen = defineScreen({
  id: 'search-demo',
  path: '/search-demo',
  title: 'Search Demo',
  navLabel: 'Search Demo',
  icon: Search,
  page: lazyPage(() => import('./SearchDemoPage')),
  privacy: 'demo-farm',
});
