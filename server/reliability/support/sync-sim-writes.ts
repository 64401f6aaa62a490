import type { Random } from '../../../core/demo/random';
import { EDITABLE_KINDS, type EditableKind } from '../../../core/schemas/sync';
import { seededUuid, type Fields, type SyncOp } from './sync-api';

// What the simulated devices save while offline: random creates, edits and deletes of every kind of
// farm record, and logged activities. Every value is one the server stores as sent (trimmed text,
// whole numbers, real dates), so the oracle can compare what it predicts with what the server keeps.
// Small pools of values make two devices pick the same value now and then (a merge with nothing to
// do) and pick a tag or pasture name that is taken (a duplicate).

/** What a device's next op is made from: its own view of the farm, and what it may not touch. */
export interface OpMaker {
  rng: Random;
  /** The device's records of a kind: as pulled, with its own unsent (or unpulled) changes over them. */
  view(kind: EditableKind): Fields[];
  /** A number no other value in the run has, for tags and names that must not clash by chance. */
  fresh(): number;
  /** The stock the breedings draw from: fixed, so the straws drawn can be counted (see STOCK). */
  stockIds: ReadonlySet<string>;
}

type Maker = (maker: OpMaker, current: unknown) => unknown;

interface KindWrites {
  /** A new record's fields (without its id), or null when it needs a parent the device has none of. */
  create(maker: OpMaker): Fields | null;
  /** The fields an edit may change, each with how a device picks its new value. */
  edits: Record<string, Maker>;
}

const BREEDS = ['Angus', 'Hereford', 'Simmental'];
const NOTES = ['checked', 'needs a look', 'moved feed', null];

const pick = <T>(rng: Random, items: readonly T[]): T => rng.pick(items);
const anyOf = (items: readonly unknown[]): Maker => (m) => pick(m.rng, items);
const between = (min: number, max: number): Maker => (m) => m.rng.int(min, max);
const freshText = (prefix: string): Maker => (m) => `${prefix} ${m.fresh()}`;
/** A fresh value, or now and then one another record holds already (a clash to settle). */
const mostlyFresh =
  (prefix: string, kind: EditableKind, field: string, clashShare: number): Maker =>
  (m) => {
    const taken = m.view(kind).map((record) => record[field]).filter((value) => typeof value === 'string');
    return taken.length > 0 && m.rng.chance(clashShare) ? pick(m.rng, taken) : `${prefix}${m.fresh()}`;
  };
/** A counter a device changes by using some (or, less often, by restocking). */
const countChange: Maker = (m, current) => {
  const now = typeof current === 'number' ? current : 0;
  return now > 0 && m.rng.chance(0.8) ? Math.max(0, now - m.rng.int(1, 3)) : now + m.rng.int(1, 3);
};
/**
 * The id of one of the device's records of `kind` (not stock when `editable`); an optional one may be
 * none, a required one stays as it is when the device has no other (a new record's is then none).
 */
const refTo =
  (kind: EditableKind, { optional = false, editable = false } = {}): Maker =>
  (m, current) => {
    const ids = m
      .view(kind)
      .map((record) => String(record.id))
      .filter((id) => !editable || !m.stockIds.has(id));
    if (optional && (ids.length === 0 || m.rng.chance(0.3))) return null;
    return ids.length > 0 ? pick(m.rng, ids) : (current ?? null);
  };

const pastureNames = (m: OpMaker) => m.view('pastures').map((pasture) => String(pasture.name));

/** Makes every edit field's first value, so a new record holds each field an edit may base on. */
function withEdits(m: OpMaker, edits: Record<string, Maker>, fixed: Fields = {}): Fields {
  return { ...Object.fromEntries(Object.entries(edits).map(([field, make]) => [field, make(m, undefined)])), ...fixed };
}

