import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { STOCK_COUNTS } from '../domain/stock-levels';
import type { FarmReplica, ReplicaKind } from '../replica/farm-replica';
import { EDITABLE_KINDS, type EditableKind, type SyncOp } from '../schemas/sync';

// A device's saved operations over every kind of farm record, generated for tests holding the
// server's push and a phone's replica to one answer. Drawn from few values so that they meet: ids
// repeat (a create sent twice, with the same or other details, after a delete), tags and pasture
// names clash (in another case, or full-width; a bull's accented name in another case is another bull's), animals graze the pastures renamed and deleted,
// records name tanks and canes that are there, deleted or never were, breedings draw straws a tank
// holds too few of, and some values are refused (a negative weight, an unknown type, a bad date).

/** How many ids a kind's records take; one more slot is an id no record ever has. */
const SLOTS = 3;
/** The slot a farm's setup leaves free (it fills the first ones), for records written before the ops. */
export const FREE_SLOT = SLOTS - 1;

/** A field naming another record of the farm by its slot; the ids are made per farm (slotIds). */
interface Ref {
  ref: ReplicaKind;
  slot: number;
}
/** A slot, the first more often: the one a farm's setup always fills. */
const slot = fc.oneof(fc.constant(0), fc.nat({ max: SLOTS - 1 }));
/** A record named, mostly the first of its kind (always there once the farm is set up), else the second. */
const ref = (kind: ReplicaKind) => fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, { arbitrary: fc.constant(1), weight: 1 }).map((at): Ref => ({ ref: kind, slot: at }));
/** A tank or cane no record of the farm is. */
const GHOST = (kind: ReplicaKind): Ref => ({ ref: kind, slot: SLOTS });

const TAGS = ['1', '2', '１', 'A7', 'a7'];
const ANIMAL_NAMES = ['Bess', 'bess', 'Daisy'];
const PASTURES = ['North', 'north', 'South', ' South', 'Ｅast'];
const BULLS = ['Big Red', 'big red', 'Duke', 'Élan', 'élan'];
const TANKS = ['Tank A', 'tank a', 'Tank B'];
const DAYS = ['2025-03-01', '2025-03-20', '2025-05-01'];

const one = <T>(...values: T[]) => fc.constantFrom(...values);
/** One of `values`, the first the most: so that records meet (a pasture the herd grazes, the bull and tank a breeding picks). */
const mostlyFirst = <T>(values: T[]) => fc.oneof(fc.constant(values[0]!), one(...values));
const pasture = mostlyFirst(PASTURES);

/** Each kind's fields as a device sends them when they are right. */
const FIELDS: Record<EditableKind, Record<string, fc.Arbitrary<unknown>>> = {
  cattle: {
    tag: one(null, ...TAGS),
    name: one(null, ...ANIMAL_NAMES),
    type: one('Cow', 'heifer', 'Bull'),
    pasture,
    status: one('active', 'sold', 'bred', 'deceased'),
    weight: one(null, 0, 900, 1100),
    breedingDate: one(null, ...DAYS),
    breedingMethod: one(null, 'AI', 'natural_bull', 'et'),
    expectedCalvingDate: one(null, '2025-12-01'),
    notes: one(null, 'lame'),
  },
  pastures: { name: pasture, description: one(null, 'by the creek'), capacity: one(null, 10) },
  storageTanks: { name: one('LN 1', 'ln 1', 'LN 2'), type: one(null, 'freezer'), capacity: one(null, 5) },
  semenTanks: { name: mostlyFirst(TANKS), storageTankId: fc.option(ref('storageTanks'), { freq: 2 }), capacity: one(null, 6), location: one(null, 'Barn') },
  semenCanes: { tankId: ref('semenTanks'), caneNumber: one('1', '2', '10', 'A'), label: one(null, 'top') },
  semenStraws: {
    caneId: ref('semenCanes'),
    bullName: mostlyFirst(BULLS),
    breed: one('Angus'),
    totalStraws: one(2, 4, 6, 0),
    remainingStraws: one(1, 3, 5, 8, 0),
    expirationDate: one(null, '2027-01-01', '2026-12-01'),
  },
  embryos: { donorDam: one('Bess', 'Rosie'), sire: one('Duke'), breed: one('Angus'), totalEmbryos: one(0, 2, 6), remainingEmbryos: one(0, 1, 5, 8), storageTankId: fc.option(ref('storageTanks'), { freq: 2 }) },
  forage: { type: one('hay', 'silage'), location: one('Barn', 'Shed'), totalBales: one(0, 10, 20), remainingBales: one(0, 5, 15, 25), harvestDate: one(null, '2025-07-01', '2025-08-01') },
  medicines: { name: one('Draxxin', 'LA-200'), kind: one(null, 'antibiotic', 'vaccine'), meatWithdrawalDays: one(null, 0, 18, 28), milkWithdrawalDays: one(null, 0, 4) },
};

