import { Button, Classes } from '@blueprintjs/core';
import { Refresh, WarningSign } from '@blueprintjs/icons';
import { errorMessage } from '../api/errors';
import { EmptyState } from './EmptyState';
import './ListStates.css';

/** Placeholder rows while a list loads, named for screen readers ("Loading cattle"). */
export function ListSkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <div className="fh-cattle-skeleton" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="fh-cattle-skeleton-row">
          <div className={`fh-skeleton-title ${Classes.SKELETON}`} />
          <div className={`fh-skeleton-line ${Classes.SKELETON}`} />
          <div className={`fh-skeleton-line fh-skeleton-short ${Classes.SKELETON}`} />
        </div>
      ))}
    </div>
  );
}

interface ListLoadErrorProps {
  title: string;
  error: unknown;
  /** Said when the error carries no message of its own. */
  fallback: string;
  onRetry: () => unknown;
}

/** A list that could not load: why, and a way to try again. */
export function ListLoadError({ title, error, fallback, onRetry }: ListLoadErrorProps) {
  return (
    <EmptyState
      level={2}
      className="fh-list-empty"
      icon={<WarningSign size={48} />}
      title={title}
      description={errorMessage(error, fallback)}
      action={<Button variant="outlined" icon={<Refresh />} text="Try again" onClick={() => void onRetry()} />}
    />
  );
}
