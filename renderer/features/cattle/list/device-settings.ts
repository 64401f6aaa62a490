// The device settings of 2-operations §3 live under one storage key as one JSON object (farmName,
// darkMode, defaultView …). The cattle list reads and writes only `defaultView`; every other field
// belongs to the Settings screen and is carried through untouched.
import { parseJson, STORAGE_KEYS } from '../../../platform/local-store';

export const DEVICE_SETTINGS_KEY = STORAGE_KEYS.deviceSettings;

export type CattleView = 'cards' | 'table';
const DEFAULT_CATTLE_VIEW: CattleView = 'cards';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The saved view; anything unreadable or unknown means the default (cards). */
export function readDefaultView(raw: string | null): CattleView {
  const settings = raw === null ? undefined : parseJson(raw);
  const view = isObject(settings) ? settings.defaultView : undefined;
  return view === 'table' || view === 'cards' ? view : DEFAULT_CATTLE_VIEW;
}

/** The stored object with `defaultView` replaced and the other settings kept. */
export function withDefaultView(raw: string | null, view: CattleView): string {
  const settings = raw === null ? undefined : parseJson(raw);
  return JSON.stringify({ ...(isObject(settings) ? settings : {}), defaultView: view });
}