/** Values a kind's fields are refused with (now and then, in the ops after the farm is set up). */
const WRONG: Record<EditableKind, Record<string, unknown[]>> = {
  cattle: { tag: [''], type: ['Goat'], pasture: [''], weight: [-5], breedingDate: ['2025-02-30'], breedingMethod: ['magic'] },
  pastures: { name: [''], capacity: [-1] },
  storageTanks: { type: ['bogus'] },
  semenTanks: { name: ['A|B'], capacity: [0], storageTankId: [GHOST('storageTanks')] },
  semenCanes: { tankId: [GHOST('semenTanks')], caneNumber: [''] },
  semenStraws: { caneId: [GHOST('semenCanes')], breed: [''], totalStraws: [-1, null], remainingStraws: [-1] },
  embryos: { totalEmbryos: [null], storageTankId: [GHOST('storageTanks')] },
  forage: { type: ['bogus'], remainingBales: [null], totalBales: [-1] },
  medicines: { name: [''], kind: ['elixir'], meatWithdrawalDays: [-1] },
};

/** A kind's fields: right, or now and then one or more of them wrong. */
function fieldsOf(kind: EditableKind, { wrong }: { wrong: boolean }): Record<string, fc.Arbitrary<unknown>> {
  if (!wrong) return FIELDS[kind];
  return Object.fromEntries(
    Object.entries(FIELDS[kind]).map(([field, right]) => {
      const bad = WRONG[kind][field];
      return [field, bad ? fc.oneof({ arbitrary: right, weight: 12 }, { arbitrary: one(...bad), weight: 1 }) : right];
    }),
  );
}

const ACTIVITY_FIELDS = {
  type: one('breeding', 'breeding', 'breeding', 'heat', 'calving', 'weaning', 'movement', 'other'),
  cattleTag: one(...TAGS, ...ANIMAL_NAMES, 'Nobody'),
  date: one(...DAYS),
  pasture: one(...PASTURES),
  breedingMethod: one(null, 'AI', 'AI', 'et', 'natural_bull'),
  breedingSire: mostlyFirst(['Big Red|Tank A', 'big red|tank a', 'Duke|Tank B', 'Duke|tank a', 'élan|Tank A', 'Big Red', null]),
  strawsUsed: one(null, 1, 2, 3),
};

/** Records about an animal, only ever added (a weighing may be taken back): they name animals, medicines, weighings by slot. */
const animal = fc.oneof({ arbitrary: ref('cattle'), weight: 6 }, { arbitrary: fc.constant(GHOST('cattle')), weight: 1 });
const TREATMENT_FIELDS = {
  cattleIds: fc.array(animal, { minLength: 1, maxLength: 3 }),
  date: one(...DAYS),
  medicineId: fc.option(fc.oneof(ref('medicines'), fc.constant(GHOST('medicines'))), { freq: 2 }),
  product: one(null, 'Penicillin'),
  meatWithdrawalDays: one(null, 0, 30),
  milkWithdrawalDays: one(null, 5),
};
const CHECK_FIELDS = { cattleId: animal, date: one(...DAYS), result: one('pregnant', 'open', 'recheck'), daysPregnant: one(null, 45, 120), method: one(null, 'ultrasound') };
const WEIGHING_FIELDS = { cattleId: animal, date: one(...DAYS), weight: one(550, 600, 1200, 0), kind: one('other', 'birth', 'weaning') };

