import { Learning } from '@blueprintjs/icons';
import { lazy } from 'react';
import { defineScreen } from '../../screens/definition';

export const tutorialScreen = defineScreen({
  id: 'tutorial',
  path: '/tutorial',
  title: 'Tutorial',
  navLabel: 'Tutorial',
  icon: Learning,
  tab: { position: 6, enabledByDefault: true },
  page: lazy(() => import('./TutorialPage')),
  privacy: 'demo-farm',
});
