import { create } from 'zustand';
import { loadStored, parseJson, saveStored, STORAGE_KEYS } from '../../platform/local-store';
import {
  defaultNavSettings,
  mergeNavSettings,
  moveNavTab,
  toggleNavTab,
  type NavSetting,
} from './nav-config';

interface NavigationState {
  settings: NavSetting[];
  toggle(id: string): void;
  move(id: string, direction: -1 | 1): void;
  reset(): void;
}

// Saved on this device only (spec 2): a farm hand's phone and the office desktop can differ.
export const useNavigationStore = create<NavigationState>((set) => ({
  settings: loadStored(STORAGE_KEYS.navigation, (raw) => mergeNavSettings(parseJson(raw)), defaultNavSettings()),
  toggle: (id) => set(({ settings }) => ({ settings: toggleNavTab(settings, id) })),
  move: (id, direction) => set(({ settings }) => ({ settings: moveNavTab(settings, id, direction) })),
  reset: () => set({ settings: defaultNavSettings() }),
}));

useNavigationStore.subscribe(({ settings }, previous) => {
  if (settings !== previous.settings) saveStored(STORAGE_KEYS.navigation, JSON.stringify(settings));
});
