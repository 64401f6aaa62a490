import { Tractor } from '@blueprintjs/icons';
import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';

export const forageScreen = defineScreen({
  id: 'forage',
  path: '/forage',
  title: 'Forage',
  navLabel: 'Forage',
  icon: Tractor,
  tab: { position: 8, enabledByDefault: false },
  page: lazyPage(() => import('./ForagePage')),
  privacy: 'demo-farm',
});
