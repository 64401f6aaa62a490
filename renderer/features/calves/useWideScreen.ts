import { useSyncExternalStore } from 'react';

/** From this width the sidebar layout leaves room for a table; below it, cards fit a thumb. */
const WIDE_SCREEN = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on a large screen (1024 px and wider), following the window as it is resized. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_SCREEN).matches);
}
