import { Button } from '@blueprintjs/core';
import { Download } from '@blueprintjs/icons';
import { useState } from 'react';
import { toast } from '../../../ui/toast';
import { fetchCattleExport, saveFile } from './cattle-export';
import './ExportButton.css';

/** Idle, or exporting with the share received so far (null while the size is unknown). */
type ExportState = { running: false } | { running: true; fraction: number | null };

const label = (state: ExportState) => {
  if (!state.running) return 'Export';
  return state.fraction === null ? 'Exporting…' : `Exporting ${Math.round(state.fraction * 100)}%`;
};

/** Downloads the herd as an Excel workbook (sheets Cows, Bulls, Calves, Steers). */
export function ExportButton({ disabled }: { disabled: boolean }) {
  const [state, setState] = useState<ExportState>({ running: false });

  const run = async () => {
    setState({ running: true, fraction: null });
    try {
      saveFile(await fetchCattleExport((fraction) => setState({ running: true, fraction })));
      toast({ tone: 'success', title: 'Export successful!', description: 'Your cattle records have been downloaded as an Excel file.' });
    } catch {
      toast({ tone: 'danger', title: 'Export failed', description: 'There was an error exporting your cattle data. Please try again.' });
    } finally {
      setState({ running: false });
    }
  };

  return (
    <Button
      className="fh-export-button"
      variant="outlined"
      size="large"
      icon={<Download />}
      text={label(state)}
      disabled={disabled || state.running}
      aria-busy={state.running}
      onClick={() => void run()}
      style={state.running && state.fraction !== null ? { ['--fh-progress' as string]: `${state.fraction * 100}%` } : undefined}
    />
  );
}
