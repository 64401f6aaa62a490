import { Button, Callout } from '@blueprintjs/core';
import { Import } from '@blueprintjs/icons';
import { countOf } from '../../../core/domain/plural';
import { ImportProblems } from './ImportProblems';
import { ImportProgress } from './ImportProgress';
import { SettingSwitch } from './SettingSwitch';
import { previewCounts, skippedRows, whyNotImportable } from './import-words';
import type { HerdImport } from './useHerdImport';

const WHY_ID = 'import-why-not';

/** The picked file: what importing it would do, its problems, and Import, with progress while it runs. */
export function ImportPreview({ herdImport }: { herdImport: HerdImport }) {
  const { file, problem, previewing, report, skipInvalid, importing, sending } = herdImport;
  if (!file) return null;
  const why = report ? whyNotImportable(report, skipInvalid) : null;
  const writing = report ? report.rows - skippedRows(report) : 0;
  return (
    <div className="fh-import-preview">
      <p className="fh-import-file">
        File: <strong>{file.name}</strong>
      </p>
      {previewing ? <ImportProgress sending={sending} working="Reading the file…" /> : null}
      {problem ? (
        <Callout intent="danger" title="This file cannot be imported">
          {problem}
        </Callout>
      ) : null}
      {report ? (
        <>
          <p className="fh-import-counts" aria-live="polite">
            {previewCounts(report)}
          </p>
          {report.errors.length > 0 ? (
            <>
              <ImportProblems errors={report.errors} />
              <SettingSwitch
                label="Skip the rows with problems"
                description="The other rows are imported; the rows listed above are left out."
                checked={skipInvalid}
                disabled={importing}
                onChange={herdImport.setSkipInvalid}
              />
            </>
          ) : null}
          <div className="fh-settings-actions">
            <Button
              size="large"
              intent="primary"
              icon={<Import />}
              text="Import"
              disabled={previewing || importing || why !== null}
              aria-describedby={why ? WHY_ID : undefined}
              onClick={herdImport.run}
            />
          </div>
          {why ? (
            <p id={WHY_ID} className="fh-settings-hint">
              {why}
            </p>
          ) : null}
          {importing ? <ImportProgress sending={sending} working={`Importing ${countOf(writing, 'row')}…`} /> : null}
        </>
      ) : null}
    </div>
  );
}
