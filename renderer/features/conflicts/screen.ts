import { Issue } from '@blueprintjs/icons';
import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';

export const conflictsScreen = defineScreen({
  id: 'conflicts',
  path: '/conflicts',
  title: 'Conflicts',
  navLabel: 'Conflicts',
  icon: Issue,
  page: lazyPage(() => import('./ConflictsPage')),
  // The demo farm's devices raise none: the screen shows that there is nothing to settle.
  privacy: 'demo-farm',
});
