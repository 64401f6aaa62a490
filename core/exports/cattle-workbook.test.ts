import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteCattle, insertCattle, listCattle } from '../db/cattle';
import { cattle } from '../db/schema';
import { insertUser } from '../db/users';
import { generateBigHerd } from '../demo/big-herd';
import { insertHerd } from '../seed/big-herd';
import { sortCattle } from '../domain/cattle-sort';
import { cattleInput, type CattleInput } from '../schemas/cattle';
import { openTempFarmDb } from '../testing/temp-farm-db';
import { giveTreatments } from '../herd/treatment-service';
import { recordWeighing } from '../herd/weighing-service';
import { treatmentCreate, weighingCreate } from '../schemas/health';
import { CATTLE_COLUMNS, cattleRow, columnWidths, excelDate } from './cattle-columns';
import { HEALTH_SHEETS } from './health-sheets';
import { CATTLE_SHEETS, cattleWorkbookBuffer, cattleWorkbookFileName, ExportAbortedError, prepareCattleWorkbook, sheetFor, writeCattleWorkbook } from './cattle-workbook';

const TODAY = '2025-06-15';
let farm: ReturnType<typeof openTempFarmDb>;
let userId: string;

beforeEach(() => {
  farm = openTempFarmDb();
  userId = insertUser(farm.db, { email: 'x@example.com', passwordHash: 'x', farmName: 'X', ownerName: null, location: null }).id;
});
afterEach(() => farm.dispose());

const add = (fields: Partial<CattleInput>) => insertCattle(farm.db, userId, cattleInput.parse({ type: 'Cow', pasture: 'North', ...fields }));

async function read(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

const identifiers = (sheet: ExcelJS.Worksheet | undefined) => {
  const found: unknown[] = [];
  sheet?.eachRow((row, n) => n > 1 && found.push(row.getCell(1).value));
  return found;
};

describe('the columns', () => {
  it('turn a stored date into a UTC-midnight Date, a day Excel cannot hold or no day into its text, nothing into a blank', () => {
    expect(excelDate('2024-02-29')).toEqual(new Date(Date.UTC(2024, 1, 29)));
    expect(excelDate('1900-03-01')).toEqual(new Date(Date.UTC(1900, 2, 1)));
    expect(excelDate('1900-02-28')).toBe('1900-02-28');
    expect(excelDate('2024-02-30')).toBe('2024-02-30');
    expect(excelDate(' ')).toBeNull();
    expect(excelDate(null)).toBeNull();
  });

  it('fit the widest value, within bounds', () => {
    const widths = columnWidths({ identifier: 3, notes: 5000, pasture: 30 });
    const at = (header: string) => widths[CATTLE_COLUMNS.findIndex((c) => c.header === header)];
    expect(at('Identifier')).toBe('Identifier'.length + 2);
    expect(at('Pasture')).toBe(32);
    expect(at('Notes')).toBe(62);
    expect(at('Birth Date')).toBe('Birth Date'.length + 2);
  });

  it('write one value per column, blanks as null', () => {
    const row = cattleRow(add({ tag: '7', name: 'Lucky', salePrice: 99_999, breedingMethod: 'ET', breedingDate: '2025-01-01' }), TODAY);
    expect(row).toHaveLength(CATTLE_COLUMNS.length);
    const value = (header: string) => row[CATTLE_COLUMNS.findIndex((c) => c.header === header)];
    expect([value('Identifier'), value('Sale Price'), value('Breeding Method'), value('Notes'), value('Age')]).toEqual(['7 Lucky', 999.99, 'ET', null, 'N/A']);
  });

  it('name the bull a cow was bred to, not the tank its straws came from', () => {
    const sireOf = (breedingSire: string) => cattleRow(add({ name: breedingSire.slice(0, 5), breedingSire }), TODAY)[CATTLE_COLUMNS.findIndex((c) => c.header === 'Breeding Sire')];
    expect(sireOf('Connealy Capitalist|Tank 1')).toBe('Connealy Capitalist');
    expect(sireOf('412 Big Red')).toBe('412 Big Red');
  });
});

describe('writeCattleWorkbook', () => {
  it('names the file farm_hand_cattle_{date}.xlsx', () => {
    expect(cattleWorkbookFileName('2025-06-15')).toBe('farm_hand_cattle_2025-06-15.xlsx');
  });

  it('keeps the list order (numeric tag, then name) across read chunks', async () => {
    insertHerd(farm.db, userId, generateBigHerd({ head: 400, today: TODAY }).cattle);
    for (const name of ['zed', 'Abe', 'mo']) add({ name });
    add({ tag: 'B12', name: 'Lettered' });
    const workbook = await read(await cattleWorkbookBuffer(farm.db, userId, { today: TODAY, chunkSize: 7 }));
    const all = listCattle(farm.db, userId);
    for (const sheet of workbook.worksheets) {
      const expected = sortCattle(all.filter((a) => sheetFor(a.type) === sheet.name)).map((a) => [a.tag, a.name].filter(Boolean).join(' '));
      expect(identifiers(sheet)).toEqual(expected);
    }
    expect(identifiers(workbook.getWorksheet('Cows')).slice(-4)).toEqual(['B12 Lettered', 'Abe', 'mo', 'zed']);
  });

  it('puts an animal of an unknown type on Cows rather than leaving it out', async () => {
    add({ tag: '1' });
    farm.db.update(cattle).set({ type: 'yak' }).where(eq(cattle.userId, userId)).run();
    const workbook = await read(await cattleWorkbookBuffer(farm.db, userId));
    expect(identifiers(workbook.getWorksheet('Cows'))).toEqual(['1']);
  });

  it('skips an animal deleted between planning and writing', async () => {
    const doomed = add({ tag: '1' });
    add({ tag: '2' });
    const prepared = prepareCattleWorkbook(farm.db, userId);
    expect(prepared.planned.cattleCount).toBe(2);
    deleteCattle(farm.db, userId, doomed.id);
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (c: Buffer) => chunks.push(c));
    expect(await prepared.write(sink)).toMatchObject({ cattleCount: 1, sheets: { Cows: 1 } });
    expect(identifiers((await read(Buffer.concat(chunks))).getWorksheet('Cows'))).toEqual(['2']);
  });

  it('writes to a file (the desktop shell’s case) and resolves once it is complete', async () => {
    add({ tag: '5', name: 'Filed' });
    const file = join(farm.file, '..', 'herd.xlsx');
    const summary = await writeCattleWorkbook(farm.db, userId, createWriteStream(file));
    expect(summary.cattleCount).toBe(1);
    expect(identifiers((await read(readFileSync(file))).getWorksheet('Cows'))).toEqual(['5 Filed']);
  });

  it('stops, with ExportAbortedError, when the reader goes away mid-file', async () => {
    insertHerd(farm.db, userId, generateBigHerd({ head: 3000, today: TODAY }).cattle);
    let received = 0;
    const reader = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received > 20_000) this.destroy();
        else done();
      },
    });
    await expect(writeCattleWorkbook(farm.db, userId, reader, { chunkSize: 50 })).rejects.toBeInstanceOf(ExportAbortedError);
    expect(reader.destroyed).toBe(true);
  });

  it('stops when the output fails, and passes on the error', async () => {
    add({ tag: '1' });
    const failing = new Writable({
      write(_chunk, _encoding, done) {
        done(new Error('disk full'));
      },
    });
    await expect(writeCattleWorkbook(farm.db, userId, failing)).rejects.toThrow('disk full');
  });
});

