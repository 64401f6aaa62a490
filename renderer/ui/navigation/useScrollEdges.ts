import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** More content hides past the left edge. */
  start: boolean;
  /** More content hides past the right edge. */
  end: boolean;
}

/**
 * Which sides of a horizontally scrolling element hide content, so the bar can fade that edge:
 * without a hint nobody finds the tabs past the edge of a 360 px screen.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, contentKey: unknown): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    // No measuring now: that would force a layout before the first paint. The observer's first
    // report comes right after layout, and every later size change follows.
    element.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, [ref, contentKey]);

  return edges;
}
