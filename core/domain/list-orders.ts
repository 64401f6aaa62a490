// The order of each list the API answers, as comparators that reproduce the list's ORDER BY in
// SQLite exactly (domain/sqlite-order.ts), so a phone sorting its copy of the farm shows the rows in
// the server's order. Every order ends with the record's id: rows that tie on everything the farmer
// sees still come in one order, wherever they are sorted. (The herd book's order is cattle-sort.ts.)
import {
  ascending,
  castInteger,
  compareBinary,
  compareIntegers,
  compareNoCase,
  descending,
  orderBy,
  type Comparator,
} from './sqlite-order';

interface Identified {
  id: string;
}
type Named = Identified & { name: string };
type Cane = Identified & { tankId: string; caneNumber: string };
type StrawRow = Identified & { tankName: string; caneNumber: string; bullName: string };
type EmbryoLot = Identified & { createdAt: string; donorDam: string };
type StorageTank = Named & { createdAt: string };
type ForageLot = Identified & { harvestDate: string | null; createdAt: string };
type Activity = Identified & { date: string; createdAt: string };
type Conflict = Identified & { createdAt: string; resolvedAt?: string };

const byId = ascending<Identified, string>((row) => row.id, compareBinary);
const byNameAnyCase = ascending<Named, string>((row) => row.name, compareNoCase);
/** Cane numbers in number order (2 before 10), then as written ("02" before "2", "A" after "2"). */
const byCaneNumber = orderBy<{ caneNumber: string }>(
  ascending((row) => castInteger(row.caneNumber), compareIntegers),
  ascending((row) => row.caneNumber, compareBinary),
);
/** Newest first by an ISO time stamp. */
const newestCreated = descending<{ createdAt: string }, string>((row) => row.createdAt, compareBinary);

/** Pastures, and semen tanks: by name in any (ASCII) case. */
export const compareByName: Comparator<Named> = orderBy<Named>(byNameAnyCase, byId);

/** Canes by their tank, then by number. */
export const compareSemenCanes: Comparator<Cane> = orderBy<Cane>(
  ascending((cane) => cane.tankId, compareBinary),
  byCaneNumber,
  byId,
);

/** The straw list: by tank name, cane number and bull name, the names in any (ASCII) case. */
export const compareSemenStraws: Comparator<StrawRow> = orderBy<StrawRow>(
  ascending((straw) => straw.tankName, compareNoCase),
  byCaneNumber,
  ascending((straw) => straw.bullName, compareNoCase),
  byId,
);

/** Embryo lots newest first, then by donor dam. */
export const compareEmbryos: Comparator<EmbryoLot> = orderBy<EmbryoLot>(
  newestCreated,
  ascending((lot) => lot.donorDam, compareBinary),
  byId,
);

/** Storage tanks, and the medicine cabinet: by name in any (ASCII) case, then oldest first. */
export const compareStorageTanks: Comparator<StorageTank> = orderBy<StorageTank>(
  byNameAnyCase,
  ascending((tank) => tank.createdAt, compareBinary),
  byId,
);

/** Forage lots: newest harvest first, lots without a harvest date after them, then newest added. */
export const compareForage: Comparator<ForageLot> = orderBy<ForageLot>(
  ascending((lot) => (lot.harvestDate === null ? 1 : 0), compareIntegers),
  descending((lot) => lot.harvestDate, compareBinary),
  newestCreated,
  byId,
);

/** Activities newest first: by date, then by when they were logged. */
export const compareActivities: Comparator<Activity> = orderBy<Activity>(
  descending((activity) => activity.date, compareBinary),
  newestCreated,
  byId,
);

/** Records about an animal in the order they happened (treatments): by date, then by when they were saved. */
export const compareOldestFirst: Comparator<Activity> = orderBy<Activity>(
  ascending((record) => record.date, compareBinary),
  ascending((record) => record.createdAt, compareBinary),
  byId,
);

/** Sync's conflicts: those still to settle first, then oldest first. */
export const compareConflicts: Comparator<Conflict> = orderBy<Conflict>(
  ascending((conflict) => (conflict.resolvedAt === undefined ? 0 : 1), compareIntegers),
  ascending((conflict) => conflict.createdAt, compareBinary),
  byId,
);
