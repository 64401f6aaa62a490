import { Pill } from '@blueprintjs/icons';
import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';

// The medicine cabinet: what the farm treats with, and each product's withdrawal days. Off the bar
// by default, like the inventories; a farm that treats often adds it in Customize Navigation.
export const medicinesScreen = defineScreen({
  id: 'medicines',
  path: '/medicines',
  title: 'Medicine Cabinet',
  navLabel: 'Medicines',
  icon: Pill,
  tab: { position: 11, enabledByDefault: false },
  page: lazyPage(() => import('./MedicinesPage')),
  privacy: 'demo-farm',
});
