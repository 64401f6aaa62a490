import { Add, Edit, Eraser, Trash } from '@blueprintjs/icons';
import { memo } from 'react';
import { displayMoment } from '../display-format';
import { changeLines, entryTitle, type ChangeLine, type HistoryEntry } from './history-words';

// Each action has its icon and tint, so a long history can be scanned by eye.
const LOOK = {
  create: { Icon: Add, tone: 'fh-history-create' },
  update: { Icon: Edit, tone: 'fh-history-update' },
  delete: { Icon: Trash, tone: 'fh-history-delete' },
  cleared: { Icon: Eraser, tone: 'fh-history-cleared' },
} as const satisfies Record<HistoryEntry['action'], unknown>;

function Changes({ lines }: { lines: readonly ChangeLine[] }) {
  return (
    <ul className="fh-history-changes">
      {lines.map((line) => (
        <li key={line.label}>
          <span className="fh-history-field">{line.label}:</span> {line.text}
        </li>
      ))}
    </ul>
  );
}

interface HistoryEntryRowProps {
  entry: HistoryEntry;
  /** Whether the row names the record: not in a list of one record's own entries. */
  withRecord: boolean;
}

/**
 * One entry: what was done (to which record), who did it and when, and what changed. An edit's
 * changes show; what an added or deleted record held (a dozen fields) waits behind Details.
 */
export const HistoryEntryRow = memo(function HistoryEntryRow({ entry, withRecord }: HistoryEntryRowProps) {
  const { Icon, tone } = LOOK[entry.action];
  const lines = changeLines(entry);
  const whole = entry.action === 'create' || entry.action === 'delete';
  return (
    <li className="fh-history-entry">
      <span className={`fh-history-icon ${tone}`} aria-hidden="true">
        <Icon size={16} />
      </span>
      <div className="fh-history-main">
        <p className="fh-history-title">{entryTitle(entry, { withRecord })}</p>
        <p className="fh-history-meta">
          <span className="fh-history-by">{entry.by ?? '—'}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={entry.at}>{displayMoment(entry.at)}</time>
        </p>
        {lines.length === 0 ? null : whole ? (
          <details className="fh-history-details">
            <summary>Details</summary>
            <Changes lines={lines} />
          </details>
        ) : (
          <Changes lines={lines} />
        )}
      </div>
    </li>
  );
});
