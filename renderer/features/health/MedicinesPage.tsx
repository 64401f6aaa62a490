import { Button } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MedicineRecord } from '../../../core/schemas/health';
import { useTRPC } from '../../api/trpc';
import { useMayCall } from '../../api/useMayCall';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { PageHeader } from '../../ui/PageHeader';
import { useRecordDialogs } from '../../ui/useRecordDialogs';
import { DeleteMedicineDialog } from './DeleteMedicineDialog';
import type { MedicineActions } from './medicine-actions';
import { cabinetSummary } from './medicine-text';
import { MedicineFormDialog } from './MedicineFormDialog';
import { MedicineList } from './MedicineList';
import { medicinesScreen } from './screen';
import './MedicinesPage.css';

/** The medicine cabinet: a card per product with its withdrawal days, and (for managers) their dialogs. */
export default function MedicinesPage() {
  const trpc = useTRPC();
  const medicines = useQuery(trpc.medicines.list.queryOptions());
  const dialogs = useRecordDialogs<MedicineRecord>();

  // Hands read the cabinet to treat; the owner and managers keep it.
  const may = useMayCall();
  const add = may('medicines.create') ? dialogs.open.add : undefined;
  const actions = useMemo<MedicineActions>(
    () => ({ onEdit: may('medicines.update') ? dialogs.open.edit : undefined, onDelete: may('medicines.delete') ? dialogs.open.remove : undefined }),
    [dialogs.open, may],
  );

  return (
    <div className="fh-medicines-page">
      <PageHeader
        icon={<ScreenIcon path="/medicines" size={24} />}
        title={medicinesScreen.title}
        subtitle={medicines.data ? cabinetSummary(medicines.data) : 'Loading your medicine cabinet…'}
        actions={add ? <Button intent="primary" size="large" icon={<Add />} text="Add Medicine" onClick={add} /> : undefined}
      />
      <MedicineList medicines={medicines} actions={actions} onAdd={add} />

      {/* A new form for each opening: its own values and record id. */}
      <MedicineFormDialog key={dialogs.form.opening} isOpen={dialogs.form.isOpen} medicine={dialogs.form.record} onClose={dialogs.closeForm} />
      <DeleteMedicineDialog medicine={dialogs.deleting} onClose={dialogs.closeDelete} />
    </div>
  );
}
