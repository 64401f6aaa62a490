import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the farm's server can be reached, following it as it changes: the app's own notion of
 * online (renderer/api/reachability.ts), not the browser's.
 */
export function useServerReachable(): boolean {
  return useSyncExternalStore(subscribe, isOnline);
}
