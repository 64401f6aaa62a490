// What a storage tank holds (docs/inventory-and-pastures.md): the semen tanks and embryo lots that
// name it. Its use is counted in straws and embryos, the unit of its capacity.

export interface SemenTankInStorage {
  id: string;
  storageTankId: string | null;
  name: string;
  remainingStraws: number;
}

export interface EmbryoLotInStorage {
  id: string;
  storageTankId: string | null;
  donorDam: string;
  sire: string;
  remainingEmbryos: number;
}

export interface StoredSemenTank {
  id: string;
  name: string;
  straws: number;
}

export interface StoredEmbryoLot {
  id: string;
  /** "Donor × Sire". */
  label: string;
  embryos: number;
}

export interface StorageTankContents {
  semenTanks: StoredSemenTank[];
  embryoLots: StoredEmbryoLot[];
  /** Straws left in its semen tanks plus embryos left in its lots. */
  used: number;
}

/** Nothing held counts below zero. */
const held = (count: number) => Math.max(0, count);

/** The semen tanks and embryo lots in the storage tank `tankId`, in the order given, and its use. */
export function storageTankContents(
  tankId: string,
  semenTanks: readonly SemenTankInStorage[],
  embryoLots: readonly EmbryoLotInStorage[],
): StorageTankContents {
  const tanks = semenTanks
    .filter((tank) => tank.storageTankId === tankId)
    .map((tank) => ({ id: tank.id, name: tank.name, straws: held(tank.remainingStraws) }));
  const lots = embryoLots
    .filter((lot) => lot.storageTankId === tankId)
    .map((lot) => ({ id: lot.id, label: `${lot.donorDam} × ${lot.sire}`, embryos: held(lot.remainingEmbryos) }));
  const used = tanks.reduce((sum, tank) => sum + tank.straws, 0) + lots.reduce((sum, lot) => sum + lot.embryos, 0);
  return { semenTanks: tanks, embryoLots: lots, used };
}
