import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { HistoryPage } from '../core/schemas/history';
import { IMPORT_HEADER_MESSAGES } from '../core/domain/import-columns';
import { HERD_FILE_MESSAGES } from '../core/imports/herd-file';
import { CATTLE_MESSAGES } from '../core/schemas/cattle';
import type { ImportReport } from '../core/schemas/imports';
import { roleRefusal } from '../core/domain/roles';
import { quickMember, quickUser, type QuickUser } from '../core/testing/quick-user';
import { UNPROCESSABLE_IMPORT } from './file-upload';
import { callJson, rawGet } from './testing/http';
import { recordApi, type Body } from './testing/record-api';
import type { TestServer } from './testing/test-server';
import { serverWithTwoFarms } from './testing/two-farms';
import { sheetXml, workbookWithSheet } from './testing/zip-file';

// POST /api/import/cattle over real HTTP (docs/import.md): the file is the body, dryRun and
// skipInvalid ride in the query. Farm Hand's own export goes round (export, import into an empty
// farm, the same herd, imported again: unchanged); synonyms and CSV of any separator; only the
// file's columns change an animal; every problem by row and column in the forms' words; all or
// nothing; files that are no herd refused with 4xx and the server still serving; roles; farms apart;
// phones pull what was imported. The roles of every call: roles-http.test.ts.

interface Animal extends Body {
  id: string;
  tag: string | null;
  name: string | null;
}
type Answer = { status: number; body: ImportReport & { message?: string; code?: string } };

let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;
serverWithTwoFarms((started) => ({ server, farm, neighbour } = started));
const { list, created } = recordApi(() => ({ url: server.url, user: farm }));

