import { Learning } from '@blueprintjs/icons';
import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';

export const tutorialScreen = defineScreen({
  id: 'tutorial',
  path: '/tutorial',
  title: 'Tutorial',
  navLabel: 'Tutorial',
  icon: Learning,
  tab: { position: 6, enabledByDefault: true },
  page: lazyPage(() => import('./TutorialPage')),
  privacy: 'demo-farm',
});
