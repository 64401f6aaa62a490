import { Button } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { countOf, pastureHerdCounts, todayISO } from '../../../core/domain';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { useTRPC } from '../../api/trpc';
import { useMayCall } from '../../api/useMayCall';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { PageHeader } from '../../ui/PageHeader';
import { CattleFormDialog } from '../../ui/cattle-dialogs';
import { DeletePastureDialog } from './DeletePastureDialog';
import type { PastureActions } from './pasture-actions';
import { cattleByPasture } from './pasture-herd';
import { PastureCattleDialog } from './PastureCattleDialog';
import { PastureFormDialog } from './PastureFormDialog';
import { PastureList } from './PastureList';
import { pasturesScreen } from './screen';
import { usePastureDialogs } from './usePastureDialogs';
import './PasturesPage.css';

const NO_CATTLE: readonly CattleRecord[] = [];


/** The farm's pastures as cards: who grazes each, its capacity and room left, with their dialogs. */
export default function PasturesPage() {
  const trpc = useTRPC();
  const pastures = useQuery(trpc.pastures.list.queryOptions());
  const herd = useQuery(trpc.cattle.list.queryOptions());
  // A page stays open across midnight rarely enough that one "today" per visit is right.
  const [today] = useState(todayISO);
  const dialogs = usePastureDialogs();
  const cattle = useMemo(() => cattleByPasture(herd.data ?? NO_CATTLE), [herd.data]);
  const may = useMayCall();
  const add = may('pastures.create') ? dialogs.open.add : undefined;

  const actions = useMemo<PastureActions>(
    () => ({
      onView: dialogs.open.view,
      onEdit: may('pastures.update') ? dialogs.open.edit : undefined,
      onDelete: may('pastures.delete') ? dialogs.open.remove : undefined,
    }),
    [dialogs.open, may],
  );

  const subtitle = useMemo(() => {
    if (!pastures.data || !herd.data) return 'Loading your pastures…';
    const head = pastures.data.reduce((sum, pasture) => sum + pastureHerdCounts(cattle.get(pasture.name) ?? NO_CATTLE, today).total, 0);
    return `${countOf(pastures.data.length, 'pasture', 'pastures')} · ${countOf(head, 'head', 'head')} grazing`;
  }, [pastures.data, herd.data, cattle, today]);

  return (
    <div className="fh-pastures-page">
      <PageHeader
        icon={<ScreenIcon path="/pastures" size={24} />}
        title={pasturesScreen.title}
        subtitle={subtitle}
        actions={add ? <Button intent="primary" size="large" icon={<Add />} text="Add Pasture" onClick={add} /> : undefined}
      />
      <PastureList pastures={pastures} herd={herd} cattle={cattle} today={today} actions={actions} onAdd={add} />

      {/* A new form for each opening: its own values and record id. */}
      <PastureFormDialog key={dialogs.form.opening} isOpen={dialogs.form.isOpen} pasture={dialogs.form.record} onClose={dialogs.closeForm} />
      <DeletePastureDialog pasture={dialogs.deleting} herd={herd.data ?? NO_CATTLE} onClose={dialogs.closeDelete} />
      <PastureCattleDialog pasture={dialogs.viewing} cattle={cattle} today={today} onEditAnimal={may('cattle.update') ? dialogs.open.editAnimal : undefined} onClose={dialogs.closeView} />
      <CattleFormDialog isOpen={dialogs.animalForm.isOpen} animal={dialogs.animalForm.animal} onClose={dialogs.closeAnimalForm} />
    </div>
  );
}
