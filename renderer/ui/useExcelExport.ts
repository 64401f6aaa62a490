import { useState } from 'react';
import { errorCode, errorMessage } from '../api/errors';
import { saveDownload } from '../api/save-download';
import { useTRPCClient } from '../api/trpc';
import { toast } from './toast';

// Refusals whose message tells the person what to do: privacy mode, and an export already under way.
const SAYS_WHY = new Set(['FORBIDDEN', 'TOO_MANY_REQUESTS']);

/**
 * Saves the herd as an Excel workbook (sheets Cows, Bulls, Calves, Steers) through the platform: a
 * download on the web, the save dialog on the desktop. `failed` is the screen's apology; a refusal
 * (privacy mode, an export already being prepared) says why instead.
 */
export function useExcelExport(failed: string) {
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
      toast({ tone: 'danger', title: 'Export failed', description: SAYS_WHY.has(errorCode(error) ?? '') ? errorMessage(error, failed) : failed });
    } finally {
      setRunning(false);
    }
  };

  return { run: () => void run(), running };
}
