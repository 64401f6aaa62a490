import { REPLICA_KINDS, emptyReplica, type FarmReplica, type ReplicaKind } from '../../core/replica/farm-replica';
import type { ConflictRecord, SyncOp } from '../../core/schemas/sync';
import type { Fields } from '../../core/sync/ops/farm-store';
import { committed, openDatabase, requested } from './idb';
import { replicaDatabaseName } from './replica-name';

// A phone's copy of its farm in IndexedDB, one database per account (the outbox waits for its own
// account, whoever signs in meanwhile). Each kind's records are kept in a fixed number of buckets by
// id, each bucket one stored value: 10,000 head load as 32 reads rather than 10,000, and a pull that
// changes a few records rewrites only their buckets. The outbox keeps each saved op under an
// increasing key, so the ops are sent in the order they were saved.

/** Where the pull has got to: the server's numbering (`epoch`) and the last change applied (`seq`). */
export interface Cursor {
  epoch: string | null;
  seq: number;
  /** A pull has reached the end of the feed since the numbering (re)started: the copy is whole. */
  whole: boolean;
}

export const START_CURSOR: Cursor = { epoch: null, seq: 0, whole: false };

/** The stored kinds: a farm's records, and the conflicts its devices' ops raised. */
export type StoredKind = ReplicaKind | 'conflicts';
export const STORED_KINDS: readonly StoredKind[] = [...REPLICA_KINDS, 'conflicts'];

export const BUCKETS = 32;

interface Bucket {
  records: Fields[];
  deleted: string[];
}

export interface QueuedOp {
  key: number;
  op: SyncOp;
}

export interface LoadedReplica {
  base: FarmReplica;
  cursor: Cursor;
  outbox: QueuedOp[];
}

/** A record's bucket: FNV-1a of its id, so a record always lands in the same one. */
export function bucketOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % BUCKETS;
}

/** Which buckets of which kinds a change touched. */
export type DirtyBuckets = Map<StoredKind, Set<number>>;

export function markDirty(dirty: DirtyBuckets, kind: StoredKind, id: string): void {
  const buckets = dirty.get(kind) ?? new Set<number>();
  buckets.add(bucketOf(id));
  dirty.set(kind, buckets);
}

const bucketKey = (kind: StoredKind, bucket: number) => `${kind}:${bucket}`;

function recordsOf(base: FarmReplica, kind: StoredKind): readonly Fields[] {
  return kind === 'conflicts' ? (base.conflicts as unknown as Fields[]) : (base.records[kind] as unknown as Fields[]);
}

function deletedOf(base: FarmReplica, kind: StoredKind): Iterable<string> {
  return kind === 'conflicts' ? [] : base.tombstones[kind].keys();
}


export interface ReplicaStore {
  load(): Promise<LoadedReplica>;
  /** Keeps an op in the outbox; answers its key. */
  enqueue(op: SyncOp): Promise<number>;
  /**
   * Writes what a pull changed, all or nothing: the dirty buckets of `base`, the new cursor, and the
   * ops that the pull has made part of the copy taken out of the outbox.
   */
  commit(base: FarmReplica, dirty: DirtyBuckets, cursor: Cursor, sentOps: readonly number[]): Promise<void>;
  close(): void;
}

export async function openReplicaStore(accountId: string): Promise<ReplicaStore> {
  const db = await openDatabase(replicaDatabaseName(accountId), 1, (created) => {
    created.createObjectStore('meta');
    created.createObjectStore('buckets');
    created.createObjectStore('outbox', { autoIncrement: true });
  });

  return {
    async load() {
      const transaction = db.transaction(['meta', 'buckets', 'outbox'], 'readonly');
      const [cursor, keys, buckets, opKeys, ops] = await Promise.all([
        requested(transaction.objectStore('meta').get('cursor') as IDBRequest<Cursor | undefined>),
        requested(transaction.objectStore('buckets').getAllKeys()),
        requested(transaction.objectStore('buckets').getAll() as IDBRequest<Bucket[]>),
        requested(transaction.objectStore('outbox').getAllKeys()),
        requested(transaction.objectStore('outbox').getAll() as IDBRequest<SyncOp[]>),
      ]);
      const base = emptyReplica();
      const records = new Map<StoredKind, Fields[]>();
      const deleted = new Map<StoredKind, [string, Fields][]>();
      keys.forEach((key, index) => {
        const kind = String(key).split(':')[0] as StoredKind;
        const bucket = buckets[index]!;
        if (!records.has(kind)) records.set(kind, []);
        if (!deleted.has(kind)) deleted.set(kind, []);
        for (const record of bucket.records) records.get(kind)!.push(record);
        for (const id of bucket.deleted) deleted.get(kind)!.push([id, { id }]);
      });
      for (const kind of REPLICA_KINDS) {
        (base.records as unknown as Record<ReplicaKind, Fields[]>)[kind] = records.get(kind) ?? [];
        base.tombstones[kind] = new Map(deleted.get(kind) ?? []);
      }
      base.conflicts = (records.get('conflicts') ?? []) as unknown as ConflictRecord[];
      return {
        base,
        cursor: cursor ?? START_CURSOR,
        outbox: opKeys.map((key, index) => ({ key: key as number, op: ops[index]! })),
      };
    },

    async enqueue(op) {
      const transaction = db.transaction('outbox', 'readwrite');
      const key = requested(transaction.objectStore('outbox').add(op));
      await committed(transaction);
      return (await key) as number;
    },

    async commit(base, dirty, cursor, sentOps) {
      const transaction = db.transaction(['meta', 'buckets', 'outbox'], 'readwrite');
      const buckets = transaction.objectStore('buckets');
      for (const [kind, touched] of dirty) {
        const grouped = new Map<number, Bucket>([...touched].map((bucket) => [bucket, { records: [], deleted: [] }]));
        for (const record of recordsOf(base, kind)) grouped.get(bucketOf(record.id as string))?.records.push(record);
        for (const id of deletedOf(base, kind)) grouped.get(bucketOf(id))?.deleted.push(id);
        for (const [bucket, value] of grouped) buckets.put(value, bucketKey(kind, bucket));
      }
      transaction.objectStore('meta').put(cursor, 'cursor');
      for (const key of sentOps) transaction.objectStore('outbox').delete(key);
      await committed(transaction);
    },

    close: () => db.close(),
  };
}


/** Every bucket of every kind: what a new epoch's first pull rewrites, empty ones included. */
export function everyBucket(): DirtyBuckets {
  const all = Array.from({ length: BUCKETS }, (_, bucket) => bucket);
  return new Map(STORED_KINDS.map((kind) => [kind, new Set(all)]));
}
