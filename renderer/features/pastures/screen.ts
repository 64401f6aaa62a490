import { Tree } from '@blueprintjs/icons';
import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';

export const pasturesScreen = defineScreen({
  id: 'pastures',
  path: '/pastures',
  title: 'Pastures',
  navLabel: 'Pastures',
  icon: Tree,
  tab: { position: 5, enabledByDefault: true },
  page: lazyPage(() => import('./PasturesPage')),
  privacy: 'demo-farm',
});
