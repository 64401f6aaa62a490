import { Cog } from '@blueprintjs/icons';
import { lazy } from 'react';
import { defineScreen } from '../../screens/definition';

export const settingsScreen = defineScreen({
  id: 'settings',
  path: '/settings',
  title: 'Settings',
  navLabel: 'Settings',
  icon: Cog,
  tab: { position: 10, enabledByDefault: true },
  page: lazy(() => import('./SettingsPage')),
  privacy: 'demo-farm',
});