const KIND_WRITES: Record<EditableKind, KindWrites> = {
  cattle: {
    edits: {
      tag: mostlyFresh('T', 'cattle', 'tag', 0.15),
      name: freshText('Cow'),
      weight: between(300, 1600),
      breed: anyOf(BREEDS),
      notes: anyOf(NOTES),
      registrationNumber: freshText('R'),
      buyer: anyOf(['Sale Barn', 'Neighbour', null]),
    },
    create(m) {
      const names = pastureNames(m);
      return withEdits(m, this.edits, { type: 'Cow', pasture: names.length > 0 ? pick(m.rng, names) : 'Home Range' });
    },
  },
  pastures: {
    edits: {
      name: mostlyFresh('Pasture ', 'pastures', 'name', 0.1),
      description: anyOf(['by the creek', 'hill side', null]),
      capacity: between(10, 200),
    },
    create(m) {
      return withEdits(m, this.edits);
    },
  },
  storageTanks: {
    edits: {
      name: freshText('Store'),
      capacity: between(100, 2000),
      location: anyOf(['Barn', 'Office', 'Shed']),
      temperature: anyOf(['-196°C', '-80°C']),
      notes: anyOf(NOTES),
    },
    create(m) {
      return withEdits(m, this.edits, { type: pick(m.rng, ['liquid_nitrogen', 'freezer']) });
    },
  },
  semenTanks: {
    edits: {
      name: freshText('Tank'),
      location: anyOf(['Barn', 'Office']),
      notes: anyOf(NOTES),
      capacity: between(4, 10),
      storageTankId: refTo('storageTanks', { optional: true }),
    },
    create(m) {
      return withEdits(m, this.edits, { tankType: 'liquid_nitrogen' });
    },
  },
  semenCanes: {
    edits: {
      caneNumber: (m) => String(m.rng.int(1, 20)),
      label: anyOf(['red', 'blue', null]),
      notes: anyOf(NOTES),
      capacity: between(5, 30),
      tankId: refTo('semenTanks'),
    },
    create(m) {
      const fields = withEdits(m, this.edits);
      return fields.tankId === null ? null : fields;
    },
  },
  semenStraws: {
    edits: {
      remainingStraws: countChange,
      totalStraws: between(5, 40),
      notes: anyOf(NOTES),
      supplier: anyOf(['Select Sires', 'ABS', null]),
      pricePerStraw: between(1000, 5000),
      caneId: refTo('semenCanes', { editable: true }),
    },
    create(m) {
      const fields = withEdits(m, this.edits, { bullName: `Lot Bull ${m.rng.int(1, 30)}`, breed: pick(m.rng, BREEDS) });
      if (fields.caneId === null) return null;
      return { ...fields, remainingStraws: m.rng.int(0, fields.totalStraws as number) };
    },
  },
  embryos: {
    edits: {
      remainingEmbryos: countChange,
      totalEmbryos: between(2, 30),
      notes: anyOf(NOTES),
      supplier: anyOf(['Trans Ova', null]),
      embryoGrade: anyOf(['1', '2', 'A']),
      storageTankId: refTo('storageTanks', { optional: true }),
    },
    create(m) {
      const fields = withEdits(m, this.edits, { donorDam: `Dam ${m.fresh()}`, sire: `Sire ${m.fresh()}`, breed: pick(m.rng, BREEDS) });
      return { ...fields, remainingEmbryos: m.rng.int(0, fields.totalEmbryos as number) };
    },
  },
  forage: {
    edits: {
      remainingBales: countChange,
      totalBales: between(20, 400),
      location: anyOf(['Barn', 'Stack Yard', 'Loft']),
      notes: anyOf(NOTES),
      quality: anyOf(['premium', 'good', 'fair']),
      supplier: anyOf(['Home', 'Co-op', null]),
    },
    create(m) {
      const fields = withEdits(m, this.edits, { type: pick(m.rng, ['hay', 'straw', 'silage']) });
      return { ...fields, remainingBales: m.rng.int(0, fields.totalBales as number) };
    },
  },
  medicines: {
    edits: {
      meatWithdrawalDays: between(0, 60),
      milkWithdrawalDays: between(0, 10),
      unit: anyOf(['ml', 'cc', null]),
      notes: anyOf(NOTES),
    },
    create(m) {
      return withEdits(m, this.edits, { name: `Medicine ${m.fresh()}`, kind: pick(m.rng, ['antibiotic', 'vaccine', 'other']) });
    },
  },
};

/** The fields an edit of `kind` may change: the oracle tracks these (and the counters' totals). */
export const editedFields = (kind: EditableKind) => Object.keys(KIND_WRITES[kind].edits);

/**
 * The straws the breedings draw from, made by the desktop before the run and never edited or deleted
 * afterwards: the straws drawn from them must equal the straws the breedings used (less the
 * shortfalls). Bulls and tanks named so no other record shares their names.
 */
export const STOCK = {
  tanks: ['Stock Tank 1', 'Stock Tank 2'],
  /** Each pool's lots expire in order, so a breeding empties the first before the next. */
  lots: [
    { bull: 'Stock Bull A', tank: 'Stock Tank 1', expirations: ['2027-01-01', '2028-01-01'] },
    { bull: 'Stock Bull B', tank: 'Stock Tank 1', expirations: ['2027-06-01'] },
    { bull: 'Stock Bull C', tank: 'Stock Tank 2', expirations: ['2027-03-01', '2029-01-01'] },
  ],
} as const;

/** The sires a breeding picks from a tank ("bull|tank"). */
const STOCK_SIRES = STOCK.lots.map((lot) => `${lot.bull}|${lot.tank}`);

