import { lazy } from 'react';
import { defineScreen } from '../../screens/definition';
import { CowIcon } from '../../ui/CowIcon';

export const cattleScreen = defineScreen({
  id: 'cattle',
  path: '/cattle',
  title: 'Cattle',
  navLabel: 'Cattle',
  icon: CowIcon,
  tab: { position: 1, enabledByDefault: true },
  page: lazy(() => import('./CattlePage')),
  privacy: 'demo-farm',
});
