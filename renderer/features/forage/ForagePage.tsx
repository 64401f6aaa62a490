import { Button } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ForageRecord } from '../../../core/schemas/forage';
import { useTRPC } from '../../api/trpc';
import { useMayCall } from '../../api/useMayCall';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { PageHeader } from '../../ui/PageHeader';
import { yearLabel } from '../../ui/year-choice';
import { YearPicker } from '../../ui/YearPicker';
import { DeleteForageDialog } from './DeleteForageDialog';
import type { ForageActions } from './forage-actions';
import { ForageFormDialog } from './ForageFormDialog';
import { ForageList } from './ForageList';
import { ForageSummary } from './ForageSummary';
import { forageScreen } from './screen';
import { useRecordDialogs } from '../../ui/useRecordDialogs';
import { useForageView } from './useForageView';
import './ForagePage.css';
import { countOf } from '../../../core/domain';


/** Forage on hand by harvest year: the year's totals, a card per lot, and their dialogs. */
export default function ForagePage() {
  const trpc = useTRPC();
  const forage = useQuery(trpc.forage.list.queryOptions());
  const view = useForageView(forage.data);
  const dialogs = useRecordDialogs<ForageRecord>();
  const loaded = forage.data !== undefined;

  const may = useMayCall();
  const add = may('forage.create') ? dialogs.open.add : undefined;

  const actions = useMemo<ForageActions>(
    () => ({ onEdit: may('forage.update') ? dialogs.open.edit : undefined, onDelete: may('forage.delete') ? dialogs.open.remove : undefined }),
    [dialogs.open, may],
  );

  return (
    <div className="fh-forage-page">
      <PageHeader
        icon={<ScreenIcon path="/forage" size={24} />}
        title={forageScreen.title}
        subtitle={loaded ? `${countOf(view.totals.lots, 'lot')} · ${yearLabel(view.year)}` : 'Loading your forage…'}
        actions={add ? <Button intent="primary" size="large" icon={<Add />} text="Add Forage" onClick={add} /> : undefined}
      />
      <div className="fh-forage-toolbar">
        <YearPicker label="Harvest year" value={view.year} today={view.today} onChange={view.setYear} />
      </div>
      <ForageSummary totals={loaded ? view.totals : null} />
      <ForageList forage={forage} view={view} actions={actions} onAdd={add} />

      {/* A new form for each opening: its own values and record id. */}
      <ForageFormDialog key={dialogs.form.opening} isOpen={dialogs.form.isOpen} lot={dialogs.form.record} onClose={dialogs.closeForm} />
      <DeleteForageDialog lot={dialogs.deleting} onClose={dialogs.closeDelete} />
    </div>
  );
}
