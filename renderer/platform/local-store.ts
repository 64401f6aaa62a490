// Browser storage for device-local settings. Storage can be full, disabled (private mode) or hold
// a value an older build wrote: every read falls back to the caller's default instead of throwing.

/** Every key the renderer keeps in localStorage, in one place so none is spelt twice. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  /** The signed-in account, tagged with a hash of the token it belongs to. */
  signedInUser: 'signedInUser',
  dashboardSettings: 'dashboardSettings',
  hasSeenWelcome: 'hasSeenWelcome',
  navigation: 'navigationConfig',
  /** This device's settings (defaultView, darkMode …), one JSON object. */
  deviceSettings: 'deviceSettings',
  /** The day the heat and calving notifications were last sent. */
  noticesSent: 'noticesSent',
  /** "Not now" on the install card. */
  installPromptDismissed: 'installPromptDismissed',
  /** The guided tutorial's step and the steps visited. */
  tutorialProgress: 'tutorialProgress',
  /** The id this device sends with its ops, made once. */
  syncDeviceId: 'syncDeviceId',
} as const;

export function loadStored<T>(key: string, parse: (raw: string) => T | undefined, fallback: T): T {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw == null) return fallback;
    return parse(raw) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Writes the raw string, or removes the key for null. */
export function saveStored(key: string, raw: string | null): void {
  try {
    if (raw === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, raw);
  } catch {
    // Storage full or blocked: the setting lives for this visit only, which beats a crash.
  }
}

/** JSON.parse that answers undefined for text that is not JSON. */
export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
