// The demo farm as the API answers it: every record with an id, its timestamps and every field of
// the real procedures' answers, so a screen cannot tell the demo farm from a real one. Ids are
// UUIDs drawn from the seed, so they stay the same from one load to the next.
import { sortCattle } from '../domain/cattle-sort';
import type { CattleRecord } from '../schemas/cattle';
import { cattleRecord } from '../schemas/cattle';
import { uuidFromBytes } from '../schemas/fields';
import type { PastureRecord } from '../schemas/pastures';
import { pastureRecord } from '../schemas/pastures';
import { activityRecord, type ActivityRecord } from '../schemas/activities';
import { embryoRecord, type EmbryoRecord } from '../schemas/embryos';
import { forageRecord, type ForageRecord } from '../schemas/forage';
import {
  semenCaneRecord,
  semenStrawRecord,
  semenTankRecord,
  type SemenCaneRecord,
  type SemenStrawRecord,
  type SemenTankRecord,
} from '../schemas/semen';
import { storageTankRecord, type StorageTankRecord } from '../schemas/storage-tanks';
import type { MedicineRecord, PregnancyCheckRecord, TreatmentRecord, WeighingRecord } from '../schemas/health';
import { namedAnimalLookup } from '../domain/activities';
import { compareWeighings, type WeighingKind } from '../domain/growth';
import { compareChecks } from '../domain/pregnancy-checks';
import { compareOldestFirst, compareStorageTanks } from '../domain/list-orders';
import { weighingRecords } from '../domain/weighing-list';
import { demoHealth } from './health';
import { DEFAULT_DEMO_SEED, generateDemoFarm } from './demo-farm';
import { demoAuthor } from './members';
import { Random } from './random';

export interface DemoRecords {
  cattle: CattleRecord[];
  pastures: PastureRecord[];
  /** Newest first, as the API lists them. */
  activities: ActivityRecord[];
  storageTanks: StorageTankRecord[];
  semenTanks: SemenTankRecord[];
  semenCanes: SemenCaneRecord[];
  semenStraws: SemenStrawRecord[];
  embryos: EmbryoRecord[];
  forage: ForageRecord[];
  medicines: MedicineRecord[];
  /** Oldest first, as are checks and weighings. */
  treatments: TreatmentRecord[];
  pregnancyChecks: PregnancyCheckRecord[];
  weights: WeighingRecord[];
}

/** A version 4 UUID drawn from the seeded generator. */
const uuidFrom = (rng: Random) => uuidFromBytes(Array.from({ length: 16 }, () => rng.int(0, 255)));

/** What every stored record has that no generated row gives: each demo record is as first saved. */
const FIRST_SAVE: Record<string, unknown> = { version: 1 };

/**
 * Every field the answer has, from the generated row, null where the row has none. Each record was
 * added, and last changed, by one of the demo team (the one its demo history names).
 */
function fill<T>(fields: readonly string[], row: object, extra: Record<string, unknown>): T {
  const source = row as Record<string, unknown>;
  const author = typeof extra.id === 'string' ? demoAuthor(extra.id).name : null;
  const stamps: Record<string, unknown> = { createdBy: author, updatedBy: author };
  return Object.fromEntries(fields.map((field) => [field, extra[field] ?? source[field] ?? stamps[field] ?? FIRST_SAVE[field] ?? null])) as T;
}

const CATTLE_FIELDS = Object.keys(cattleRecord.shape);
const PASTURE_FIELDS = Object.keys(pastureRecord.shape);
const ACTIVITY_FIELDS = Object.keys(activityRecord.shape);
const SEMEN_TANK_FIELDS = Object.keys(semenTankRecord.shape);
const STRAW_FIELDS = Object.keys(semenStrawRecord.shape);
const CANE_FIELDS = Object.keys(semenCaneRecord.shape);
const STORAGE_TANK_FIELDS = Object.keys(storageTankRecord.shape);
const EMBRYO_FIELDS = Object.keys(embryoRecord.shape);
const FORAGE_FIELDS = Object.keys(forageRecord.shape);

const byName = <T extends { name: string }>(a: T, b: T) => a.name.toLowerCase().localeCompare(b.name.toLowerCase());
const newestFirst = (a: ActivityRecord, b: ActivityRecord) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt);