/** The kinds whose counts of what is left merge as changes, and those counts. */
const COUNTED = { semenStraws: STOCK_COUNTS.semenStraw, embryos: STOCK_COUNTS.embryo, forage: STOCK_COUNTS.forage };

/** The kinds in the order a farm is set up: what a record names is added before it. */
const SETUP_ORDER: EditableKind[] = ['storageTanks', 'semenTanks', 'semenCanes', 'semenStraws', 'pastures', 'cattle', 'embryos', 'forage', 'medicines'];
const kind = one(...EDITABLE_KINDS);

export type OpSpec =
  | { action: 'create'; kind: EditableKind; slot: number; fields: Record<string, unknown> }
  | { action: 'update'; kind: EditableKind; slot: number; changes: Record<string, unknown>; base: 'none' | 'right' | Record<string, unknown> }
  | { action: 'count'; kind: keyof typeof COUNTED; slot: number; used: number; base: 'right' | number }
  | { action: 'delete'; kind: EditableKind; slot: number }
  | { action: 'activity'; slot: number; fields: Record<string, unknown> }
  | { action: 'treatments' | 'pregnancyChecks' | 'weights'; slot: number; fields: Record<string, unknown> }
  | { action: 'unweigh'; slot: number };

const create = kind.chain((k) => fc.record({ action: fc.constant('create' as const), kind: fc.constant(k), slot, fields: fc.record(fieldsOf(k, { wrong: true })) }));
const update = kind.chain((k) =>
  fc.record({
    action: fc.constant('update' as const),
    kind: fc.constant(k),
    slot,
    changes: fc.record(fieldsOf(k, { wrong: true }), { requiredKeys: [] }),
    // A base as the device saw the record: as it is now, or as someone else's save left it meanwhile.
    base: fc.oneof(one('none' as const, 'right' as const, 'right' as const), fc.record(FIELDS[k])),
  }),
);
const countChange = one(...(Object.keys(COUNTED) as (keyof typeof COUNTED)[])).chain((k) =>
  fc.record({ action: fc.constant('count' as const), kind: fc.constant(k), slot, used: one(-2, 1, 2, 4), base: fc.oneof(fc.constant('right' as const), one(0, 3, 8)) }),
);
const remove = fc.record({ action: fc.constant('delete' as const), kind, slot });
const activity = fc.record({ action: fc.constant('activity' as const), slot: fc.nat({ max: 20 }), fields: fc.record(ACTIVITY_FIELDS) });
const added = (action: 'treatments' | 'pregnancyChecks' | 'weights', fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.record({ action: fc.constant(action), slot: fc.nat({ max: 20 }), fields: fc.record(fields) });
const unweigh = fc.record({ action: fc.constant('unweigh' as const), slot });

/** A farm set up with right creates, kind after kind, each kind's first slots filled, then any ops at all. */
export const opSpecs = fc
  .tuple(
    fc.tuple(...SETUP_ORDER.map((k) => fc.array(fc.record(FIELDS[k]), { minLength: 1, maxLength: SLOTS - 1 }))),
    fc.array(
      fc.oneof(
        { arbitrary: create, weight: 3 },
        { arbitrary: update, weight: 4 },
        { arbitrary: countChange, weight: 2 },
        { arbitrary: remove, weight: 2 },
        { arbitrary: activity, weight: 4 },
        { arbitrary: added('treatments', TREATMENT_FIELDS), weight: 2 },
        { arbitrary: added('pregnancyChecks', CHECK_FIELDS), weight: 2 },
        { arbitrary: added('weights', WEIGHING_FIELDS), weight: 2 },
        { arbitrary: unweigh, weight: 1 },
      ),
      { maxLength: 30, size: 'medium' },
    ),
  )
  .map(([setup, ops]): OpSpec[] => [
    ...setup.flatMap((records, i) => records.map((fields, slot): OpSpec => ({ action: 'create', kind: SETUP_ORDER[i]!, slot, fields }))),
    ...ops,
  ]);

/** The ids of one farm's slots, kind by kind, made fresh (ids are unique across farms); the last no record takes. */
export type SlotIds = Record<ReplicaKind, string[]>;
export function slotIds(): SlotIds {
  const kinds: ReplicaKind[] = [...EDITABLE_KINDS, 'activities', 'treatments', 'pregnancyChecks', 'weights'];
  return Object.fromEntries(kinds.map((each) => [each, Array.from({ length: SLOTS + 1 }, () => randomUUID())])) as SlotIds;
}

const isRef = (value: unknown): value is Ref => typeof value === 'object' && value !== null && 'ref' in value;
const resolvedValue = (value: unknown, ids: SlotIds): unknown =>
  isRef(value) ? ids[value.ref][value.slot] : Array.isArray(value) ? value.map((each) => resolvedValue(each, ids)) : value;
const resolved = (fields: Record<string, unknown>, ids: SlotIds) => Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, resolvedValue(value, ids)]));

