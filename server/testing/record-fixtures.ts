// A valid create of every kind of farm record at its REST path, for the tests that go through all
// of them (safe creates, roles). A record type that comes later adds its line here.

/** Creates a record at `path` with `fields` as some caller, and answers its id. */
export type MakeRecord = (path: string, fields: Record<string, unknown>) => Promise<string>;

export interface Creatable {
  /** What the record is called in the test names. */
  kind: string;
  path: string;
  /** A valid create, unique to `n` (a tag, a name), in `parent` when the record sits in one. */
  body: (n: number, parent?: string) => Record<string, unknown>;
  /** The same record with one detail changed. */
  changed: (body: Record<string, unknown>) => Record<string, unknown>;
  /** Makes the parent record (a cane's tank) with `make` (a create at a path, answering its id) and answers its id. */
  parent?: (make: MakeRecord) => Promise<string>;
  /** Fields the GET list adds to what a create answers (a tank's straws left). */
  listExtras?: string[];
}

export const CREATABLE_KINDS: Creatable[] = [
  {
    kind: 'animal',
    path: '/api/cattle',
    // With a breeding date and method: the expected calving date the server fills is no "other detail".
    body: (n) => ({ tag: `70${n}`, name: `Daisy ${n}`, type: 'Cow', pasture: 'North Meadow', breedingDate: '2025-01-10', breedingMethod: 'natural_bull' }),
    changed: (body) => ({ ...body, name: 'Not Daisy' }),
  },
  {
    kind: 'pasture',
    path: '/api/pastures',
    body: (n) => ({ name: `Repeat Meadow ${n}`, description: 'Native grass', capacity: 40 }),
    changed: (body) => ({ ...body, capacity: 41 }),
  },
  {
    kind: 'activity',
    path: '/api/activities',
    // A repeat must not log the vaccination twice (nor move, breed or draw straws twice).
    body: (n) => ({ type: 'vaccination', cattleTag: `80${n}`, date: '2026-03-02', pasture: 'North Meadow', notes: 'Blackleg 7-way' }),
    changed: (body) => ({ ...body, notes: 'Pinkeye' }),
  },
  {
    kind: 'storage tank',
    path: '/api/storage-tanks',
    body: (n) => ({ name: `Repeat Tank ${n}`, type: 'freezer', capacity: 500, location: 'Shop', temperature: '-20°C' }),
    changed: (body) => ({ ...body, capacity: 501 }),
  },
  {
    kind: 'embryo lot',
    path: '/api/embryos',
    // Remaining above the total: the cap the server applies is no "other detail".
    body: (n) => ({ donorDam: `Repeat Dam ${n}`, sire: 'SAV Resource', breed: 'Angus', embryoGrade: '1', totalEmbryos: 6, remainingEmbryos: 9, pricePerEmbryo: 45000 }),
    changed: (body) => ({ ...body, sire: 'Other Sire' }),
  },
  {
    kind: 'forage lot',
    path: '/api/forage',
    body: (n) => ({ type: 'hay', variety: 'alfalfa', location: `Repeat Barn ${n}`, totalBales: 100, remainingBales: 120, moistureContent: 1350, pricePerBale: 11050 }),
    changed: (body) => ({ ...body, remainingBales: 50 }),
  },
  {
    kind: 'semen tank',
    path: '/api/semen-tanks',
    // Type and capacity left to their defaults.
    body: (n) => ({ name: `Repeat Semen Tank ${n}`, description: 'Bull semen' }),
    changed: (body) => ({ ...body, capacity: 7 }),
    listExtras: ['remainingStraws'],
  },
  {
    kind: 'cane',
    path: '/api/semen-canes',
    body: (n, tankId) => ({ tankId, caneNumber: String(n), label: `Repeat Cane ${n}` }),
    changed: (body) => ({ ...body, label: 'Other Cane' }),
    parent: (make) => make('/api/semen-tanks', { name: 'Cane Parent Tank' }),
  },
  {
    kind: 'straw lot',
    path: '/api/semen-straws',
    // Without a price: the $35 the server fills is no "other detail".
    body: (n, caneId) => ({ caneId, bullName: `Repeat Bull ${n}`, breed: 'Angus', totalStraws: 10, remainingStraws: 10 }),
    changed: (body) => ({ ...body, remainingStraws: 8 }),
    parent: async (make) => make('/api/semen-canes', { tankId: await make('/api/semen-tanks', { name: 'Straw Parent Tank' }), caneNumber: '1' }),
    listExtras: ['tankId', 'tankName', 'caneNumber', 'caneLabel'],
  },
  {
    kind: 'medicine',
    path: '/api/medicines',
    // Kind and milk days left to their defaults.
    body: (n) => ({ name: `Repeat Medicine ${n}`, meatWithdrawalDays: 28, unit: 'ml' }),
    changed: (body) => ({ ...body, meatWithdrawalDays: 14 }),
  },
  {
    kind: 'pregnancy check',
    path: '/api/pregnancy-checks',
    // A check changes its animal once: a repeat must not.
    body: (n, cattleId) => ({ cattleId, date: `2026-0${(n % 9) + 1}-15`, result: 'pregnant', method: 'ultrasound', daysPregnant: 60 }),
    changed: (body) => ({ ...body, result: 'open' }),
    parent: (make) => make('/api/cattle', { name: `Checked ${crypto.randomUUID()}`, type: 'Cow', pasture: 'North Meadow' }),
  },
  {
    kind: 'weighing',
    path: '/api/weights',
    body: (n, cattleId) => ({ cattleId, date: `2026-0${(n % 9) + 1}-20`, weight: 600 + n, kind: 'other' }),
    changed: (body) => ({ ...body, weight: 1 + Number(body.weight) }),
    parent: (make) => make('/api/cattle', { name: `Weighed ${crypto.randomUUID()}`, type: 'Steer', pasture: 'North Meadow' }),
  },
];

