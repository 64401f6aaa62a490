import { Database } from '@blueprintjs/icons';
import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';

export const storageTanksScreen = defineScreen({
  id: 'storage',
  path: '/storage-tanks',
  title: 'Storage Tanks',
  navLabel: 'Storage',
  icon: Database,
  tab: { position: 7, enabledByDefault: false },
  page: lazyPage(() => import('./StorageTanksPage')),
  privacy: 'demo-farm',
});
