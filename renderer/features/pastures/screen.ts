import { Tree } from '@blueprintjs/icons';
import { lazy } from 'react';
import { defineScreen } from '../../screens/definition';

export const pasturesScreen = defineScreen({
  id: 'pastures',
  path: '/pastures',
  title: 'Pastures',
  navLabel: 'Pastures',
  icon: Tree,
  tab: { position: 5, enabledByDefault: true },
  page: lazy(() => import('./PasturesPage')),
  privacy: 'demo-farm',
});
