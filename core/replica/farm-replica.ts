import type { z } from 'zod';
import type { RecordKind } from '../domain/delete-effects';
import { activityRecord, type ActivityRecord } from '../schemas/activities';
import { cattleRecord, type CattleRecord } from '../schemas/cattle';
import { embryoRecord, type EmbryoRecord } from '../schemas/embryos';
import { forageRecord, type ForageRecord } from '../schemas/forage';
import {
  medicineRecord,
  pregnancyCheckRecord,
  treatmentRecord,
  weighingRow,
  type MedicineRecord,
  type PregnancyCheckRecord,
  type TreatmentRecord,
  type WeighingRow,
} from '../schemas/health';
import { pastureRecord, type PastureRecord } from '../schemas/pastures';
import { semenCaneRecord, semenStrawSaved, semenTankSaved, type SemenCaneRecord } from '../schemas/semen';
import { storageTankRecord, type StorageTankRecord } from '../schemas/storage-tanks';
import type { ConflictRecord, EditableKind } from '../schemas/sync';
import type { Fields } from '../sync/ops/farm-store';

// A copy of one farm held in memory, as a phone keeps it to work offline: each kind's records as the
// server stores them (every column but the owner), the records deleted (tombstones, so a deleted id
// stays deleted), and the conflicts its saves raised. Plain data: it can be kept as JSON-like
// values and read by the list functions (replica-lists.ts) without a database.

/** The kinds of record a farm holds, by the names sync gives them. */
export type ReplicaKind = EditableKind | AddedKind;
/** The kinds only ever added (a weighing may be taken back). */
export type AddedKind = 'activities' | 'treatments' | 'pregnancyChecks' | 'weights';

export interface ReplicaRecords {
  cattle: CattleRecord[];
  pastures: PastureRecord[];
  semenTanks: z.infer<typeof semenTankSaved>[];
  semenCanes: SemenCaneRecord[];
  semenStraws: z.infer<typeof semenStrawSaved>[];
  embryos: EmbryoRecord[];
  storageTanks: StorageTankRecord[];
  forage: ForageRecord[];
  medicines: MedicineRecord[];
  activities: ActivityRecord[];
  treatments: TreatmentRecord[];
  pregnancyChecks: PregnancyCheckRecord[];
  /** As stored: the list works out each one's gain. */
  weights: WeighingRow[];
}

export interface FarmReplica {
  /** Never changed in place: a write puts a new array (and new records) in, so a copy of this object is a snapshot. */
  records: ReplicaRecords;
  /** Each kind's deleted records by id, as they were when deleted; replaced, never changed in place. */
  tombstones: Record<ReplicaKind, ReadonlyMap<string, Fields>>;
  conflicts: ConflictRecord[];
}

/** Each kind's stored record as its calls answer it: which stamps (createdAt, version, updatedAt) a record carries. */
export const RECORD_SHAPES: Record<ReplicaKind, z.ZodObject> = {
  cattle: cattleRecord,
  pastures: pastureRecord,
  semenTanks: semenTankSaved,
  semenCanes: semenCaneRecord,
  semenStraws: semenStrawSaved,
  embryos: embryoRecord,
  storageTanks: storageTankRecord,
  forage: forageRecord,
  medicines: medicineRecord,
  activities: activityRecord,
  treatments: treatmentRecord,
  pregnancyChecks: pregnancyCheckRecord,
  weights: weighingRow,
};

/** The domain's name of each kind (domain/delete-effects.ts), for the rules written in its names. */
export const DOMAIN_KIND: Record<ReplicaKind, RecordKind> = {
  cattle: 'cattle',
  pastures: 'pasture',
  semenTanks: 'semenTank',
  semenCanes: 'semenCane',
  semenStraws: 'semenStraw',
  embryos: 'embryo',
  storageTanks: 'storageTank',
  forage: 'forage',
  medicines: 'medicine',
  activities: 'activity',
  treatments: 'treatment',
  pregnancyChecks: 'pregnancyCheck',
  weights: 'weighing',
};

export const REPLICA_KINDS = Object.keys(DOMAIN_KIND) as ReplicaKind[];

/** Each domain kind's name in the replica. */
export const REPLICA_KIND = Object.fromEntries(REPLICA_KINDS.map((kind) => [DOMAIN_KIND[kind], kind])) as Record<RecordKind, ReplicaKind>;

/** The replica's clock by default: its records' createdAt and updatedAt, and its conflicts' createdAt. */
export const isoNow = () => new Date().toISOString();

/** A farm with nothing in it yet. */
export function emptyReplica(): FarmReplica {
  return {
    records: {
      cattle: [],
      pastures: [],
      semenTanks: [],
      semenCanes: [],
      semenStraws: [],
      embryos: [],
      storageTanks: [],
      forage: [],
      medicines: [],
      activities: [],
      treatments: [],
      pregnancyChecks: [],
      weights: [],
    },
    tombstones: Object.fromEntries(REPLICA_KINDS.map((kind) => [kind, new Map<string, Fields>()])) as Record<ReplicaKind, Map<string, Fields>>,
    conflicts: [],
  };
}

/** A copy to write on, leaving `replica` as it was: writes put new arrays and maps in, never change them. */
export function copyOfReplica(replica: FarmReplica): FarmReplica {
  return { records: { ...replica.records }, tombstones: { ...replica.tombstones }, conflicts: replica.conflicts };
}
