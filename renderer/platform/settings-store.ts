// Local settings (the dashboard, the navigation, the device settings, seen flags) are kept one way:
// a zustand store per storage key, persisted to localStorage as the setting itself in JSON, and read
// back through that key's reader (stored-value.ts), which merges what is stored over the defaults.
// Storage that is full, blocked or holds something an older build wrote never breaks the app: what
// the reader cannot read becomes the defaults.
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { parseJson } from './local-store';

export interface SettingsState<S> {
  settings: S;
}

/** Makes the setting out of what is stored, or answers undefined when nothing of it can be read. */
export type SettingReader<S> = (stored: unknown) => S | undefined;

/** What the reader makes of a stored value; the defaults for anything it cannot read. */
export function readSetting<S>(read: SettingReader<S>, defaults: () => S, stored: unknown): S {
  return read(stored) ?? defaults();
}

function settingStorage<S>(read: SettingReader<S>, defaults: () => S): PersistStorage<SettingsState<S>> {
  return {
    getItem: (key) => {
      try {
        const raw = globalThis.localStorage?.getItem(key);
        if (raw == null) return null;
        return { state: { settings: readSetting(read, defaults, parseJson(raw)) }, version: 0 };
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        globalThis.localStorage?.setItem(key, JSON.stringify(value.state.settings));
      } catch {
        // Storage full or blocked: the setting lives for this visit only, which beats a crash.
      }
    },
    removeItem: (key) => {
      try {
        globalThis.localStorage?.removeItem(key);
      } catch {
        // Nothing stored can be removed either.
      }
    },
  };
}

/**
 * A store for the setting kept under `key`: `settings` (loaded at once, localStorage being
 * synchronous) plus the actions `actions` builds from `change`, which saves as it sets.
 */
export function createSettingsStore<S, A extends object>(options: {
  key: string;
  read: SettingReader<S>;
  defaults: () => S;
  actions: (change: (next: (current: S) => S) => void) => A;
}): UseBoundStore<StoreApi<SettingsState<S> & A>> {
  const { key, read, defaults, actions } = options;
  return create<SettingsState<S> & A>()(
    persist(
      (set) => ({
        settings: defaults(),
        ...actions((next) => set((state) => ({ ...state, settings: next(state.settings) }))),
      }),
      {
        name: key,
        storage: settingStorage(read, defaults),
        partialize: (state) => ({ settings: state.settings }),
        merge: (stored, current) => ({ ...current, ...(stored as SettingsState<S>) }),
      },
    ),
  );
}
