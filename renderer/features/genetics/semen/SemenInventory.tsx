import { useMemo } from 'react';
import { useMayCall } from '../../../api/useMayCall';
import { CaneFormDialog } from './CaneFormDialog';
import { allowedSemenActions } from './semen-actions';
import { SemenDeleteDialog } from './SemenDeleteDialog';
import { SemenResults } from './SemenResults';
import { SemenSummary } from './SemenSummary';
import { SemenToolbar } from './SemenToolbar';
import { StrawFormDialog } from './StrawFormDialog';
import { TankFormDialog } from './TankFormDialog';
import { useSemenDialogs } from './useSemenDialogs';
import { useSemenInventory, type SemenTankStock } from './useSemenInventory';

const NO_TANKS: readonly SemenTankStock[] = [];

/** The semen inventory: tanks, canes and straws counted, searched, shown by tank or by cane, with their dialogs. */
export function SemenInventory() {
  const view = useSemenInventory();
  const dialogs = useSemenDialogs();
  const { tankForm, caneForm, strawForm } = dialogs;
  const may = useMayCall();
  const actions = useMemo(() => allowedSemenActions(dialogs.openers, may), [dialogs.openers, may]);
  const inventory = view.inventory ?? NO_TANKS;

  return (
    <div className="fh-semen">
      <SemenSummary summary={view.summary} />
      <SemenToolbar view={view} onAddTank={actions.addTank} />
      <SemenResults view={view} actions={actions} />

      {/* A new form for each opening: its own values and record id. */}
      <TankFormDialog key={`tank-${tankForm.opening}`} isOpen={tankForm.isOpen} tank={tankForm.record} storageTanks={view.storageTanks} onClose={dialogs.closeTankForm} />
      <CaneFormDialog
        key={`cane-${caneForm.opening}`}
        isOpen={caneForm.isOpen}
        cane={caneForm.record}
        tankId={caneForm.parentId}
        inventory={inventory}
        onClose={dialogs.closeCaneForm}
      />
      <StrawFormDialog
        key={`straws-${strawForm.opening}`}
        isOpen={strawForm.isOpen}
        lot={strawForm.record}
        caneId={strawForm.parentId}
        inventory={inventory}
        onClose={dialogs.closeStrawForm}
      />
      <SemenDeleteDialog target={dialogs.deleting} inventory={inventory} onClose={dialogs.closeDelete} />
    </div>
  );
}
