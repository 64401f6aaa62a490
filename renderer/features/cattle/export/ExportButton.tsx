import { Button } from '@blueprintjs/core';
import { Download } from '@blueprintjs/icons';
import { useState } from 'react';
import { errorCode, errorMessage } from '../../../api/errors';
import { saveDownload } from '../../../api/save-download';
import { useTRPCClient } from '../../../api/trpc';
import { toast } from '../../../ui/toast';

const FAILED = 'There was an error exporting your cattle data. Please try again.';

/** Saves the herd as an Excel workbook (sheets Cows, Bulls, Calves, Steers). */
export function ExportButton() {
  const client = useTRPCClient();
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    try {
      const outcome = await saveDownload(await client.exports.cattleWorkbook.query());
      if (outcome === 'saved') {
        toast({ tone: 'success', title: 'Export successful!', description: 'Your cattle records have been downloaded as an Excel file.' });
      }
    } catch (error) {
      // A refusal (privacy mode) says why; anything else gets the plain apology.
      toast({ tone: 'danger', title: 'Export failed', description: errorCode(error) === 'FORBIDDEN' ? errorMessage(error, FAILED) : FAILED });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Button
      variant="outlined"
      size="large"
      icon={<Download />}
      text={running ? 'Exporting…' : 'Export'}
      disabled={running}
      aria-busy={running}
      onClick={() => void run()}
    />
  );
}
