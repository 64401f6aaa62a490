import { Heart } from '@blueprintjs/icons';
import { lazy } from 'react';
import { defineScreen } from '../../screens/definition';

export const breedingScreen = defineScreen({
  id: 'breeding',
  path: '/breeding-management',
  title: 'Breeding Management',
  navLabel: 'Breeding',
  icon: Heart,
  tab: { position: 3, enabledByDefault: true },
  page: lazy(() => import('./BreedingPage')),
  privacy: 'demo-farm',
});
