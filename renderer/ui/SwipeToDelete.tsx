import { Trash } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { swipeLabel, SWIPE_DELETE_PX } from './swipe';
import { useSwipeToDelete } from './useSwipeToDelete';
import './SwipeToDelete.css';

interface SwipeToDeleteProps {
  children: ReactNode;
  /** Absent where the member's role cannot delete the record: the card then does not slide. */
  onDelete: (() => void) | undefined;
}

const stay = () => undefined;

/** A card that slides left under the finger over a red "delete" strip (touch screens only). */
export function SwipeToDelete({ children, onDelete }: SwipeToDeleteProps) {
  const { offset, handlers } = useSwipeToDelete(onDelete ?? stay);
  if (!onDelete) return children;
  return (
    <div className="fh-swipe" data-swiping={offset > 0 || undefined} data-armed={offset > SWIPE_DELETE_PX || undefined}>
      {offset > 0 ? (
        <div className="fh-swipe-behind" aria-hidden="true">
          <span className="fh-swipe-label">
            <Trash />
            {swipeLabel(offset)}
          </span>
        </div>
      ) : null}
      <div className="fh-swipe-front" style={{ transform: offset > 0 ? `translateX(${-offset}px)` : undefined }} {...handlers}>
        {children}
      </div>
    </div>
  );
}
