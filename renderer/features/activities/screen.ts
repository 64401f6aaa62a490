import { TimelineEvents } from '@blueprintjs/icons';
import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';

export const activitiesScreen = defineScreen({
  id: 'activities',
  path: '/activities',
  title: 'Activity Log',
  navLabel: 'Activities',
  icon: TimelineEvents,
  tab: { position: 4, enabledByDefault: true },
  page: lazyPage(() => import('./ActivitiesPage')),
  privacy: 'demo-farm',
});
