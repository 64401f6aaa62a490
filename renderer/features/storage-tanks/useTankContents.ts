import { useCallback, useMemo } from 'react';
import { storageTankContents, type EmbryoLotInStorage, type SemenTankInStorage, type StorageTankContents } from '../../../core/domain';

/** What the storage tank with this id holds. */
export type ContentsOf = (tankId: string) => StorageTankContents;

const NOTHING: StorageTankContents = { semenTanks: [], embryoLots: [], used: 0 };

/** What each storage tank holds, worked out once per load of the tanks and of what is in them. */
export function useTankContents(
  tanks: readonly { id: string }[] | undefined,
  semenTanks: readonly SemenTankInStorage[] | undefined,
  embryoLots: readonly EmbryoLotInStorage[] | undefined,
): ContentsOf {
  const byTank = useMemo(
    () => new Map((tanks ?? []).map(({ id }) => [id, storageTankContents(id, semenTanks ?? [], embryoLots ?? [])])),
    [tanks, semenTanks, embryoLots],
  );
  return useCallback((tankId) => byTank.get(tankId) ?? NOTHING, [byTank]);
}
