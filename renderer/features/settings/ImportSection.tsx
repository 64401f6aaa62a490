import { Button } from '@blueprintjs/core';
import { Upload } from '@blueprintjs/icons';
import { NeedsServer } from '../../ui/NeedsServer';
import { ImportPreview } from './ImportPreview';
import { ImportResult } from './ImportResult';
import { SettingsSection } from './SettingsSection';
import { useHerdImport } from './useHerdImport';
import './ImportSection.css';

/** A herd from a spreadsheet: pick the file, see what it would do and its problems, then import it. */
export function ImportSection() {
  const herdImport = useHerdImport();
  return (
    <SettingsSection
      title="Import"
      description="Bring a herd in from an Excel workbook (.xlsx) or CSV file: new animals are added, the ones you have are brought up to date. You see what it will do before anything is saved."
    >
      {/* The server reads the file, the preview too: offline on the web there is nothing to run it. */}
      <NeedsServer>
        <div className="fh-settings-actions">
          <Button size="large" icon={<Upload />} text={herdImport.file ? 'Pick Another File' : 'Pick a File'} disabled={herdImport.importing} onClick={herdImport.pick} />
        </div>
        <ImportPreview herdImport={herdImport} />
      </NeedsServer>
      {herdImport.done ? <ImportResult done={herdImport.done} /> : null}
      <p className="fh-settings-hint">
        One animal a row, with a Tag or Name column and a Type column. Farm Hand's own Excel export reads back as it is.
      </p>
    </SettingsSection>
  );
}