async function importFile(file: Buffer | string, query: { dryRun?: boolean; skipInvalid?: boolean } = {}, who: QuickUser = farm): Promise<Answer> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await fetch(`${server.url}/api/import/cattle?${params}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(typeof file === 'string' ? Buffer.from(file) : file),
  });
  const answer = { status: response.status, body: (await response.json()) as Answer['body'] };
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
  return answer;
}

const herdOf = (who: QuickUser) => list<Animal>('/api/cattle', who);
/** An animal as the herd book keeps it, without what belongs to its record rather than to it. */
const asKept = ({ id: _id, createdAt: _c, updatedAt: _u, version: _v, createdBy: _cb, updatedBy: _ub, ...fields }: Animal) => fields;
const counts = (body: ImportReport) => ({ rows: body.rows, create: body.create, update: body.update, unchanged: body.unchanged });
const cow = (fields: Body, who: QuickUser = farm) => created<Animal>('/api/cattle', { type: 'Cow', pasture: 'North', ...fields }, who);
const newFarm = () => quickUser(server.db, 'Empty Farm');

describe('Farm Hand’s own export goes round', () => {
  it('imported into an empty farm it gives the same herd; imported again, every row is unchanged', async () => {
    const ranch = newFarm();
    const herd: Body[] = [
      { tag: '10', name: 'Bessie', type: 'Cow', breed: 'Composite', breedComposition: '1/2 Angus, 1/2 Hereford', registrationNumber: 'AAA 1234', pasture: 'North', birthDate: '2019-04-02', weight: 1250, status: 'pregnant', breedingDate: '2025-11-01', breedingMethod: 'artificial_insemination', breedingSire: 'Connealy Capitalist', strawsUsed: 2, cowType: 'donor', notes: 'Calm, "easy" keeper\nwatch the left foot' },
      { tag: '2', type: 'Heifer', pasture: 'South', birthDate: '2024-03-01', breedingDate: '2025-10-01', breedingMethod: 'embryo_transfer', heatReturnCount: 1, heatReturnDate: '2025-10-22', cameBackInHeat: true, expectedCalvingDate: null },
      { name: 'Big Red', type: 'Bull', breed: 'Angus', pasture: 'Bull Pen', birthDate: '2020-01-15', weight: 2100 },
      { tag: '301', type: 'Calf', gender: 'female', pasture: 'North', birthDate: '2025-03-10', cowTag: '10', sireTag: 'Big Red', birthWeight: 75, weanDate: '2025-09-20', weanWeight: 560 },
      { tag: '150', type: 'Steer', pasture: 'Feedlot', disposition: 'sold', dispositionDate: '2025-10-15', salePrice: 185_050, buyer: 'Dale Jensen', buyerContact: '555-0100', saleLocation: 'Billings Livestock' },
      { tag: '0042', name: 'Old Girl', type: 'Cow', pasture: 'North', disposition: 'deceased', dispositionDate: '2025-01-05', breedingDate: '2024-05-01', breedingMethod: 'not_specified' },
    ];
    for (const animal of herd) await cow(animal, ranch);
    const exported = await rawGet(`${server.url}/api/cattle/export`, { authorization: `Bearer ${ranch.token}` });
    expect(exported.status).toBe(200);

    const empty = newFarm();
    const first = await importFile(exported.body, {}, empty);
    expect([first.status, counts(first.body), first.body.errors, first.body.applied]).toEqual([200, { rows: 6, create: 6, update: 0, unchanged: 0 }, [], true]);
    expect((await herdOf(empty)).map(asKept)).toEqual((await herdOf(ranch)).map(asKept));

    const again = await importFile(exported.body, {}, empty);
    expect([again.status, counts(again.body), again.body.errors]).toEqual([200, { rows: 6, create: 0, update: 0, unchanged: 6 }, []]);
    // Its own farm's export into itself changes nothing either.
    expect(counts((await importFile(exported.body, { dryRun: true }, ranch)).body)).toEqual({ rows: 6, create: 0, update: 0, unchanged: 6 });
  });

  it('what the export cannot say stays as it is while its cell is unchanged: a straw’s tank, a sex the type says', async () => {
    const ranch = newFarm();
    await cow({ tag: 'T1', breedingDate: '2025-11-01', breedingMethod: 'artificial_insemination', breedingSire: 'Connealy Capitalist|Tank 1', gender: 'female' }, ranch);
    const exported = await rawGet(`${server.url}/api/cattle/export`, { authorization: `Bearer ${ranch.token}` });
    expect(counts((await importFile(exported.body, {}, ranch)).body)).toMatchObject({ unchanged: 1 });
    expect((await herdOf(ranch))[0]).toMatchObject({ breedingSire: 'Connealy Capitalist|Tank 1', gender: 'female' });
  });
});

describe('columns by the names ranchers give them', () => {
  it('a CSV with a byte order mark, semicolons, "Tag Number;DOB;Sex" and quoted fields holding separators and line breaks', async () => {
    const ranch = newFarm();
    await cow({ tag: 'S1', name: 'Old name' }, ranch);
    await cow({ tag: 'S2', type: 'Calf' }, ranch);
    const csv = '\ufeffTag Number;DOB;Sex;Animal Name;Comments\nS1;3/15/2020;F;"Daisy; the ""good"" one";"calm, quiet\nnever kicks"\r\n"S2";2025-02-01;M;;\n';
    const answer = await importFile(csv, {}, ranch);
    expect([answer.status, counts(answer.body), answer.body.errors]).toEqual([200, { rows: 2, create: 0, update: 2, unchanged: 0 }, []]);
    const [s1, s2] = await herdOf(ranch);
    expect(s1).toMatchObject({ tag: 'S1', birthDate: '2020-03-15', gender: null, name: 'Daisy; the "good" one', notes: 'calm, quiet\nnever kicks' });
    expect(s2).toMatchObject({ tag: 'S2', birthDate: '2025-02-01', gender: 'male', name: null });
  });

  it('a comma-separated file in Windows’ code page reads the same', async () => {
    const ranch = newFarm();
    const csv = Buffer.from('Tag,Type,Pasture,Name\nW1,Cow,Prairie,Ren\xe9e\n', 'latin1');
    expect(counts((await importFile(csv, {}, ranch)).body)).toMatchObject({ create: 1 });
    expect((await herdOf(ranch))[0]).toMatchObject({ tag: 'W1', name: 'Renée', pasture: 'Prairie' });
  });
});

describe('an animal the farm has', () => {
  it('changes only in the file’s columns; the others keep what they hold', async () => {
    const ranch = newFarm();
    const before = await cow({ tag: 'U1', name: 'Keeps', breed: 'Angus', weight: 1100, notes: 'stays' }, ranch);
    const answer = await importFile('Tag,Weight\nU1,1180\n', {}, ranch);
    expect(counts(answer.body)).toEqual({ rows: 1, create: 0, update: 1, unchanged: 0 });
    const [after] = await herdOf(ranch);
    expect(after).toEqual({ ...before, weight: 1180, version: 2, updatedAt: after!.updatedAt });
  });

  it('is updated in this farm only: the same tag in another farm is added here, and the other farm is untouched', async () => {
    const theirs = await cow({ tag: 'N1', name: 'Next door' }, neighbour);
    const answer = await importFile('Tag,Name,Type,Pasture\nN1,Mine,Cow,East\n');
    expect(counts(answer.body)).toMatchObject({ create: 1, update: 0 });
    expect((await herdOf(farm)).find((animal) => animal.tag === 'N1')).toMatchObject({ name: 'Mine' });
    expect(await herdOf(neighbour)).toEqual([theirs]);
  });
});

describe('problems, by row and column, in the forms’ words', () => {
  it('a bad date, an unknown sex and type, text too long, a number that is none', async () => {
    const ranch = newFarm();
    const csv = ['Tag,Type,Sex,Birth Date,Name,Weight', 'P1,Cow,Female,2024-02-30,Ann,1000', 'P2,Horse,X,2020-01-01,Bo,900', `P3,Cow,,2020-01-01,${'n'.repeat(101)},heavy`].join('\n');
    const answer = await importFile(csv, { dryRun: true }, ranch);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toEqual([
      { row: 2, column: 'Birth Date', message: 'Birth date must be a valid date (YYYY-MM-DD)' },
      { row: 3, column: 'Type', message: 'Animal type must be one of: Cow, Bull, Steer, Heifer, Calf' },
      { row: 3, column: 'Sex', message: 'Sex must be one of: female, male' },
      { row: 4, column: 'Name', message: 'Name must be at most 100 characters' },
      { row: 4, column: 'Weight', message: 'Weight must be a number' },
    ]);
    expect(counts(answer.body)).toEqual({ rows: 3, create: 0, update: 0, unchanged: 0 });
  });

  it('an animal named twice in the file, a row with neither tag nor name, a type the new animal lacks', async () => {
    const answer = await importFile('Tag,Name,Type\nD1,,Cow\nD1,Again,Cow\n,,Cow\nD2,Nameless,\n', { dryRun: true }, newFarm());
    expect(answer.body.errors).toEqual([
      { row: 3, column: 'Tag', message: 'Tag D1 is already on row 2 of this file' },
      { row: 4, column: 'Name', message: CATTLE_MESSAGES.identification },
      { row: 5, column: 'Type', message: CATTLE_MESSAGES.typeRequired },
    ]);
    expect(counts(answer.body)).toEqual({ rows: 4, create: 1, update: 0, unchanged: 0 });
  });

  it('a workbook’s problems name their sheet', async () => {
    const ranch = newFarm();
    await cow({ tag: 'W1' }, ranch);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Cows').addRows([['Tag', 'Type'], ['W2', 'Cow']]);
    workbook.addWorksheet('Bulls').addRows([['Tag', 'Type'], ['W2', 'Bull'], ['W3', 'Moose']]);
    const answer = await importFile(Buffer.from(await workbook.xlsx.writeBuffer()), { dryRun: true }, ranch);
    expect(answer.body.errors).toEqual([
      { sheet: 'Bulls', row: 2, column: 'Tag', message: 'Tag W2 is already on row 2 of Cows of this file' },
      { sheet: 'Bulls', row: 3, column: 'Type', message: 'Animal type must be one of: Cow, Bull, Steer, Heifer, Calf' },
    ]);
  });

  it('a file with neither a Tag nor a Name column is refused whole, even with skipInvalid', async () => {
    const answer = await importFile('Breed,DOB\nAngus,2020-01-01\n', { skipInvalid: true });
    expect([answer.status, answer.body.errors, answer.body.applied]).toEqual([422, [{ row: 1, column: 'Breed', message: IMPORT_HEADER_MESSAGES.noIdentifier }], false]);
  });
});

describe('all or nothing', () => {
  const mixed = 'Tag,Type,Pasture\nA1,Cow,North\nA2,Unicorn,North\nA3,Bull,South\n';

  it('a dry run writes nothing and says what the import would do (200, even with problems)', async () => {
    const ranch = newFarm();
    const answer = await importFile('Tag,Type,Pasture\nR1,Cow,North\n', { dryRun: true }, ranch);
    expect([answer.status, counts(answer.body), answer.body.applied]).toEqual([200, { rows: 1, create: 1, update: 0, unchanged: 0 }, false]);
    expect(await herdOf(ranch)).toEqual([]);
    expect((await importFile(mixed, { dryRun: true }, ranch)).status).toBe(200);
  });

  it('a problem stops the whole import: 422 with the report, nothing written', async () => {
    const ranch = newFarm();
    const answer = await importFile(mixed, {}, ranch);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ ...{ rows: 3, create: 2, update: 0, unchanged: 0 }, applied: false, code: 'UNPROCESSABLE_CONTENT', message: UNPROCESSABLE_IMPORT(1) });
    expect(answer.body.errors).toEqual([{ row: 3, column: 'Type', message: 'Animal type must be one of: Cow, Bull, Steer, Heifer, Calf' }]);
    expect(await herdOf(ranch)).toEqual([]);
  });

  it('skipInvalid writes the rows without problems and leaves the others out', async () => {
    const ranch = newFarm();
    const answer = await importFile(mixed, { skipInvalid: true }, ranch);
    expect([answer.status, counts(answer.body), answer.body.errors.length, answer.body.applied]).toEqual([200, { rows: 3, create: 2, update: 0, unchanged: 0 }, 1, true]);
    expect((await herdOf(ranch)).map((animal) => animal.tag)).toEqual(['A1', 'A3']);
  });

  it('a new animal without a Pasture column goes to "Imported"; options other than true or false are refused', async () => {
    const ranch = newFarm();
    await importFile('Tag,Type\nI1,Steer\n', {}, ranch);
    expect((await herdOf(ranch))[0]).toMatchObject({ tag: 'I1', pasture: 'Imported' });
    const odd = await callJson(`${server.url}/api/import/cattle?dryRun=yes`, { body: 'Tag\n1\n', token: ranch.token, headers: { 'content-type': 'text/csv' } });
    expect([odd.status, odd.body.message]).toEqual([400, 'dryRun must be true or false']);
  });
});

describe('who made it, history and phones', () => {
  it('imported animals carry who imported them, enter history, and reach a phone by pull', async () => {
    const owner = newFarm();
    const manager = quickMember(server.db, owner.userId, 'manager', 'Morgan Manager');
    const since = (await callJson<{ next: number }>(`${server.url}/api/sync/changes?since=0`, { token: owner.token })).body.next;
    await importFile('Tag,Type,Pasture\nH1,Cow,North\n', {}, manager);
    const [made] = await herdOf(owner);
    expect(made).toMatchObject({ tag: 'H1', createdBy: 'Morgan Manager', updatedBy: 'Morgan Manager' });
    const history = await callJson<HistoryPage>(`${server.url}/api/history?recordId=${made!.id}`, { token: owner.token });
    expect(history.body.entries).toMatchObject([{ action: 'create', by: 'Morgan Manager', recordKind: 'cattle', recordId: made!.id }]);
    const pulled = await callJson<{ changes: { kind: string; id: string; record: Body | null }[] }>(`${server.url}/api/sync/changes?since=${since}`, { token: owner.token });
    expect(pulled.body.changes).toMatchObject([{ kind: 'cattle', id: made!.id, record: { tag: 'H1' } }]);
  });
});

describe('roles', () => {
  it.each(['hand', 'viewer'] as const)('a %s is refused (403) and nothing is read or written', async (role) => {
    const member = quickMember(server.db, farm.userId, role);
    const before = await herdOf(farm);
    const answer = await importFile('Tag,Type,Pasture\nX1,Cow,North\n', {}, member);
    expect([answer.status, answer.body.message]).toEqual([403, roleRefusal(role)]);
    expect(await herdOf(farm)).toEqual(before);
  });

  it('without sign-in: 401', async () => {
    const answer = await fetch(`${server.url}/api/import/cattle`, { method: 'POST', body: 'Tag\n1\n' });
    expect(answer.status).toBe(401);
  });
});

describe('files that are no herd', () => {
  const refused = async (file: Buffer | string, status: number, message: string) => {
    const answer = await importFile(file, { dryRun: true });
    expect([answer.status, answer.body.message]).toEqual([status, message]);
    // The server still serves.
    expect((await callJson(`${server.url}/api/health`)).status).toBe(200);
  };
  const zeros = (megabytes: number) => deflateRawSync(Buffer.alloc(megabytes * 1024 * 1024));

  it('unreadable bytes', () => refused(Buffer.from([0x00, 0xff, 0x13, 0x37, 0x00, 0x01, 0x02, 0x9c]), 400, HERD_FILE_MESSAGES.notSpreadsheet));
  it('a PDF renamed .xlsx', () => refused(Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'), 400, HERD_FILE_MESSAGES.pdf));
  it('an empty file', () => refused('', 400, HERD_FILE_MESSAGES.empty));
  it('a zip that is no workbook', () => refused(workbookWithSheet({ data: Buffer.from('x') }).subarray(0, 20), 400, HERD_FILE_MESSAGES.damaged));

  it('a zip bomb: a small workbook whose sheet unpacks to 110 MB', async () => {
    const bomb = zeros(110);
    expect(bomb.length).toBeLessThan(200 * 1024);
    await refused(workbookWithSheet({ packed: { bytes: bomb, size: 110 * 1024 * 1024 } }), 400, HERD_FILE_MESSAGES.unpacksTooLarge);
  });

  it('a zip bomb whose directory lies: it claims a small sheet and unpacks to 110 MB', () =>
    refused(workbookWithSheet({ packed: { bytes: zeros(110), size: 2_000 } }), 400, HERD_FILE_MESSAGES.unpacksTooLarge));

  it('a sheet with 100,000 columns, as CSV and as a workbook (past the 16,384 columns Excel can hold)', async () => {
    const header = (columns: number) => ['Tag', ...Array.from({ length: columns - 1 }, (_, i) => `c${i}`)];
    await refused(`${header(100_000).join(',')}\n1\n`, 400, HERD_FILE_MESSAGES.tooWide(1, 100_000));
    await refused(workbookWithSheet({ data: sheetXml([header(100_000)]) }), 400, HERD_FILE_MESSAGES.damaged);
    await refused(workbookWithSheet({ data: sheetXml([['Tag'], header(2_000)]) }), 400, HERD_FILE_MESSAGES.tooWide(2, 2_000));
  });

  it('a body over 10 MB: 413', async () => {
    const answer = await importFile(Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), { dryRun: true });
    expect([answer.status, answer.body.message]).toEqual([413, HERD_FILE_MESSAGES.tooLarge]);
    expect((await callJson(`${server.url}/api/health`)).status).toBe(200);
  });
});
