import type { ConflictType, EditableKind, OpResult } from '../../../core/schemas/sync';
import type { Fields, SyncOp } from './sync-api';

// The simulation's oracle: the farm as the sync contract says it must be after each op, worked out
// here on its own (not with the server's merge code), one op at a time in the order the server
// applied them. It predicts each op's answer (status, conflicts, the merged values) and, at the
// end, the records the server must hold. It tracks the fields the devices send; the rest (versions,
// dates the server stamps, what activities do to an animal's breeding fields) is the server's own.

/** A conflict the contract says an op must leave. */
export interface ExpectedConflict {
  type: ConflictType;
  field?: string;
  recordId?: string;
  theirs?: unknown;
  mine?: unknown;
}

export interface Expected {
  status: OpResult['status'];
  conflicts: ExpectedConflict[];
  /** The record's tracked fields after the op, when the answer carries the record. */
  record?: Fields;
  /** Why the op is refused, for the report of a mismatch. */
  refusal?: 'not found' | 'parent not found' | 'head in pasture';
}

/** What settling a conflict with "mine" must answer: 200, or the refusal's status. */
export type SettleStatus = 200 | 400 | 404 | 409;

/** The contract's rules per kind: counters and their totals, the field unique in a farm, the fields naming a parent. */
const RULES: Record<EditableKind, { counters?: Record<string, string>; unique?: string; refs?: Record<string, EditableKind> }> = {
  cattle: { unique: 'tag' },
  pastures: { unique: 'name' },
  storageTanks: {},
  semenTanks: { refs: { storageTankId: 'storageTanks' } },
  semenCanes: { refs: { tankId: 'semenTanks' } },
  semenStraws: { counters: { remainingStraws: 'totalStraws' }, refs: { caneId: 'semenCanes' } },
  embryos: { counters: { remainingEmbryos: 'totalEmbryos' }, refs: { storageTankId: 'storageTanks' } },
  forage: { counters: { remainingBales: 'totalBales' } },
  medicines: {},
};

/** A missing value and null are the same: no value. */
const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);
const num = (value: unknown) => (typeof value === 'number' ? value : 0);
const lower = (value: unknown) => String(value ?? '').trim().toLowerCase();
const withoutId = ({ id: _id, version: _version, ...fields }: Fields) => fields;

/** The server keeps a count within its total, on a create and on every save. */
function withinTotals(kind: EditableKind, fields: Fields): Fields {
  const capped = { ...fields };
  for (const [field, totalField] of Object.entries(RULES[kind].counters ?? {})) {
    if (field in capped) capped[field] = Math.min(num(capped[field]), num(capped[totalField]));
  }
  return capped;
}

const applied = (conflicts: ExpectedConflict[], record?: Fields): Expected => ({
  status: conflicts.length > 0 ? 'conflict' : 'applied',
  conflicts,
  ...(record ? { record } : {}),
});
const conflictOf = (type: ConflictType, extra: Omit<ExpectedConflict, 'type'> = {}): Expected => ({ status: 'conflict', conflicts: [{ type, ...extra }] });

/** How often the run met each rule of the contract, so the figures show what it exercised. */
export interface ModelEvents {
  /** Edited fields whose base was stale but the server held the device's value already: nothing to do. */
  staleBaseSameValue: number;
  /** Counter changes merged as deltas over another device's change of the same count. */
  countersOverOthers: number;
  /** Canes and straw lots deleted with their tank or cane. */
  deletedWithParent: number;
  /** Semen tanks and embryo lots let go by a deleted storage tank. */
  unlinkedFromStorage: number;
  /** Animals carried along by a pasture rename. */
  movedByRename: number;
  /** Pasture deletes refused for the animals in them. */
  pastureDeletesRefused: number;
  /** Edits and creates refused for a record or a parent gone. */
  refusedNotFound: number;
}

export class FarmModel {
  readonly events: ModelEvents = {
    staleBaseSameValue: 0,
    countersOverOthers: 0,
    deletedWithParent: 0,
    unlinkedFromStorage: 0,
    movedByRename: 0,
    pastureDeletesRefused: 0,
    refusedNotFound: 0,
  };
  private readonly live = new Map<EditableKind, Map<string, Fields>>();
  /** Deleted records as they were, by kind and id: a later edit of one is a `deleted` conflict. */
  private readonly tombstones = new Map<string, Fields>();
  /** Logged activities, by id. */
  readonly activities = new Map<string, Fields>();
  /** Conflicts settled, by id. */
  private readonly settled = new Set<string>();

  private rejected(refusal: NonNullable<Expected['refusal']>): Expected {
    if (refusal === 'head in pasture') this.events.pastureDeletesRefused += 1;
    else this.events.refusedNotFound += 1;
    return { status: 'rejected', conflicts: [], refusal };
  }

  private table(kind: EditableKind): Map<string, Fields> {
    let table = this.live.get(kind);
    if (!table) this.live.set(kind, (table = new Map()));
    return table;
  }

  records(kind: EditableKind): ReadonlyMap<string, Fields> {
    return this.table(kind);
  }

