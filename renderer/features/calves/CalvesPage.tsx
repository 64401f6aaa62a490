import { Button } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../api/trpc';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { PageHeader } from '../../ui/PageHeader';
import { yearLabel } from '../../ui/year-choice';
import { CattleFormDialog, DeleteCattleDialog } from '../../ui/cattle-dialogs';
import type { CalfActions } from './calf-actions';
import { CalfResults } from './CalfResults';
import { CalfSummary } from './CalfSummary';
import { CalfTabs } from './CalfTabs';
import { CalfToolbar } from './CalfToolbar';
import { calvesScreen } from './screen';
import { useCalfDialogs } from './useCalfDialogs';
import { useCalfView } from './useCalfView';
import { countOf } from '../../../core/domain';
import { useMayCall } from '../../api/useMayCall';


/** Calf management: the year's calves counted, searched and sorted into tabs, with their dialogs. */
export default function CalvesPage() {
  const trpc = useTRPC();
  const herd = useQuery(trpc.cattle.list.queryOptions());
  const view = useCalfView(herd.data);
  const dialogs = useCalfDialogs(view.today);
  const loaded = herd.data !== undefined;
  const may = useMayCall();
  const add = may('cattle.create') ? dialogs.open.add : undefined;

  const actions = useMemo<CalfActions>(
    () => ({ onEdit: may('cattle.update') ? dialogs.open.edit : undefined, onDelete: may('cattle.delete') ? dialogs.open.remove : undefined }),
    [dialogs.open, may],
  );

  return (
    <div className="fh-calves-page">
      <PageHeader
        icon={<ScreenIcon path="/calves" size={24} />}
        title={calvesScreen.title}
        subtitle={loaded ? `${countOf(view.summary.all, 'calf', 'calves')} · ${yearLabel(view.year)}` : 'Loading your calves…'}
        actions={add ? <Button intent="primary" size="large" icon={<Add />} text="Add Calf" onClick={add} /> : undefined}
      />
      <CalfSummary counts={loaded ? view.summary : null} />
      <CalfToolbar view={view} />
      <CalfTabs
        value={view.tab}
        counts={loaded ? view.counts : null}
        onChange={view.setTab}
        panel={<CalfResults herd={herd} view={view} actions={actions} onAdd={add} />}
      />

      <CattleFormDialog
        isOpen={dialogs.form.isOpen}
        animal={dialogs.form.calf}
        prefill={dialogs.prefill}
        onClose={dialogs.closeForm}
      />
      <DeleteCattleDialog as="calf" animal={dialogs.deleting} onClose={dialogs.closeDelete} />
    </div>
  );
}
