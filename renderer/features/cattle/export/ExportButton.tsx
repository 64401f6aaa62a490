import { Button } from '@blueprintjs/core';
import { Download } from '@blueprintjs/icons';
import { useExcelExport } from '../../../ui/useExcelExport';

const FAILED = 'There was an error exporting your cattle data. Please try again.';

/** Saves the herd as an Excel workbook (sheets Cows, Bulls, Calves, Steers). */
export function ExportButton() {
  const { run, running } = useExcelExport(FAILED);
  return (
    <Button
      variant="outlined"
      size="large"
      icon={<Download />}
      text={running ? 'Exporting…' : 'Export'}
      disabled={running}
      aria-busy={running}
      onClick={run}
    />
  );
}
