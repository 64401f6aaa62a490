import { activities, cattle, embryos, forage, medicines, pastures, pregnancyChecks, semenCanes, semenStraws, semenTanks, storageTanks, treatments, weights } from './schema';

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
  medicines,
  treatments,
  pregnancyChecks,
  weights,
} as const;

export type FarmRecordKind = keyof typeof FARM_TABLES;
export const FARM_RECORD_KINDS = Object.keys(FARM_TABLES) as FarmRecordKind[];
