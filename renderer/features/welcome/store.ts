import { create } from 'zustand';
import { loadStored, saveStored, STORAGE_KEYS } from '../../platform/local-store';

interface WelcomeState {
  seen: boolean;
  markSeen(): void;
}

// The first-visit flag (spec 1 §9: `hasSeenWelcome`), per device like the other local settings.
export const useWelcomeStore = create<WelcomeState>((set) => ({
  seen: loadStored(STORAGE_KEYS.hasSeenWelcome, (raw) => raw === 'true', false),
  markSeen: () => {
    saveStored(STORAGE_KEYS.hasSeenWelcome, 'true');
    set({ seen: true });
  },
}));
