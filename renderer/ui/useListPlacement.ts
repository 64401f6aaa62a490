import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Where a page-scrolled list starts on the page and how wide it is. The lists scroll with the page
 * (no inner scroll box, so the header, a phone's address bar and the bottom navigation behave as
 * on any page), and the virtualiser needs the start; it moves when the toolbar above wraps.
 */
export function useListPlacement<E extends HTMLElement>() {
  const listRef = useRef<E>(null);
  const [placement, setPlacement] = useState({ top: 0, width: 0 });

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const top = Math.round(list.getBoundingClientRect().top + window.scrollY);
      const width = list.clientWidth;
      setPlacement((last) => (last.top === top && last.width === width ? last : { top, width }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  return { listRef, ...placement };
}
