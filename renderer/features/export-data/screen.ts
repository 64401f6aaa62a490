import { Export } from '@blueprintjs/icons';
import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';

export const exportDataScreen = defineScreen({
  id: 'export-data',
  path: '/export-data',
  title: 'Export Data',
  navLabel: 'Export Data',
  icon: Export,
  page: lazyPage(() => import('./ExportDataPage')),
  privacy: 'demo-farm',
});
