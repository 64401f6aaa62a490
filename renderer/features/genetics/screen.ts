import { LabTest, Snowflake } from '@blueprintjs/icons';
import { defineScreen } from '../../screens/definition';
import { lazyPage } from '../../screens/lazy-page';

// Semen and embryo inventory: one screen with a Semen Tanks and an Embryos tab, also reached at
// each tab's own address.
export const geneticsScreen = defineScreen({
  id: 'genetics',
  path: '/genetics',
  title: 'Genetics',
  navLabel: 'Genetics',
  icon: LabTest,
  page: lazyPage(() => import('./GeneticsPage')),
  privacy: 'demo-farm',
});

export const semenTanksScreen = defineScreen({
  id: 'semen-tanks',
  path: '/semen-tanks',
  title: 'Semen Tanks',
  navLabel: 'Semen Tanks',
  icon: Snowflake,
  page: lazyPage(() => import('./SemenTanksPage')),
  privacy: 'demo-farm',
});

export const embryosScreen = defineScreen({
  id: 'embryos',
  path: '/embryos',
  title: 'Embryos',
  navLabel: 'Embryos',
  icon: LabTest,
  page: lazyPage(() => import('./EmbryosPage')),
  privacy: 'demo-farm',
});