describe('the Treatments and Weights sheets', () => {
  it('list every treatment oldest first with its withdrawal ends, and every weighing by animal with its gain and adjusted 205-day weight', async () => {
    const dam = add({ tag: '12', birthDate: '2019-05-01' });
    const calf = add({ tag: '501', type: 'Calf', gender: 'male', birthDate: '2024-11-27', birthWeight: 80, cowTag: '12' });
    giveTreatments(farm.db, userId, treatmentCreate.parse({ cattleIds: [calf.id, dam.id], date: '2025-06-01', product: 'Draxxin', meatWithdrawalDays: 18, dose: '5 ml' }));
    giveTreatments(farm.db, userId, treatmentCreate.parse({ cattleIds: [dam.id], date: '2025-05-01', product: 'Vision 7' }));
    recordWeighing(farm.db, userId, weighingCreate.parse({ cattleId: calf.id, date: '2025-06-15', weight: 560, kind: 'weaning' }));
    recordWeighing(farm.db, userId, weighingCreate.parse({ cattleId: calf.id, date: '2025-06-05', weight: 540 }));
    const workbook = await read(await cattleWorkbookBuffer(farm.db, userId, { today: TODAY }));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Cows', 'Bulls', 'Calves', 'Steers', 'Treatments', 'Weights']);
    const rows = (name: string) => {
      const found: unknown[][] = [];
      workbook.getWorksheet(name)?.eachRow((row) => found.push((row.values as unknown[]).slice(1)));
      return found;
    };
    const day = (date: string) => new Date(`${date}T00:00:00.000Z`);
    expect(rows('Treatments')).toEqual([
      HEALTH_SHEETS[0]!.columns.map((column) => column.header),
      [day('2025-05-01'), '12', 'Vision 7', undefined, undefined, undefined, 0, undefined, 0],
      [day('2025-06-01'), '501', 'Draxxin', '5 ml', undefined, undefined, 18, day('2025-06-19'), 0],
      [day('2025-06-01'), '12', 'Draxxin', '5 ml', undefined, undefined, 18, day('2025-06-19'), 0],
    ]);
    // Born 200 days before weaning at 80 lb, weaned at 560 lb, a dam of 5: (560 − 80) / 200 × 205 + 80 = 572.
    expect(rows('Weights')).toEqual([
      HEALTH_SHEETS[1]!.columns.map((column) => column.header),
      ['501', day('2025-06-05'), 'Other', 540],
      ['501', day('2025-06-15'), 'Weaning', 560, 2, 572],
    ]);
  });
});

