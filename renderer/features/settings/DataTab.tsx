import { BackupsSection } from './BackupsSection';
import { ClearAllData } from './ClearAllData';
import { DataCounts } from './DataCounts';
import { ExcelExportSection } from './ExcelExportSection';

/** The farm's data: counts, exports, backups, and clearing it all (with a way back). */
export function DataTab() {
  return (
    <div className="fh-settings-tab">
      <DataCounts />
      <ExcelExportSection />
      <BackupsSection />
      <ClearAllData />
    </div>
  );
}
