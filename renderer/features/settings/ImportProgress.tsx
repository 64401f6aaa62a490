import { ProgressBar } from '@blueprintjs/core';
import { sendingWords, sentShare } from './import-words';
import type { FileSending } from './useHerdImport';

/**
 * A preview or an import under way: how much of the file has gone while it is being sent (a big
 * file on a weak signal), then the server's work, which says nothing until it is done.
 */
export function ImportProgress({ sending, working }: { sending: FileSending | null; working: string }) {
  const sendingFile = sending !== null && sending.sent < sending.total;
  return (
    <div className="fh-import-progress" role="status">
      <ProgressBar intent="primary" aria-label={sendingFile ? 'Sending the file' : working} value={sendingFile ? sentShare(sending) : undefined} />
      <p>{sendingFile ? sendingWords(sending) : working}</p>
    </div>
  );
}
