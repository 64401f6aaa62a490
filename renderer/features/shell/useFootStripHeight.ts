import { useCallback } from 'react';

/** The CSS variable that holds the foot strip's height: the page's end and its scroll padding add it. */
const HEIGHT_VAR = '--fh-foot-strip-height';

/**
 * A ref for the strip over the foot of the screen that tells the page how tall it is, as it shows,
 * wraps and goes, so the end of the page can scroll clear of it and a control the keyboard scrolls
 * to is not hidden under it. Measured, because its lines wrap on a narrow phone.
 */
export function useFootStripHeight() {
  return useCallback((strip: HTMLElement | null) => {
    if (!strip) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(HEIGHT_VAR, `${strip.getBoundingClientRect().height}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    return () => {
      observer.disconnect();
      root.removeProperty(HEIGHT_VAR);
    };
  }, []);
}
