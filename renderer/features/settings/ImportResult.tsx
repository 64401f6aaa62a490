import { Callout } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { importedCattlePath } from '../../ui/imported-filter';
import { importedCounts } from './import-words';
import type { ImportDone } from './useHerdImport';

/** What a written import did, and the way to the animals it added and changed. */
export function ImportResult({ done }: { done: ImportDone }) {
  return (
    <Callout intent="success" title="Import complete" className="fh-import-result">
      <p>{importedCounts(done.report)}.</p>
      <Link to={importedCattlePath(done.since)}>See the imported cattle</Link>
    </Callout>
  );
}
