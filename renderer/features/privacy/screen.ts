import { Shield } from '@blueprintjs/icons';
import { lazy } from 'react';
import { defineScreen } from '../../screens/definition';

export const privacyGuideScreen = defineScreen({
  id: 'privacy-guide',
  path: '/privacy-guide',
  title: 'Privacy Guide',
  navLabel: 'Privacy Guide',
  icon: Shield,
  page: lazy(() => import('./PrivacyGuidePage')),
  privacy: 'no-farm-data',
});
