import { afterDelete, type FarmCopy, type StoredRecord } from '../domain/delete-effects';
import { keyTaken } from '../domain/record-keys';
import { isSameCreate } from '../domain/repeated-create';
import { ConflictError, DeletedRecordError } from '../errors';
import { RECORD_ID_MESSAGES } from '../schemas/fields';
import type { Fields } from '../sync/ops/farm-store';
import { KIND_RULES, type KindRules } from '../sync/ops/kind-rules';
import { DOMAIN_KIND, RECORD_SHAPES, REPLICA_KINDS, type FarmReplica, type ReplicaKind, type ReplicaRecords } from './farm-replica';

// The writes every kind's rules are built from, on a farm replica: what the database and its
// triggers do for the server. A record gets its stamps as a row gets its defaults (createdAt,
// version 1, updatedAt) and every save of it counts one more version, a cascade's too; an id that
// was deleted stays deleted; a kind's unique field (a tag, a pasture name) is refused when taken,
// look-alikes included (keyTaken); a delete takes with it what DELETE_EFFECTS says (afterDelete) and
// leaves a tombstone of each record it took.

export interface ReplicaWrites {
  all<K extends ReplicaKind>(kind: K): ReplicaRecords[K];
  find<K extends ReplicaKind>(kind: K, id: string): ReplicaRecords[K][number] | undefined;
  /**
   * A create safe to repeat, as the server's createOnce: the farm's record with the same id and the
   * same fields answers itself, with other fields is refused; else `insert` writes the record (with
   * a new id when the create gave none).
   */
  createOnce<F extends object>(kind: ReplicaKind, id: string | undefined, fields: F, insert: (record: F & { id: string }) => StoredRecord): StoredRecord;
  /** Adds a record, refused when its id was deleted or its unique field is taken. */
  insert(kind: ReplicaKind, record: StoredRecord): StoredRecord;
  /** Lays `changes` over the stored record `id` as one more save of it; refused when it gives a new unique key that is taken. */
  save(kind: ReplicaKind, id: string, changes: Fields): StoredRecord;
  /** Deletes the record with all that goes with it; or, refused, how many head in the herd stand in the way. */
  remove(kind: ReplicaKind, id: string): { refusedForHead: number } | undefined;
}

export function replicaWrites(replica: FarmReplica, now: () => string): ReplicaWrites {
  // The records kind by kind as the rules below read them: an id and fields.
  const lists = () => replica.records as unknown as Record<ReplicaKind, readonly StoredRecord[]>;
  const put = (kind: ReplicaKind, records: readonly StoredRecord[]) => {
    (replica.records as unknown as Record<ReplicaKind, readonly StoredRecord[]>)[kind] = records;
  };
  const shape = (kind: ReplicaKind) => RECORD_SHAPES[kind].shape;
  const touched = (kind: ReplicaKind, record: StoredRecord): StoredRecord => ({
    ...record,
    ...('version' in shape(kind) ? { version: (record.version as number) + 1 } : {}),
    ...('updatedAt' in shape(kind) ? { updatedAt: now() } : {}),
  });

  /** A record keeping its own key is no clash: only a key it did not hold (`was`) is looked for. */
  const requireUnique = (kind: ReplicaKind, id: string, fields: Fields, was?: StoredRecord) => {
    // Only the kinds a device edits have a unique field; those only added have none.
    const unique = (KIND_RULES as Partial<Record<ReplicaKind, KindRules>>)[kind]?.unique;
    const key = unique && fields[unique.field];
    if (!unique || typeof key !== 'string' || key === was?.[unique.field]) return;
    const holders = lists()[kind].map((record) => ({ id: record.id, key: record[unique.field] as string | null }));
    if (keyTaken(key, holders, id)) throw new ConflictError(unique.message, unique.field);
  };

  const writes: ReplicaWrites = {
    all: (kind) => replica.records[kind],
    find: (kind, id) => replica.records[kind].find((record) => record.id === id) as ReplicaRecords[typeof kind][number] | undefined,

    createOnce: (kind, id, fields, insert) => {
      const own = id === undefined ? undefined : lists()[kind].find((record) => record.id === id);
      if (own) {
        if (!isSameCreate(fields, own as Record<keyof typeof fields, unknown>)) throw new ConflictError(RECORD_ID_MESSAGES.savedWithOtherDetails);
        return own;
      }
      return insert({ ...fields, id: id ?? crypto.randomUUID() });
    },

    insert: (kind, record) => {
      // The order of the server's checks: a deleted id (a trigger before the insert), then the unique index.
      if (replica.tombstones[kind].has(record.id)) throw new DeletedRecordError();
      requireUnique(kind, record.id, record);
      const stamp = now();
      const stored = {
        ...record,
        createdAt: stamp,
        ...('version' in shape(kind) ? { version: 1 } : {}),
        ...('updatedAt' in shape(kind) ? { updatedAt: stamp } : {}),
      };
      put(kind, [...lists()[kind], stored]);
      return stored;
    },

    save: (kind, id, changes) => {
      requireUnique(kind, id, changes, lists()[kind].find((record) => record.id === id));
      let saved: StoredRecord | undefined;
      put(
        kind,
        lists()[kind].map((record) => (record.id === id ? (saved = touched(kind, { ...record, ...changes })) : record)),
      );
      if (!saved) throw new Error(`No ${kind} record ${id} to save`);
      return saved;
    },

    remove: (kind, id) => {
      const farm = Object.fromEntries(REPLICA_KINDS.map((each) => [DOMAIN_KIND[each], lists()[each]])) as FarmCopy;
      const outcome = afterDelete(farm, DOMAIN_KIND[kind], id);
      if (!outcome.ok) return { refusedForHead: outcome.refusedBy.head };
      for (const each of REPLICA_KINDS) {
        const before = lists()[each];
        const after = outcome.farm[DOMAIN_KIND[each]] ?? [];
        const kept = new Set(after.map((record) => record.id));
        const gone = before.filter((record) => !kept.has(record.id));
        if (gone.length > 0) replica.tombstones[each] = new Map([...replica.tombstones[each], ...gone.map((record) => [record.id, record] as const)]);
        // afterDelete hands back the records it left alone as they were; an unlinked one is a new record, saved once more.
        const untouched = new Set(before);
        put(each, after.map((record) => (untouched.has(record) ? record : touched(each, record))));
      }
      return undefined;
    },
  };
  return writes;
}
