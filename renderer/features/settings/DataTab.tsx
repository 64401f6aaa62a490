import { BackupsSection } from './BackupsSection';
import { ClearAllData } from './ClearAllData';
import { DataCounts } from './DataCounts';
import { ExcelExportSection } from './ExcelExportSection';
import { HistorySection } from './HistorySection';

/** The farm's data: counts, exports, who changed what, backups, and clearing it all (with a way back). */
export function DataTab() {
  return (
    <div className="fh-settings-tab">
      <DataCounts />
      <ExcelExportSection />
      <HistorySection />
      <BackupsSection />
      <ClearAllData />
    </div>
  );
}
