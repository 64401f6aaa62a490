import { Cog } from '@blueprintjs/icons';
import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';

export const settingsScreen = defineScreen({
  id: 'settings',
  path: '/settings',
  title: 'Settings',
  navLabel: 'Settings',
  icon: Cog,
  tab: { position: 12, enabledByDefault: true },
  page: lazyPage(() => import('./SettingsPage')),
  privacy: 'demo-farm',
});
