import { Button } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { EmbryoRecord } from '../../../../core/schemas/embryos';
import { useTRPC } from '../../../api/trpc';
import { useMayCall } from '../../../api/useMayCall';
import { SearchBox } from '../../../ui/SearchBox';
import { DeleteEmbryoDialog } from './DeleteEmbryoDialog';
import type { EmbryoActions } from './embryo-actions';
import { matchesEmbryoSearch } from './embryo-search';
import { EmbryoFormDialog } from './EmbryoFormDialog';
import { EmbryoList } from './EmbryoList';
import { useRecordDialogs } from '../../../ui/useRecordDialogs';
import '../../../ui/Toolbar.css';
import './EmbryoInventory.css';

/**
 * The farm's embryo lots: a search with the one Add Embryos button, the cards, and their dialogs.
 * The same on /embryos and under the Genetics screen's Embryos tab.
 */
export function EmbryoInventory() {
  const trpc = useTRPC();
  const embryos = useQuery(trpc.embryos.list.queryOptions());
  const tanks = useQuery(trpc.storageTanks.list.queryOptions());
  const [query, setQuery] = useState('');
  const dialogs = useRecordDialogs<EmbryoRecord>();

  const visible = useMemo(() => (embryos.data ?? []).filter((lot) => matchesEmbryoSearch(lot, query)), [embryos.data, query]);
  const tankNames = useMemo(() => new Map((tanks.data ?? []).map((tank) => [tank.id, tank.name])), [tanks.data]);
  const may = useMayCall();
  const add = may('embryos.create') ? dialogs.open.add : undefined;
  const actions = useMemo<EmbryoActions>(
    () => ({ onEdit: may('embryos.update') ? dialogs.open.edit : undefined, onDelete: may('embryos.delete') ? dialogs.open.remove : undefined }),
    [dialogs.open, may],
  );

  return (
    <div className="fh-embryo-inventory">
      <section className="fh-toolbar fh-embryo-toolbar" aria-label="Search and add embryos">
        <SearchBox className="fh-toolbar-search fh-embryo-search" label="Search embryos" placeholder="Donor dam, sire or breed" value={query} onChange={setQuery} />
        {add ? <Button intent="primary" size="large" icon={<Add />} text="Add Embryos" onClick={add} /> : null}
      </section>
      <EmbryoList
        embryos={embryos}
        visible={visible}
        tankNames={tankNames}
        searching={query.trim() !== ''}
        actions={actions}
        onAdd={add}
        onClearSearch={() => setQuery('')}
      />

      {/* A new form for each opening: its own values and record id. */}
      <EmbryoFormDialog key={dialogs.form.opening} isOpen={dialogs.form.isOpen} lot={dialogs.form.record} tanks={tanks.data} onClose={dialogs.closeForm} />
      <DeleteEmbryoDialog lot={dialogs.deleting} onClose={dialogs.closeDelete} />
    </div>
  );
}
