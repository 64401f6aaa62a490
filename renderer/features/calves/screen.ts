import { Tag } from '@blueprintjs/icons';
import { lazy } from 'react';
import { defineScreen } from '../../screens/definition';

export const calvesScreen = defineScreen({
  id: 'calves',
  path: '/calves',
  title: 'Calf Management',
  navLabel: 'Calves',
  icon: Tag,
  tab: { position: 2, enabledByDefault: true },
  page: lazy(() => import('./CalvesPage')),
  privacy: 'demo-farm',
});
