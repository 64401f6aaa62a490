import { Export } from '@blueprintjs/icons';
import { lazy } from 'react';
import { defineScreen } from '../../screens/definition';

export const exportDataScreen = defineScreen({
  id: 'export-data',
  path: '/export-data',
  title: 'Export Data',
  navLabel: 'Export Data',
  icon: Export,
  page: lazy(() => import('./ExportDataPage')),
  privacy: 'demo-farm',
});
