import { Heart } from '@blueprintjs/icons';
import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';

export const breedingScreen = defineScreen({
  id: 'breeding',
  path: '/breeding-management',
  title: 'Breeding Management',
  navLabel: 'Breeding',
  icon: Heart,
  tab: { position: 3, enabledByDefault: true },
  page: lazyPage(() => import('./BreedingPage')),
  privacy: 'demo-farm',
});
