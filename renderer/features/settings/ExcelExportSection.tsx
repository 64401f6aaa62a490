import { Button } from '@blueprintjs/core';
import { Document, Download } from '@blueprintjs/icons';
import { useMayCall } from '../../api/useMayCall';
import { platform } from '../../platform';
import { LinkButton } from '../../ui/LinkButton';
import { NeedsServer } from '../../ui/NeedsServer';
import { useExcelExport } from '../../ui/useExcelExport';
import { DownloadLinkButton } from './DownloadLinkButton';
import { EmailExportButton } from './EmailExportButton';
import { SettingsSection } from './SettingsSection';

const FAILED = 'There was an error exporting your data. Please try again.';

/** The herd book as an Excel file, and the way to the plain-text export. */
export function ExcelExportSection() {
  const excel = useExcelExport(FAILED);
  const may = useMayCall();
  // A link and an e-mail need a server (a browser to reach it, SMTP to send): not the desktop's farm file.
  const web = platform.name === 'web';
  const excelAllowed = may('exports.cattleWorkbook');
  return (
    <SettingsSection title="Export" description="Take your records with you: a spreadsheet for the office, or plain text for a notes app.">
      <NeedsServer className="fh-settings-actions">
        {excelAllowed ? (
          <Button size="large" intent="primary" icon={<Download />} text="Save Excel File" loading={excel.running} onClick={excel.run} />
        ) : null}
        {web && may('exports.emailCattleWorkbook') ? <EmailExportButton /> : null}
        {web && may('exports.cattleWorkbookLink') ? <DownloadLinkButton /> : null}
        <LinkButton to="/export-data" icon={<Document />} text="View & Copy Text Data" />
      </NeedsServer>
      {excelAllowed ? (
        <p className="fh-settings-hint">
          The file's name starts with <code>farm_hand_cattle</code> and ends in <code>.xlsx</code> (with the day's date between), with a
          sheet each for Cows, Bulls, Calves and Steers.
        </p>
      ) : null}
    </SettingsSection>
  );
}