describe('text stored before the text rule (legacy rows)', () => {
  // Every character XML cannot carry, and every control character but tab and newline, as a row
  // written straight into SQLite would hold them. A low surrogate comes before the high one, so the
  // two never pair up.
  const UNSAVABLE = [
    ...Array.from({ length: 0x20 }, (_, c) => String.fromCharCode(c)).filter((c) => c !== '\t' && c !== '\n'),
    ...Array.from({ length: 0x21 }, (_, c) => String.fromCharCode(0x7f + c)),
    '\uFFFE',
    '\uFFFF',
    '\udc00',
    '\ud800',
  ];
  const written = (field: string) => `${field} ${UNSAVABLE.join('')} tab\tline\nend`;
  /** What the cell must hold: the stored text with each of those characters as U+FFFD (a lone surrogate SQLite kept reads back as U+FFFD already). */
  const shown = (stored: string) => Array.from(stored, (c) => (UNSAVABLE.includes(c) ? '\uFFFD' : c)).join('');
  const TEXT_COLUMNS = {
    Tag: 'tag',
    Name: 'name',
    Breed: 'breed',
    'Breed Composition': 'breedComposition',
    Registration: 'registrationNumber',
    Pasture: 'pasture',
    Dam: 'cowTag',
    Sire: 'sireTag',
    'Breeding Sire': 'breedingSire',
    Buyer: 'buyer',
    'Buyer Contact': 'buyerContact',
    'Sale Location': 'saleLocation',
    Notes: 'notes',
  } as const;

  it('never makes an unreadable file: each such character shows as U+FFFD, every sheet and value is there', async () => {
    for (const { types } of CATTLE_SHEETS) {
      const text = Object.fromEntries(Object.values(TEXT_COLUMNS).map((field) => [field, written(`${types[0]} ${field}`)]));
      farm.db.insert(cattle).values({ userId, type: types[0], disposition: 'sold', ...text }).run();
    }
    const workbook = await read(await cattleWorkbookBuffer(farm.db, userId, { today: TODAY }));
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.rowCount])).toEqual([...CATTLE_SHEETS.map(({ name }) => [name, 2]), ['Treatments', 1], ['Weights', 1]]);
    for (const { name, types } of CATTLE_SHEETS) {
      const stored = listCattle(farm.db, userId).find((animal) => animal.type === types[0])!;
      const row = workbook.getWorksheet(name)!.getRow(2);
      const cell = (header: string) => row.getCell(CATTLE_COLUMNS.findIndex((c) => c.header === header) + 1).value;
      const expected = Object.entries(TEXT_COLUMNS).map(([header, field]) => [header, shown(stored[field]!)]);
      expect(Object.keys(TEXT_COLUMNS).map((header) => [header, cell(header)])).toEqual(expected);
      expect(cell('Notes')).toMatch(new RegExp(`^${types[0]} notes \uFFFD{${UNSAVABLE.length},} tab\tline\nend$`));
      expect(cell('Identifier')).toBe(`${shown(stored.tag!)} ${shown(stored.name!)}`);
      expect(cell('Disposition')).toBe('Sold');
    }
  });
});

describe('dates Excel cannot hold (legacy rows)', () => {
  it('are written as the text stored, never as another date: before 1900-03-01, after 9999-12-31, or no real day', async () => {
    const dates = {
      birthDate: '0001-01-01',
      weanDate: '1900-02-28',
      breedingDate: '1900-03-01',
      actualCalvingDate: '9999-12-31',
      expectedCalvingDate: '10000-10-09',
      heatReturnDate: '1899-12-31',
      dispositionDate: '2024-02-30',
    };
    farm.db.insert(cattle).values({ userId, tag: '1', type: 'Cow', ...dates }).run();
    const row = (await read(await cattleWorkbookBuffer(farm.db, userId, { today: TODAY }))).getWorksheet('Cows')!.getRow(2);
    const cell = (header: string) => row.getCell(CATTLE_COLUMNS.findIndex((c) => c.header === header) + 1);
    const typeAndValue = (header: string) => [cell(header).type, cell(header).value];
    expect({
      birth: typeAndValue('Birth Date'),
      wean: typeAndValue('Wean Date'),
      breeding: typeAndValue('Breeding Date'),
      actual: typeAndValue('Actual Calving'),
      expected: typeAndValue('Expected Calving'),
      heat: typeAndValue('Heat Return Date'),
      disposition: typeAndValue('Disposition Date'),
    }).toEqual({
      birth: [ExcelJS.ValueType.String, '0001-01-01'],
      wean: [ExcelJS.ValueType.String, '1900-02-28'],
      breeding: [ExcelJS.ValueType.Date, new Date(Date.UTC(1900, 2, 1))],
      actual: [ExcelJS.ValueType.Date, new Date(Date.UTC(9999, 11, 31))],
      expected: [ExcelJS.ValueType.String, '10000-10-09'],
      heat: [ExcelJS.ValueType.String, '1899-12-31'],
      disposition: [ExcelJS.ValueType.String, '2024-02-30'],
    });
  });
});