/** The desktop's first ops: the stock (a lot of `strawsPerLot` each) and three pastures. */
export function stockOps(rng: Random, strawsPerLot: number): SyncOp[] {
  const op = (procedure: SyncOp['procedure'], input: Fields): SyncOp => ({ opId: seededUuid(rng), procedure, input });
  const tankIds = new Map(STOCK.tanks.map((name) => [name, seededUuid(rng)]));
  const ops = STOCK.tanks.map((name) => op('semenTanks.create', { id: tankIds.get(name), name, capacity: 10, tankType: 'liquid_nitrogen' }));
  let cane = 0;
  for (const lot of STOCK.lots) {
    for (const expirationDate of lot.expirations) {
      const caneId = seededUuid(rng);
      cane += 1;
      ops.push(op('semenCanes.create', { id: caneId, tankId: tankIds.get(lot.tank), caneNumber: String(cane), capacity: 30 }));
      ops.push(
        op('semenStraws.create', {
          id: seededUuid(rng),
          caneId,
          bullName: lot.bull,
          breed: 'Angus',
          totalStraws: strawsPerLot,
          remainingStraws: strawsPerLot,
          expirationDate,
        }),
      );
    }
  }
  for (const name of ['North', 'South', 'East']) ops.push(op('pastures.create', { id: seededUuid(rng), name, capacity: 100 }));
  return ops;
}

const day = (rng: Random) => `${rng.pick(['2025', '2026'])}-${String(rng.int(1, 10)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;

/** An activity logged on the device: most often an AI breeding drawing stock straws. */
function activity(m: OpMaker): Fields {
  const { rng } = m;
  const tags = m.view('cattle').map((animal) => animal.tag);
  const pastures = pastureNames(m);
  const type = rng.weighted([
    ['breeding', 45],
    ['movement', 15],
    ['heat', 10],
    ['vaccination', 8],
    ['health-check', 6],
    ['other', 6],
    ['calving', 5],
    ['weaning', 5],
  ] as const);
  const fields: Fields = {
    id: seededUuid(rng),
    type,
    cattleTag: tags.length > 0 ? pick(rng, tags) : `T${m.fresh()}`,
    date: day(rng),
    pasture: pastures.length > 0 ? pick(rng, pastures) : 'Home Range',
  };
  if (type !== 'breeding') return fields;
  if (rng.chance(0.15)) return { ...fields, breedingMethod: 'natural_bull', breedingSire: 'Neighbour Bull' };
  return { ...fields, breedingMethod: 'artificial_insemination', breedingSire: pick(rng, STOCK_SIRES), strawsUsed: rng.int(1, 3) };
}

const editable = (m: OpMaker, kind: EditableKind) => m.view(kind).filter((record) => !m.stockIds.has(String(record.id)));

/**
 * One change of a record: one to three of its fields given new values (only changed fields are
 * sent, as the contract asks), each with the value the device last saw as its base. Null when the
 * device found nothing to change.
 */
function edit(m: OpMaker, kind: EditableKind, record: Fields): Pick<SyncOp, 'input' | 'base'> | null {
  const edits = KIND_WRITES[kind].edits;
  const wanted = m.rng.int(1, 3);
  const input: Fields = { id: record.id };
  const base: Fields = {};
  for (const field of m.rng.shuffle(Object.keys(edits))) {
    const value = edits[field]!(m, record[field]);
    if ((value ?? null) === (record[field] ?? null)) continue;
    input[field] = value;
    base[field] = record[field] ?? null;
    if (Object.keys(base).length === wanted) break;
  }
  return Object.keys(base).length > 0 ? { input, base } : null;
}

/** The device's next saved change: a create, an edit, a delete or an activity, with a new op id. */
export function randomOp(m: OpMaker): SyncOp {
  const { rng } = m;
  const opId = seededUuid(rng);
  const action = rng.weighted([
    ['activity', 15],
    ['create', 27],
    ['update', 48],
    ['delete', 10],
  ] as const);
  if (action === 'activity') return { opId, procedure: 'activities.create', input: activity(m) };
  const withRecords = EDITABLE_KINDS.filter((kind) => editable(m, kind).length > 0);
  if (action !== 'create' && withRecords.length > 0) {
    const kind = pick(rng, withRecords);
    const record = pick(rng, editable(m, kind));
    if (action === 'delete') return { opId, procedure: `${kind}.delete`, input: { id: record.id } };
    const change = edit(m, kind, record);
    if (change) return { opId, procedure: `${kind}.update`, ...change };
  }
  // Cattle are made most, as on a ranch; a kind whose parent the device lacks is skipped.
  const kinds = rng.shuffle(EDITABLE_KINDS.flatMap((kind) => (kind === 'cattle' ? [kind, kind, kind] : [kind])));
  for (const kind of kinds) {
    const fields = KIND_WRITES[kind].create(m);
    if (fields) return { opId, procedure: `${kind}.create`, input: { id: seededUuid(rng), ...fields } };
  }
  throw new Error('a pasture or a storage tank can always be made');
}
