import { useMediaQuery } from '../../ui/useMediaQuery';

/** From this width the sidebar layout leaves room for a table; below it, cards fit a thumb. */
const WIDE_SCREEN = '(min-width: 1024px)';

/** True on a large screen (1024 px and wider), following the window as it is resized. */
export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN);
}