export function demoRecords(today: string, seed: number = DEFAULT_DEMO_SEED): DemoRecords {
  const farm = generateDemoFarm({ today, seed });
  const ids = new Random(seed ^ 0x5eed1d5);
  const cattle = farm.cattle.map((animal) =>
    fill<CattleRecord>(CATTLE_FIELDS, animal, {
      id: uuidFrom(ids),
      // The columns' defaults, as a stored row has them.
      pasture: animal.pasture ?? 'Imported',
      status: animal.status ?? 'active',
      cameBackInHeat: animal.cameBackInHeat ?? false,
      heatReturnCount: animal.heatReturnCount ?? 0,
      updatedAt: animal.createdAt,
    }),
  );
  const pastures = farm.pastures.map((pasture) => fill<PastureRecord>(PASTURE_FIELDS, pasture, { id: uuidFrom(ids) }));
  // Ids drawn after the ones above, so adding a kind of record never changes an earlier kind's ids.
  const storageTankIds = new Map(farm.storageTanks.map((tank) => [tank.key, uuidFrom(ids)]));
  const storageTanks = farm.storageTanks.map(({ key, ...tank }) =>
    fill<StorageTankRecord>(STORAGE_TANK_FIELDS, tank, { id: storageTankIds.get(key), type: tank.type ?? 'liquid_nitrogen' }),
  );
  const semenTanks: SemenTankRecord[] = [];
  const semenCanes: SemenCaneRecord[] = [];
  const semenStraws: SemenStrawRecord[] = [];
  for (const { canes, storageTankKey, ...tank } of farm.semenTanks) {
    const tankId = uuidFrom(ids);
    let remainingStraws = 0;
    for (const { straws, ...cane } of canes) {
      const caneId = uuidFrom(ids);
      semenCanes.push(fill<SemenCaneRecord>(CANE_FIELDS, cane, { id: caneId, tankId, capacity: cane.capacity ?? 15 }));
      for (const straw of straws) {
        const place = { id: uuidFrom(ids), caneId, tankId, tankName: tank.name, caneNumber: cane.caneNumber, caneLabel: cane.label };
        const record = fill<SemenStrawRecord>(STRAW_FIELDS, straw, { ...place, totalStraws: straw.totalStraws ?? 0, remainingStraws: straw.remainingStraws ?? 0 });
        remainingStraws += record.remainingStraws;
        semenStraws.push(record);
      }
    }
    const storageTankId = storageTankKey === null ? null : (storageTankIds.get(storageTankKey) ?? null);
    semenTanks.push(fill<SemenTankRecord>(SEMEN_TANK_FIELDS, tank, { id: tankId, storageTankId, remainingStraws, tankType: tank.tankType ?? 'liquid_nitrogen', capacity: tank.capacity ?? 6 }));
  }
  const activities = farm.activities.map((activity) => fill<ActivityRecord>(ACTIVITY_FIELDS, activity, { id: uuidFrom(ids) }));
  const embryos = farm.embryos.map(({ storageTankKey, ...lot }) =>
    fill<EmbryoRecord>(EMBRYO_FIELDS, lot, {
      id: uuidFrom(ids),
      storageTankId: storageTankKey === null ? null : storageTankIds.get(storageTankKey),
      totalEmbryos: lot.totalEmbryos ?? 0,
      remainingEmbryos: lot.remainingEmbryos ?? 0,
    }),
  );
  const forage = farm.forage.map((lot) =>
    fill<ForageRecord>(FORAGE_FIELDS, lot, { id: uuidFrom(ids), totalBales: lot.totalBales ?? 0, remainingBales: lot.remainingBales ?? 0 }),
  );
  const health = demoHealth(cattle, today, seed);
  const byId = new Map(health.cattle.map((animal) => [animal.id, animal]));
  const weighed = health.weights.sort(compareWeighings).map((row) => ({ ...row, kind: row.kind as WeighingKind }));
  return {
    cattle: sortCattle(health.cattle),
    pastures: pastures.sort(byName),
    activities: activities.sort(newestFirst),
    storageTanks: storageTanks.sort(byName),
    semenTanks: semenTanks.sort(byName),
    semenCanes: semenCanes.sort((a, b) => a.tankId.localeCompare(b.tankId) || Number(a.caneNumber) - Number(b.caneNumber)),
    semenStraws,
    // The API's orders: embryo lots newest first (all of these were entered the same day, so by
    // donor), forage by newest harvest.
    embryos: embryos.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.donorDam.localeCompare(b.donorDam)),
    forage: forage.sort((a, b) => (b.harvestDate ?? '').localeCompare(a.harvestDate ?? '')),
    medicines: health.medicines.sort(compareStorageTanks),
    treatments: health.treatments.sort(compareOldestFirst),
    pregnancyChecks: health.pregnancyChecks.sort(compareChecks),
    weights: weighingRecords(weighed, (id) => byId.get(id), namedAnimalLookup(health.cattle)),
  };
}
