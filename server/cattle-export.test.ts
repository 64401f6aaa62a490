import { request } from 'node:http';
import ExcelJS from 'exceljs';
import { CATTLE_SHEETS } from '../core/exports/cattle-workbook';
import { HEALTH_SHEETS } from '../core/exports/health-sheets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateBigHerd } from '../core/demo/big-herd';
import { insertHerd } from '../core/seed/big-herd';
import { todayISO } from '../core/domain/dates';
import { CATTLE_COLUMNS } from '../core/exports/cattle-columns';
import type { Logger } from './logger';
import { callJson, rawGet } from './testing/http';
import { quickUser, type QuickUser } from '../core/testing/quick-user';
import { startTestServer, type TestServer } from './testing/test-server';

// GET /api/cattle/export: the farm's herd book as an xlsx download, fetched over real HTTP and read
// back with exceljs.
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADERS = CATTLE_COLUMNS.map((c) => c.header);
const column = (header: string) => HEADERS.indexOf(header) + 1;

let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;

beforeAll(async () => {
  server = await startTestServer();
  farm = quickUser(server.db);
  neighbour = quickUser(server.db);
  const add = async (who: QuickUser, fields: Record<string, unknown>) => {
    const answer = await callJson(`${server.url}/api/cattle`, { body: { pasture: 'North Meadow', ...fields }, token: who.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  await add(farm, {
    tag: '10',
    name: 'Bessie',
    type: 'Cow',
    breed: 'Angus',
    status: 'pregnant',
    birthDate: '2019-04-02',
    breedingDate: '2025-01-10',
    breedingMethod: 'artificial_insemination',
    breedingSire: 'Connealy Confidence',
    strawsUsed: 2,
    cowType: 'donor',
    heatReturnCount: 1,
    weight: 1325,
  });
  await add(farm, { tag: '2', type: 'Heifer', breed: 'Composite', breedComposition: '50% Angus, 50% Simmental', birthDate: '2024-03-15', cowTag: '10' });
  await add(farm, { name: 'Big Red', type: 'Bull', weight: 2150, notes: 'Passed breeding soundness exam' });
  await add(farm, { tag: '301', type: 'Calf', gender: 'male', birthDate: '2025-03-01', birthWeight: 78, cowTag: '10', sireTag: 'Big Red' });
  await add(farm, {
    tag: '150',
    type: 'Steer',
    status: 'sold',
    disposition: 'sold',
    dispositionDate: '2025-05-20',
    salePrice: 185_050,
    buyer: 'Sheridan Feeders',
    buyerContact: '307-555-0100',
    saleLocation: 'Billings Livestock',
    weanDate: '2024-10-01',
    weanWeight: 560,
  });
  await add(neighbour, { tag: '999', name: 'Not Yours', type: 'Cow' });
});
afterAll(() => server.close());

/** The raw download: status, headers and bytes as sent (no decompression by the client). */
function download(token?: string, headers: Record<string, string> = {}) {
  return rawGet(`${server.url}/api/cattle/export`, { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) });
}

async function workbookOf(token: string): Promise<ExcelJS.Workbook> {
  const answer = await download(token);
  expect(answer.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(answer.body as unknown as ArrayBuffer);
  return workbook;
}

function rows(sheet: ExcelJS.Worksheet | undefined): ExcelJS.Row[] {
  const found: ExcelJS.Row[] = [];
  sheet?.eachRow((row, n) => {
    if (n > 1) found.push(row);
  });
  return found;
}

const cell = (row: ExcelJS.Row | undefined, header: string) => row?.getCell(column(header));

describe('GET /api/cattle/export', () => {
  it('answers an xlsx attachment named farm_hand_cattle_{today}.xlsx, private, not re-compressed', async () => {
    const answer = await download(farm.token, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(XLSX);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="farm_hand_cattle_${todayISO()}.xlsx"`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.body.subarray(0, 2).toString('latin1')).toBe('PK'); // a zip, as every xlsx is
  });

  it('is sent as it is written (chunked, no Content-Length): a big herd is never held whole in memory', async () => {
    const answer = await download(farm.token);
    expect(answer.status).toBe(200);
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(answer.headers['content-length']).toBeUndefined();
  });

  it('has the sheets Cows, Bulls, Calves, Steers, then Treatments and Weights, each with the bold, frozen header row', async () => {
    const workbook = await workbookOf(farm.token);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Cows', 'Bulls', 'Calves', 'Steers', 'Treatments', 'Weights']);
    const headers = [...CATTLE_SHEETS.map(() => HEADERS), ...HEALTH_SHEETS.map((sheet) => sheet.columns.map((column) => column.header))];
    for (const [at, sheet] of workbook.worksheets.entries()) {
      const header = sheet.getRow(1);
      expect((header.values as unknown[]).slice(1)).toEqual(headers[at]);
      expect(header.getCell(1).font?.bold).toBe(true);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    }
    expect(HEADERS).toEqual(expect.arrayContaining(['Identifier', 'Tag', 'Name', 'Type', 'Breed', 'Pasture', 'Status', 'Birth Date', 'Sale Price', 'Notes']));
  });

  it('puts cows and heifers on Cows (in list order: 2 before 10), the bull on Bulls, the calf on Calves, the steer on Steers', async () => {
    const workbook = await workbookOf(farm.token);
    const identifiers = (name: string) => rows(workbook.getWorksheet(name)).map((r) => cell(r, 'Identifier')?.value);
    expect(identifiers('Cows')).toEqual(['2', '10 Bessie']);
    expect(identifiers('Bulls')).toEqual(['Big Red']);
    expect(identifiers('Calves')).toEqual(['301']);
    expect(identifiers('Steers')).toEqual(['150']);

    const [heifer, cow] = rows(workbook.getWorksheet('Cows'));
    expect(cell(heifer, 'Type')?.value).toBe('Heifer');
    expect(cell(heifer, 'Breed')?.value).toBe('Composite/Crossbred');
    expect(cell(heifer, 'Dam')?.value).toBe('10');
    expect(cell(cow, 'Status')?.value).toBe('Pregnant');
    expect(cell(cow, 'Breeding Method')?.value).toBe('AI');
    expect(cell(cow, 'Cow Type')?.value).toBe('Donor');
    expect(cell(cow, 'Returned to Heat')?.value).toBe(1);
    expect(cell(cow, 'Weight (lb)')?.value).toBe(1325);
    const calf = rows(workbook.getWorksheet('Calves'))[0];
    expect([cell(calf, 'Sex')?.value, cell(calf, 'Birth Weight (lb)')?.value, cell(calf, 'Sire')?.value]).toEqual(['Male', 78, 'Big Red']);
  });

  it('writes dates as real Excel dates (yyyy-mm-dd), the filled expected calving date too', async () => {
    const cow = rows((await workbookOf(farm.token)).getWorksheet('Cows'))[1];
    const birth = cell(cow, 'Birth Date');
    expect(birth?.type).toBe(ExcelJS.ValueType.Date);
    expect(birth?.value).toEqual(new Date(Date.UTC(2019, 3, 2)));
    expect(birth?.numFmt).toBe('yyyy-mm-dd');
    expect(cell(cow, 'Expected Calving')?.value).toEqual(new Date(Date.UTC(2025, 9, 20))); // + 283 days
    expect(cell(cow, 'Age')?.value).toMatch(/^\d+ years?( \d+ months?)?$/);
  });

  it('shows the sale price in dollars with a currency format, and the sale’s details', async () => {
    const steer = rows((await workbookOf(farm.token)).getWorksheet('Steers'))[0];
    const price = cell(steer, 'Sale Price');
    expect(price?.value).toBe(1850.5);
    expect(price?.numFmt).toContain('$');
    expect(cell(steer, 'Status')?.value).toBe('Sold');
    expect(cell(steer, 'Disposition')?.value).toBe('Sold');
    expect(cell(steer, 'Disposition Date')?.value).toEqual(new Date(Date.UTC(2025, 4, 20)));
    expect([cell(steer, 'Buyer')?.value, cell(steer, 'Buyer Contact')?.value, cell(steer, 'Sale Location')?.value]).toEqual([
      'Sheridan Feeders',
      '307-555-0100',
      'Billings Livestock',
    ]);
    expect(cell(steer, 'Wean Weight (lb)')?.value).toBe(560);
  });

  it('holds only the caller’s animals', async () => {
    const mine = await workbookOf(farm.token);
    const all = mine.worksheets.flatMap((s) => rows(s).map((r) => cell(r, 'Identifier')?.value));
    expect(all).toHaveLength(5);
    expect(all).not.toContain('999 Not Yours');
    const theirs = await workbookOf(neighbour.token);
    expect(rows(theirs.getWorksheet('Cows')).map((r) => cell(r, 'Identifier')?.value)).toEqual(['999 Not Yours']);
  });

  it('an empty farm still gets all six sheets, headers only', async () => {
    const workbook = await workbookOf(quickUser(server.db).token);
    expect(workbook.worksheets.map((s) => [s.name, s.rowCount])).toEqual([
      ['Cows', 1],
      ['Bulls', 1],
      ['Calves', 1],
      ['Steers', 1],
      ['Treatments', 1],
      ['Weights', 1],
    ]);
  });

  it('no token or a bad token → the same 401 answer as every other call: "Please sign in to continue"', async () => {
    for (const token of [undefined, 'expired-or-made-up']) {
      const answer = await download(token);
      const list = await callJson(`${server.url}/api/cattle`, { token });
      expect(answer.status).toBe(401);
      const body = JSON.parse(answer.body.toString('utf8')) as { data: { path: string } };
      expect({ ...body, data: { ...body.data, path: 'cattle.list' } }).toEqual(list.body);
      expect(body).toMatchObject({ message: 'Please sign in to continue', data: { code: 'UNAUTHORIZED', path: 'exports.cattleWorkbook' } });
    }
  });
});

describe('a download cut off part way (a phone out of signal)', () => {
  it('stops the export quietly: nothing logged as a failure, and the server carries on', async () => {
    const lines: string[] = [];
    const log: Logger = { info: () => {}, error: (message) => lines.push(message) };
    const own = await startTestServer({ log });
    try {
      const big = quickUser(own.db);
      insertHerd(own.db, big.userId, generateBigHerd({ head: 3000, today: todayISO() }).cattle);
      const received = await new Promise<number>((resolve, reject) => {
        const req = request(`${own.url}/api/cattle/export`, { headers: { authorization: `Bearer ${big.token}` } }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (bytes > 16_384) req.destroy();
          });
          res.on('close', () => resolve(bytes));
        });
        req.on('error', (error) => (/socket hang up|ECONNRESET|aborted/.test(error.message) ? undefined : reject(error)));
        req.end();
      });
      expect(received).toBeGreaterThan(16_384);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await callJson(`${own.url}/api/health`)).status).toBe(200);
      expect(lines).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
