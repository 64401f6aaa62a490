import { useMayCall } from '../../api/useMayCall';
import { BackupsSection } from './BackupsSection';
import { ClearAllData } from './ClearAllData';
import { DataCounts } from './DataCounts';
import { ExcelExportSection } from './ExcelExportSection';
import { HistorySection } from './HistorySection';
import { ImportSection } from './ImportSection';

/**
 * The farm's data: counts, exports, an import, who changed what, backups, and clearing it all (with a way
 * back); each part only where the member's role allows its calls.
 */
export function DataTab() {
  const may = useMayCall();
  return (
    <div className="fh-settings-tab">
      <DataCounts />
      <ExcelExportSection />
      {may('imports.cattle') ? <ImportSection /> : null}
      {may('history.list') ? <HistorySection /> : null}
      {may('data.backups') ? <BackupsSection /> : null}
      {may('data.clear') ? <ClearAllData /> : null}
    </div>
  );
}