/**
 * The op a spec stands for on this farm. A base "right" is the record as the replica holds it when the
 * op is made, so the device saw what the server has (when the two agree, which is what is tested).
 */
export function opOf(spec: OpSpec, ids: SlotIds, replica: FarmReplica): SyncOp {
  const op = (procedure: SyncOp['procedure'], input: Record<string, unknown>, base?: Record<string, unknown>): SyncOp => ({
    opId: randomUUID(),
    procedure,
    input,
    ...(base ? { base } : {}),
  });
  // An activity's first slots repeat ids (a log sent again, or other details under the same id); the rest are new.
  if (spec.action === 'activity') return op('activities.create', { ...spec.fields, id: spec.slot < SLOTS ? ids.activities[spec.slot] : randomUUID() });
  // Likewise a treatment, check or weighing; a weighing taken back is one of the first slots, there or not.
  if (spec.action === 'unweigh') return op('weights.delete', { id: ids.weights[spec.slot] });
  if (spec.action !== 'create' && spec.action !== 'update' && spec.action !== 'delete' && spec.action !== 'count') {
    return op(`${spec.action}.create`, { ...resolved(spec.fields, ids), id: spec.slot < SLOTS ? ids[spec.action][spec.slot] : randomUUID() });
  }
  const id = ids[spec.kind][spec.slot]!;
  const stored = (replica.records[spec.kind] as { id: string }[]).find((record) => record.id === id) as Record<string, unknown> | undefined;
  switch (spec.action) {
    case 'create':
      return op(`${spec.kind}.create`, { ...resolved(spec.fields, ids), id });
    case 'delete':
      return op(`${spec.kind}.delete`, { id });
    case 'update': {
      const changes = resolved(spec.changes, ids);
      if (spec.base === 'none') return op(`${spec.kind}.update`, { ...changes, id });
      const seen = spec.base === 'right' ? (stored ?? {}) : resolved(spec.base, ids);
      return op(`${spec.kind}.update`, { ...changes, id }, Object.fromEntries(Object.keys(changes).map((field) => [field, seen[field] ?? null])));
    }
    case 'count': {
      const [remaining] = Object.keys(COUNTED[spec.kind]) as [string];
      const stock = stored?.[remaining];
      const was = spec.base !== 'right' ? spec.base : typeof stock === 'number' ? stock : 0;
      return op(`${spec.kind}.update`, { id, [remaining]: was - spec.used }, { [remaining]: was });
    }
  }
}
