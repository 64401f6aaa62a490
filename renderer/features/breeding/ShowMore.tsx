import { Button } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';

/** Cards drawn at a time: a large herd's lists grow on request instead of all at once. */
const PAGE_SIZE = 60;

interface ShowMoreProps<T> {
  items: readonly T[];
  children: (shown: readonly T[]) => ReactNode;
}

/** The first items of a long list, and a button that shows the next ones. */
export function ShowMore<T>({ items, children }: ShowMoreProps<T>) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const rest = items.length - limit;
  return (
    <>
      {children(items.slice(0, limit))}
      {rest > 0 ? (
        <Button
          className="fh-board-more"
          variant="outlined"
          size="large"
          fill
          text={`Show ${Math.min(rest, PAGE_SIZE)} more`}
          onClick={() => setLimit(limit + PAGE_SIZE)}
        />
      ) : null}
    </>
  );
}
