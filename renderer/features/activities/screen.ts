import { TimelineEvents } from '@blueprintjs/icons';
import { lazy } from 'react';
import { defineScreen } from '../../screens/definition';

export const activitiesScreen = defineScreen({
  id: 'activities',
  path: '/activities',
  title: 'Activity Log',
  navLabel: 'Activities',
  icon: TimelineEvents,
  tab: { position: 4, enabledByDefault: true },
  page: lazy(() => import('./ActivitiesPage')),
  privacy: 'demo-farm',
});
