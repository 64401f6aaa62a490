import { Tag } from '@blueprintjs/icons';
import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';

export const calvesScreen = defineScreen({
  id: 'calves',
  path: '/calves',
  title: 'Calf Management',
  navLabel: 'Calves',
  icon: Tag,
  tab: { position: 2, enabledByDefault: true },
  page: lazyPage(() => import('./CalvesPage')),
  privacy: 'demo-farm',
});
