// The one registry of screens. Routes, the navigation tabs and their default order, titles, icons
// and the links between screens are all derived from it; each definition lives in its feature's
// folder, so turning a screen into something else touches that folder only.
import { activitiesScreen } from '../features/activities/screen';
import { breedingScreen } from '../features/breeding/screen';
import { calvesScreen } from '../features/calves/screen';
import { cattleScreen } from '../features/cattle/screen';
import { conflictsScreen } from '../features/conflicts/screen';
import { homeScreen } from '../features/dashboard/screen';
import { exportDataScreen } from '../features/export-data/screen';
import { forageScreen } from '../features/forage/screen';
import { medicinesScreen } from '../features/health/screen';
import { embryosScreen, geneticsScreen, semenTanksScreen } from '../features/genetics/screen';
import { historyScreen } from '../features/history/screen';
import { pasturesScreen } from '../features/pastures/screen';
import { privacyGuideScreen } from '../features/privacy/screen';
import { reportsScreen } from '../features/reports/screen';
import { searchDemoScreen } from '../features/search-demo/screen';
import { settingsScreen } from '../features/settings/screen';
import { storageTanksScreen } from '../features/storage-tanks/screen';
import { tutorialScreen } from '../features/tutorial/screen';
import { weighScreen } from '../features/weigh/screen';
import type { ScreenDefinition } from './definition';

export const SCREENS = [
  homeScreen,
  cattleScreen,
  calvesScreen,
  activitiesScreen,
  pasturesScreen,
  semenTanksScreen,
  embryosScreen,
  storageTanksScreen,
  geneticsScreen,
  forageScreen,
  medicinesScreen,
  reportsScreen,
  settingsScreen,
  breedingScreen,
  tutorialScreen,
  exportDataScreen,
  searchDemoScreen,
  privacyGuideScreen,
  conflictsScreen,
  historyScreen,
  weighScreen,
] as const satisfies readonly ScreenDefinition[];

/** Every path the app routes to: a link to anything else does not compile. */
export type ScreenPath = (typeof SCREENS)[number]['path'];
export type Screen = (typeof SCREENS)[number];

const BY_PATH = new Map<string, ScreenDefinition>(SCREENS.map((screen) => [screen.path, screen]));

export function screenFor(path: ScreenPath): ScreenDefinition {
  return BY_PATH.get(path)!;
}

export type { NavTabDefault, PrivacyBehaviour, ScreenDefinition } from './definition';

/**
 * Loads the page of the screen at `pathname` ahead of the first render, so a cold start draws it
 * at once instead of a spinner. Never fails: a page that cannot load shows its own loading state.
 */
export function preloadScreenAt(pathname: string): Promise<unknown> {
  const screen = BY_PATH.get(pathname);
  return screen ? screen.page.preload().catch(() => undefined) : Promise.resolve();
}