  /** Predicts a pushed op's answer and applies it; called once per op id, in the server's order. */
  apply(op: SyncOp): Expected {
    const [kind, action] = op.procedure.split('.') as [EditableKind | 'activities', string];
    if (kind === 'activities') return this.logActivity(op.input);
    if (action === 'create') return this.create(kind, op.input);
    if (action === 'delete') return this.remove(kind, String(op.input.id));
    return this.update(kind, op.input, op.base, { deletedIsConflict: true });
  }

  /** A restore (or Clear All Data) starts the feed over: deleted ids are forgotten, records stay. */
  forgetDeletes(): void {
    this.tombstones.clear();
  }

  private clashes(kind: EditableKind, id: string, fields: Fields): boolean {
    const unique = RULES[kind].unique;
    if (!unique || fields[unique] == null) return false;
    return [...this.table(kind)].some(([other, record]) => other !== id && record[unique] === fields[unique]);
  }

  private missingParent(kind: EditableKind, fields: Fields): boolean {
    return Object.entries(RULES[kind].refs ?? {}).some(([field, parent]) => fields[field] != null && !this.table(parent).has(String(fields[field])));
  }

  private create(kind: EditableKind, input: Fields): Expected {
    const id = String(input.id);
    if (this.tombstones.has(`${kind}:${id}`)) return conflictOf('deleted');
    const fields = withinTotals(kind, withoutId(input));
    if (this.missingParent(kind, fields)) return this.rejected('parent not found');
    if (this.clashes(kind, id, fields)) return conflictOf('duplicate', { field: RULES[kind].unique });
    this.table(kind).set(id, fields);
    return applied([], fields);
  }

  /**
   * The contract's merge: per field against the base (none: the device's value is taken); counters
   * as deltas within 0 and the total; a taken tag or pasture name left out as a `duplicate`; then
   * the record checked whole (its parents there) and saved, or refused whole.
   */
  private update(kind: EditableKind, input: Fields, base: Fields | undefined, { deletedIsConflict }: { deletedIsConflict: boolean }): Expected {
    const id = String(input.id);
    if (deletedIsConflict && this.tombstones.has(`${kind}:${id}`)) return conflictOf('deleted');
    const stored = this.table(kind).get(id);
    if (!stored) return this.rejected('not found');
    const changes = withoutId(input);
    const counters = RULES[kind].counters ?? {};
    const apply: Fields = {};
    const conflicts: ExpectedConflict[] = [];
    for (const [field, mine] of Object.entries(changes)) {
      if (field in counters) continue;
      if (!base || !(field in base)) apply[field] = mine;
      else if (same(stored[field], mine)) this.events.staleBaseSameValue += same(stored[field], base[field]) ? 0 : 1;
      else if (same(stored[field], base[field])) apply[field] = mine;
      else conflicts.push({ type: 'field', field, theirs: stored[field] ?? null, mine: mine ?? null });
    }
    for (const [field, totalField] of Object.entries(counters)) {
      if (!(field in changes)) continue;
      if (!base || !(field in base)) apply[field] = changes[field];
      else {
        if (!same(stored[field], base[field])) this.events.countersOverOthers += 1;
        apply[field] = Math.min(num(apply[totalField] ?? stored[totalField]), Math.max(0, num(stored[field]) + num(changes[field]) - num(base[field])));
      }
    }
    // A taken tag or pasture name alone waits in a `duplicate` conflict; the rest of the edit merges.
    const unique = RULES[kind].unique;
    if (unique && unique in apply && this.clashes(kind, id, { ...stored, ...apply })) {
      delete apply[unique];
      conflicts.push({ type: 'duplicate', field: unique });
    }
    if (Object.keys(apply).length === 0) return applied(conflicts, stored);
    const next = withinTotals(kind, { ...stored, ...apply });
    if (this.missingParent(kind, next)) return this.rejected('parent not found');
    this.table(kind).set(id, next);
    if (kind === 'pastures' && next.name !== stored.name) this.moveHerd(stored.name, next.name);
    return applied(conflicts, next);
  }

  /** A pasture renamed carries its animals along. */
  private moveHerd(from: unknown, to: unknown): void {
    for (const animal of this.table('cattle').values()) {
      if (animal.pasture !== from) continue;
      animal.pasture = to;
      this.events.movedByRename += 1;
    }
  }

  private tombstone(kind: EditableKind, id: string, { withParent = true } = {}): void {
    const record = this.table(kind).get(id);
    if (!record) return;
    if (withParent) this.events.deletedWithParent += 1;
    this.table(kind).delete(id);
    this.tombstones.set(`${kind}:${id}`, record);
  }

