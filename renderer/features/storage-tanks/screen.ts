import { Database } from '@blueprintjs/icons';
import { lazy } from 'react';
import { defineScreen } from '../../screens/definition';

export const storageTanksScreen = defineScreen({
  id: 'storage',
  path: '/storage-tanks',
  title: 'Storage Tanks',
  navLabel: 'Storage',
  icon: Database,
  tab: { position: 7, enabledByDefault: false },
  page: lazy(() => import('./StorageTanksPage')),
  privacy: 'demo-farm',
});
