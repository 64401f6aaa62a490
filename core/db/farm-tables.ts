import { activities, cattle, embryos, forage, pastures, semenCanes, semenStraws, semenTanks, storageTanks } from './schema';

/** Every table of a farm's records, parents before the records that point at them. */
export const FARM_TABLES = {
  storageTanks,
  semenTanks,
  semenCanes,
  semenStraws,
  embryos,
  pastures,
  cattle,
  activities,
  forage,
} as const;

export type FarmRecordKind = keyof typeof FARM_TABLES;
export const FARM_RECORD_KINDS = Object.keys(FARM_TABLES) as FarmRecordKind[];
