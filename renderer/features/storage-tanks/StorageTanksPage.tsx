import { Button } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { StorageTankRecord } from '../../../core/schemas/storage-tanks';
import { useTRPC } from '../../api/trpc';
import { useMayCall } from '../../api/useMayCall';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { PageHeader } from '../../ui/PageHeader';
import { DeleteStorageTankDialog } from './DeleteStorageTankDialog';
import { storageTanksScreen } from './screen';
import type { StorageTankActions } from './storage-tank-actions';
import { tanksSummary } from './storage-tank-text';
import { StorageTankFormDialog } from './StorageTankFormDialog';
import { StorageTankList } from './StorageTankList';
import { useRecordDialogs } from '../../ui/useRecordDialogs';
import { useTankContents } from './useTankContents';
import './StorageTanksPage.css';

/** The farm's storage tanks as cards: how full each is and the semen tanks and embryos it holds. */
export default function StorageTanksPage() {
  const trpc = useTRPC();
  const tanks = useQuery(trpc.storageTanks.list.queryOptions());
  const semenTanks = useQuery(trpc.semenTanks.list.queryOptions());
  const embryos = useQuery(trpc.embryos.list.queryOptions());
  const contentsOf = useTankContents(tanks.data, semenTanks.data, embryos.data);
  const dialogs = useRecordDialogs<StorageTankRecord>();
  const loaded = tanks.data && semenTanks.data && embryos.data ? tanks.data : undefined;

  const may = useMayCall();
  const add = may('storageTanks.create') ? dialogs.open.add : undefined;

  const actions = useMemo<StorageTankActions>(
    () => ({ onEdit: may('storageTanks.update') ? dialogs.open.edit : undefined, onDelete: may('storageTanks.delete') ? dialogs.open.remove : undefined }),
    [dialogs.open, may],
  );

  return (
    <div className="fh-storage-page">
      <PageHeader
        icon={<ScreenIcon path="/storage-tanks" size={24} />}
        title={storageTanksScreen.title}
        subtitle={loaded ? tanksSummary(loaded.map((tank) => contentsOf(tank.id))) : 'Loading your storage tanks…'}
        actions={add ? <Button intent="primary" size="large" icon={<Add />} text="Add Storage Tank" onClick={add} /> : undefined}
      />
      <StorageTankList
        tanks={loaded}
        reads={[tanks, semenTanks, embryos]}
        contentsOf={contentsOf}
        actions={actions}
        onAdd={add}
      />

      {/* A new form for each opening: its own values and record id. */}
      <StorageTankFormDialog key={dialogs.form.opening} isOpen={dialogs.form.isOpen} tank={dialogs.form.record} onClose={dialogs.closeForm} />
      <DeleteStorageTankDialog tank={dialogs.deleting} contentsOf={contentsOf} onClose={dialogs.closeDelete} />
    </div>
  );
}
