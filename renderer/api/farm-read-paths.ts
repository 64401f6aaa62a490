// The reads a copy of a farm can answer by itself (farm-reads.ts answers them): their paths alone,
// light enough for the entry script, which routes each call before the answers are loaded.

export const FARM_READ_PATHS = [
  'cattle.list',
  'pastures.list',
  'activities.list',
  'semenTanks.list',
  'semenCanes.list',
  'semenStraws.list',
  'embryos.list',
  'storageTanks.list',
  'forage.list',
  'medicines.list',
  'treatments.list',
  'pregnancyChecks.list',
  'weights.list',
  'conflicts.list',
  'dashboard.stats',
  'dashboard.widgets',
  'reports.herd',
  'data.summary',
] as const;

export type FarmReadPath = (typeof FARM_READ_PATHS)[number];

const PATHS = new Set<string>(FARM_READ_PATHS);
export const isFarmRead = (path: string): path is FarmReadPath => PATHS.has(path);
