import { Tractor } from '@blueprintjs/icons';
import { lazy } from 'react';
import { defineScreen } from '../../screens/definition';

export const forageScreen = defineScreen({
  id: 'forage',
  path: '/forage',
  title: 'Forage',
  navLabel: 'Forage',
  icon: Tractor,
  tab: { position: 8, enabledByDefault: false },
  page: lazy(() => import('./ForagePage')),
  privacy: 'demo-farm',
});
