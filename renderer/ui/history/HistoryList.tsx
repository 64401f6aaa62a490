import { Button } from '@blueprintjs/core';
import { History } from '@blueprintjs/icons';
import { errorMessage } from '../../api/errors';
import { EmptyState } from '../EmptyState';
import { ListLoadError, ListSkeleton } from '../ListStates';
import { HistoryEntryRow } from './HistoryEntryRow';
import type { HistoryQuery } from './useHistory';
import './History.css';
import '../RowCard.css';

interface HistoryListProps {
  history: HistoryQuery;
  /** The list's accessible name ("History of 101 Bessie"). */
  label: string;
  /** Whether each row names its record: not where the list is one record's own. */
  withRecord: boolean;
  /** The empty state's heading level: 2 on a page, 3 in a dialog. */
  level: 2 | 3;
  emptyTitle: string;
  emptyDescription: string;
}

/** A history, newest first: loading rows, the load error, the empty state, or the entries and Load more. */
export function HistoryList({ history, label, withRecord, level, emptyTitle, emptyDescription }: HistoryListProps) {
  if (history.isPending) return <ListSkeleton label="Loading history" rows={4} />;
  if (!history.data) {
    return <ListLoadError title="Could not load the history" error={history.error} fallback="Something went wrong loading the history." onRetry={() => history.refetch()} />;
  }
  const entries = history.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return <EmptyState level={level} className="fh-list-empty" icon={<History size={48} />} title={emptyTitle} description={emptyDescription} />;
  }
  return (
    <>
      <ol className="fh-row-card" aria-label={label}>
        {entries.map((entry) => (
          <HistoryEntryRow key={entry.id} entry={entry} withRecord={withRecord} />
        ))}
      </ol>
      {history.hasNextPage ? (
        <div className="fh-history-more">
          <Button variant="outlined" size="large" text="Load more" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()} />
          {history.isFetchNextPageError ? (
            <p className="fh-history-more-error" role="alert">
              {errorMessage(history.error, 'Could not load more of the history. Please try again.')}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
