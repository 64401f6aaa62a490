import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { searchSemenInventory, semenInventory, semenSummary, type TankStock } from '../../../../core/domain';
import type { SemenCaneRecord, SemenStrawRecord, SemenTankRecord } from '../../../../core/schemas/semen';
import { useTRPC } from '../../../api/trpc';

export type SemenTankStock = TankStock<SemenTankRecord, SemenCaneRecord, SemenStrawRecord>;
export type SemenCaneStock = SemenTankStock['canes'][number];
export type SemenLayout = 'overview' | 'detailed';

/**
 * The tanks, canes, straw lots and storage tanks, put together once all have loaded; the search
 * over them and the chosen layout. The summary counts the whole inventory, whatever the search.
 */
export function useSemenInventory() {
  const trpc = useTRPC();
  const queries = [
    useQuery(trpc.semenTanks.list.queryOptions()),
    useQuery(trpc.semenCanes.list.queryOptions()),
    useQuery(trpc.semenStraws.list.queryOptions()),
    useQuery(trpc.storageTanks.list.queryOptions()),
  ] as const;
  const [tanks, canes, straws, storage] = queries;
  const [query, setQuery] = useState('');
  const [layout, setLayout] = useState<SemenLayout>('overview');

  const inventory = useMemo(
    () => (tanks.data && canes.data && straws.data && storage.data ? semenInventory(tanks.data, canes.data, straws.data) : undefined),
    [tanks.data, canes.data, straws.data, storage.data],
  );
  const storageNames = useMemo(() => new Map((storage.data ?? []).map((tank) => [tank.id, tank.name])), [storage.data]);
  const visible = useMemo(() => (inventory ? searchSemenInventory(inventory, query) : []), [inventory, query]);

  return {
    /** Undefined until every list has loaded. */
    inventory,
    visible,
    summary: inventory ? semenSummary(inventory) : null,
    storageTanks: storage.data ?? [],
    storageNames,
    isPending: queries.some((q) => q.isPending),
    error: queries.find((q) => q.error)?.error ?? null,
    refetch: () => Promise.all(queries.map((q) => q.refetch())),
    query,
    setQuery,
    searching: query.trim() !== '',
    layout,
    setLayout,
  };
}

export type SemenInventoryView = ReturnType<typeof useSemenInventory>;
