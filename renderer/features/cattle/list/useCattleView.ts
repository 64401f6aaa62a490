import { useCallback, useState } from 'react';
import { loadStored, saveStored } from '../../../platform/local-store';
import { DEVICE_SETTINGS_KEY, readDefaultView, withDefaultView, type CattleView } from './device-settings';

const readRaw = () => loadStored<string | null>(DEVICE_SETTINGS_KEY, (raw) => raw, null);

/**
 * Cards or table, kept on this device (spec 2): the office desktop may prefer the table while
 * phones keep cards. Read when the list opens, so a change on the Settings screen shows at once;
 * the write re-reads the stored object so the other settings in it survive.
 */
export function useCattleView(): [CattleView, (view: CattleView) => void] {
  const [view, setViewState] = useState(() => readDefaultView(readRaw()));
  const setView = useCallback((next: CattleView) => {
    saveStored(DEVICE_SETTINGS_KEY, withDefaultView(readRaw(), next));
    setViewState(next);
  }, []);
  return [view, setView];
}
