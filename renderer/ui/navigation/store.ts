import { moveInList } from '../reorder';
import { STORAGE_KEYS } from '../../platform/local-store';
import { createSettingsStore } from '../../platform/settings-store';
import { defaultNavSettings, readNavSettings, toggleNavTab, type NavTabId } from './nav-config';

// Saved on this device only: a farm hand's phone and the office desktop can differ.
export const useNavigationStore = createSettingsStore({
  key: STORAGE_KEYS.navigation,
  read: readNavSettings,
  defaults: defaultNavSettings,
  actions: (change) => ({
    toggle: (id: NavTabId) => change((settings) => toggleNavTab(settings, id)),
    move: (id: NavTabId, direction: -1 | 1) => change((settings) => moveInList(settings, id, direction)),
    reset: () => change(defaultNavSettings),
  }),
});
