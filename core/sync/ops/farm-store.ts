import type { StrawShortfall } from '../../domain/logged-activity';
import type { ActivityCreate, ActivityRecord } from '../../schemas/activities';
import type { PregnancyCheckCreate, PregnancyCheckRecord, TreatmentCreate, TreatmentsGiven, WeighingCreate, WeighingRow } from '../../schemas/health';
import type { EditableKind } from '../../schemas/sync';

// What applying a device's operation needs of the farm it lands on, whoever holds the farm: the
// server's SQLite file (core/sync/sqlite-store.ts) or a phone's copy of it in memory
// (core/replica/memory-store.ts). The op's own rules (merging, conflicts, what is refused) are
// written once against this (apply-op.ts, record-ops.ts); each store saves by each kind's rules.

/** A record's fields by name. */
export type Fields = Record<string, unknown>;

export interface FarmStore {
  /** Runs `write` all or nothing: when it throws, nothing it wrote stays (on SQLite, a savepoint). */
  atomically<T>(write: () => T): T;
  /** The farm's record of `kind` with this id, every field but the owner; undefined when it has none. */
  find(kind: EditableKind, id: string): Fields | undefined;
  /** The record as it was when deleted; undefined when the farm never deleted one of `kind` with this id. */
  tombstone(kind: EditableKind, id: string): Fields | undefined;
  /**
   * Adds a record by the kind's rules, `input` being what its create schema parsed: a repeat of the
   * same create answers the record already saved, a deleted id is refused (DeletedRecordError).
   */
  create(kind: EditableKind, input: Fields): Fields;
  /** Saves the kind's record `id` with `fields` (its update schema's, id and version left out) by the kind's rules. */
  update(kind: EditableKind, id: string, fields: Fields, opened: number): Fields;
  /** Deletes the kind's record `id` with what goes with it, by the kind's rules (a pasture with head in it stays). */
  remove(kind: EditableKind, id: string): void;
  /** Logs an activity with its effects; a breeding short of straws is kept and its shortfall told. */
  logActivity(input: ActivityCreate, onShortfall: (shortfall: StrawShortfall) => void): ActivityRecord;
  /** Treats every listed animal, all or none; a repeat of the same call answers the treatments saved. */
  giveTreatments(input: TreatmentCreate): TreatmentsGiven;
  /** Records a pregnancy check with what it does to its animal. */
  recordPregnancyCheck(input: PregnancyCheckCreate): PregnancyCheckRecord;
  /** Records a weighing, the animal's weights following it. */
  recordWeighing(input: WeighingCreate): WeighingRow;
  /**
   * Takes a weighing back, the animal's weights following the ones left. A weighing the farm has
   * deleted already is no error (the same delete sent again); one it never had is NotFoundError.
   */
  removeWeighing(id: string, opened?: number): void;
}