  /** A delete wins; a semen tank takes its canes and their straws, a storage tank lets its contents go. */
  private remove(kind: EditableKind, id: string): Expected {
    const record = this.table(kind).get(id);
    if (!record) return this.tombstones.has(`${kind}:${id}`) ? applied([]) : this.rejected('not found');
    // No animal of the run ever leaves the herd (sold, dead), so any animal naming the pasture counts.
    if (kind === 'pastures' && [...this.table('cattle').values()].some((animal) => animal.pasture === record.name)) return this.rejected('head in pasture');
    this.tombstone(kind, id, { withParent: false });
    const childrenOf = (childKind: EditableKind, field: string, parent: string) =>
      [...this.table(childKind)].filter(([, child]) => child[field] === parent).map(([childId]) => childId);
    const canes = kind === 'semenTanks' ? childrenOf('semenCanes', 'tankId', id) : kind === 'semenCanes' ? [id] : [];
    for (const cane of canes) {
      if (cane !== id) this.tombstone('semenCanes', cane);
      for (const lot of childrenOf('semenStraws', 'caneId', cane)) this.tombstone('semenStraws', lot);
    }
    if (kind === 'storageTanks') {
      for (const contentKind of ['semenTanks', 'embryos'] as const) {
        for (const content of this.table(contentKind).values()) {
          if (content.storageTankId !== id) continue;
          content.storageTankId = null;
          this.events.unlinkedFromStorage += 1;
        }
      }
    }
    return applied([]);
  }

  /** The lots of `bull` in the tanks named `tank`, soonest to expire first. */
  private lotsOf(bull: string, tank: string): [string, Fields][] {
    const tankOf = (lot: Fields) => this.table('semenTanks').get(String(this.table('semenCanes').get(String(lot.caneId))?.tankId))?.name;
    const expiry = (lot: Fields) => String(lot.expirationDate ?? '9999-12-31');
    return [...this.table('semenStraws')]
      .filter(([, lot]) => lower(lot.bullName) === lower(bull) && lower(tankOf(lot)) === lower(tank))
      .sort(([, a], [, b]) => expiry(a).localeCompare(expiry(b)));
  }

  /**
   * An activity is always kept. An AI breeding from a tank draws its straws, soonest to expire first; one
   * short of straws empties them and leaves a `recount` conflict naming the last lot drawn (else the
   * bull's first lot there, all used) and the shortfall. A movement moves its animal (found by tag, else by name).
   */
  private logActivity(input: Fields): Expected {
    const id = String(input.id);
    this.activities.set(id, withoutId(input));
    const conflicts: ExpectedConflict[] = [];
    const [bull, tank] = String(input.breedingSire ?? '').split('|');
    if (input.type === 'breeding' && input.breedingMethod === 'artificial_insemination' && bull && tank) {
      const used = num(input.strawsUsed ?? 1);
      let left = used;
      let last: string | undefined;
      const lots = this.lotsOf(bull, tank);
      for (const [lotId, lot] of lots) {
        if (left === 0) break;
        const taken = Math.min(left, num(lot.remainingStraws));
        if (taken === 0) continue;
        lot.remainingStraws = num(lot.remainingStraws) - taken;
        left -= taken;
        last = lotId;
      }
      if (left > 0) conflicts.push({ type: 'recount', field: 'remainingStraws', recordId: last ?? lots[0]?.[0] ?? id, theirs: used - left, mine: used });
    }
    if (input.type === 'movement') {
      const herd = [...this.table('cattle').values()];
      const animal = herd.find((a) => a.tag === input.cattleTag) ?? herd.find((a) => lower(a.name) === lower(input.cattleTag));
      if (animal) animal.pasture = input.pasture;
    }
    return applied(conflicts);
  }

  /**
   * Settles a conflict. "theirs" always settles; "mine" applies the device's side now (a field's
   * value or an edit's taken tag, the record restored with the edit, the create again), or is
   * refused and leaves the conflict open. Settling a settled conflict changes nothing.
   */
  settle(conflict: { id: string; type: ConflictType; recordKind: string; recordId: string; field?: string; mine?: unknown }, op: SyncOp, choice: 'theirs' | 'mine'): SettleStatus {
    if (this.settled.has(conflict.id)) return 200;
    const kind = conflict.recordKind as EditableKind;
    if (choice === 'mine' && conflict.type !== 'recount' && kind in RULES) {
      const status = this.applyMine(kind, conflict, op);
      if (status !== 200) return status;
    }
    this.settled.add(conflict.id);
    return 200;
  }

  private applyMine(kind: EditableKind, conflict: { type: ConflictType; recordId: string; field?: string; mine?: unknown }, op: SyncOp): SettleStatus {
    const statusOf = (outcome: Expected): SettleStatus =>
      outcome.status === 'rejected' ? 404 : outcome.conflicts.some((c) => c.type === 'duplicate' || c.type === 'deleted') ? 409 : 200;
    if (conflict.type === 'deleted') {
      const key = `${kind}:${conflict.recordId}`;
      const was = this.tombstones.get(key);
      if (!was) return 400;
      this.tombstones.delete(key);
      const status = statusOf(this.create(kind, { ...was, ...(conflict.mine as Fields), id: conflict.recordId }));
      if (status !== 200) this.tombstones.set(key, was);
      return status;
    }
    if (op.procedure.endsWith('.create')) return statusOf(this.create(kind, op.input));
    // A field's value, or an edit's taken tag, alone: the rest of the edit merged when it arrived.
    return statusOf(this.update(kind, { id: conflict.recordId, [String(conflict.field)]: conflict.mine }, undefined, { deletedIsConflict: false }));
  }
}
