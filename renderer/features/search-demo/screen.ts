import { Search } from '@blueprintjs/icons';
import { lazy } from 'react';
import { defineScreen } from '../../screens/definition';

export const searchDemoScreen = defineScreen({
  id: 'search-demo',
  path: '/search-demo',
  title: 'Search Demo',
  navLabel: 'Search Demo',
  icon: Search,
  page: lazy(() => import('./SearchDemoPage')),
  privacy: 'demo-farm',
});
