import { useState } from 'react';
import { errorCode, errorMessage, NEEDS_SERVER_MESSAGE } from '../api/errors';
import { isNetworkFailure } from '../api/reachability';
import { saveDownload } from '../api/save-download';
import { useTRPCClient } from '../api/trpc';
import { toast } from './toast';

// Refusals whose message tells the person what to do: privacy mode, and an export already under way.
const SAYS_WHY = new Set(['FORBIDDEN', 'TOO_MANY_REQUESTS']);

/** What the export's failure says: the server's refusal, that the server is out of reach, or `failed`. */
function whyNotExported(error: unknown, failed: string): string {
  if (isNetworkFailure(error)) return NEEDS_SERVER_MESSAGE;
  return SAYS_WHY.has(errorCode(error) ?? '') ? errorMessage(error, failed) : failed;
}

/**
 * Saves the herd as an Excel workbook (sheets Cows, Bulls, Calves, Steers) through the platform: a
 * download on the web, the save dialog on the desktop. `failed` is the screen's apology; a refusal
 * (privacy mode, an export already being prepared) says why instead, and so does a server out of reach.
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
      toast({ tone: 'danger', title: 'Export failed', description: whyNotExported(error, failed) });
    } finally {
      setRunning(false);
    }
  };

  return { run: () => void run(), running };
}
