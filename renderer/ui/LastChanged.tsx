import { lastChangedText, type AuthoredRecord } from './last-changed';
import './LastChanged.css';

/** Under an edit dialog's fields: who changed the record last, and when where that is known. */
export function LastChanged({ record }: { record: AuthoredRecord | null }) {
  const text = record ? lastChangedText(record) : null;
  return text ? <p className="fh-last-changed">{text}</p> : null;
}
