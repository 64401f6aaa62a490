import { Chart } from '@blueprintjs/icons';
import { lazy } from 'react';
import { defineScreen } from '../../screens/definition';

export const reportsScreen = defineScreen({
  id: 'reports',
  path: '/reports',
  title: 'Reports',
  navLabel: 'Reports',
  icon: Chart,
  tab: { position: 9, enabledByDefault: false },
  page: lazy(() => import('./ReportsPage')),
  privacy: 'demo-farm',
});
