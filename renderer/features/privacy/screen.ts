import { Shield } from '@blueprintjs/icons';
import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';

export const privacyGuideScreen = defineScreen({
  id: 'privacy-guide',
  path: '/privacy-guide',
  title: 'Privacy Guide',
  navLabel: 'Privacy Guide',
  icon: Shield,
  page: lazyPage(() => import('./PrivacyGuidePage')),
  privacy: 'no-farm-data',
});
