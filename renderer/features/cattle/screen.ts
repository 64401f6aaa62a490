import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';
import { CowIcon } from '../../ui/CowIcon';

export const cattleScreen = defineScreen({
  id: 'cattle',
  path: '/cattle',
  title: 'Cattle',
  navLabel: 'Cattle',
  icon: CowIcon,
  tab: { position: 1, enabledByDefault: true },
  page: lazyPage(() => import('./CattlePage')),
  privacy: 'demo-farm',
});
