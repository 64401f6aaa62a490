import { useRef, useState, type TouchEvent } from 'react';
import { deletesOnRelease, isHorizontalSwipe, SWIPE_SLOP_PX, swipeOffset } from './swipe';

interface Gesture {
  x: number;
  y: number;
  /** Decided once per touch: a sideways swipe, or a scroll the card leaves alone. */
  kind: 'undecided' | 'swipe' | 'scroll';
  offset: number;
}

/**
 * Touch tracking for a swipe-left delete. The card's `touch-action: pan-y` leaves vertical
 * scrolling to the browser, so sideways movement reaches these handlers without fighting it.
 */
export function useSwipeToDelete(onDelete: () => void) {
  const gesture = useRef<Gesture | null>(null);
  const [offset, setOffset] = useState(0);

  const finish = (released: boolean) => {
    const last = gesture.current;
    gesture.current = null;
    setOffset(0);
    if (released && last?.kind === 'swipe' && deletesOnRelease(last.offset)) onDelete();
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    const single = touch !== undefined && event.touches.length === 1;
    gesture.current = single ? { x: touch.clientX, y: touch.clientY, kind: 'undecided', offset: 0 } : null;
  };

  const onTouchMove = (event: TouchEvent) => {
    const current = gesture.current;
    const touch = event.touches[0];
    if (!current || !touch || current.kind === 'scroll') return;
    const dx = touch.clientX - current.x;
    const dy = touch.clientY - current.y;
    if (current.kind === 'undecided') {
      if (isHorizontalSwipe(dx, dy)) current.kind = 'swipe';
      else if (Math.abs(dy) > SWIPE_SLOP_PX) current.kind = 'scroll';
    }
    if (current.kind !== 'swipe') return;
    current.offset = swipeOffset(dx);
    setOffset(current.offset);
  };

  return {
    offset,
    handlers: {
      onTouchStart,
      onTouchMove,
      onTouchEnd: () => finish(true),
      onTouchCancel: () => finish(false),
    },
  };
}
