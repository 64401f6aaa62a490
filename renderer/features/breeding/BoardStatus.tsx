import { Button, Spinner } from '@blueprintjs/core';
import { Refresh, WarningSign } from '@blueprintjs/icons';
import { errorMessage } from '../../api/errors';
import { EmptyState } from '../../ui/EmptyState';

interface Loading {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface BoardStatusProps {
  /** The query that has not answered yet, or failed. */
  query: Loading;
  /** What it loads, for its messages: "breeding records". */
  what: string;
  level?: 2 | 3;
}

/** "Loading…" while the records come, or why they did not and a way to try again. */
export function BoardStatus({ query, what, level = 2 }: BoardStatusProps) {
  if (query.isPending) {
    return (
      <p className="fh-board-loading" role="status">
        <Spinner size={18} aria-hidden="true" />
        Loading {what}...
      </p>
    );
  }
  return (
    <EmptyState
      level={level}
      className="fh-board-empty"
      icon={<WarningSign size={48} />}
      title={`Could not load ${what}`}
      description={errorMessage(query.error, 'Something went wrong. Check your connection and try again.')}
      action={<Button variant="outlined" icon={<Refresh />} text="Try again" onClick={() => void query.refetch()} />}
    />
  );
}
