import { join } from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BATCH_MESSAGES, MAX_BATCH_CALLS } from '../../core/api/batching';
import { closeFarmDb, openFarmDb } from '../../core/db/open-farm-db';
import { cattle, farmBackups } from '../../core/db/schema';
import { STALE_RECORD_MESSAGE } from '../../core/errors';
import { markUnsavable } from '../../core/domain/savable-text';
import { CATTLE_COLUMNS } from '../../core/exports/cattle-columns';
import { CATTLE_SHEETS } from '../../core/exports/cattle-workbook';
import type { QuickUser } from '../../core/testing/quick-user';
import { callJson, rawGet } from '../testing/http';
import type { TestServer } from '../testing/test-server';
import { serverWithTwoFarms } from '../testing/two-farms';
import { reportFigures } from './report';
import { FULL } from './scale';
import { spawnChildServer, type ChildServer } from './support/child-server';
import { childServerSuite } from './support/child-server-bundle';
import { seedLoadFarms, type LoadFarm } from './support/load-farms';
import { mib, sampleRss } from './support/load-memory';

// What a black-box probe of the running server found, held here under load and generated input so
// it stays fixed: one request that stalled every farm, one character that broke the only export,
// and a stale save that undid a newer change. The per-rule HTTP tests are in server/ (batch-limits,
// stale-writes, cattle-export); these push the same rules harder.

describe('a batch flood never stalls the other farms', () => {
  const suite = childServerSuite('batch-flood');
  const HEAD = FULL ? 3_000 : 1_000;
  const FLOODS = FULL ? 50 : 10;
  let server: ChildServer;
  let flooder: LoadFarm;
  let file: string;

  beforeAll(async () => {
    file = join(suite.dir, 'flood.sqlite');
    flooder = seedLoadFarms(file, [HEAD])[0]!;
    server = await spawnChildServer(suite.bundle);
    server.start(file);
    await server.reached('listening');
  }, 120_000);

  it(`${FLOODS} requests at once, each carrying 300 workbook exports, 300 shared-link exports or 20 backups, are refused whole; the health check stays quick and the server's memory flat`, async () => {
    const auth = { authorization: `Bearer ${flooder.token}` };
    const exportsUrl = `${server.url}/api/trpc/${Array(300).fill('exports.cattleWorkbook').join(',')}?batch=1`;
    // Without a sign-in, as the probe sent it (300 links' worth of input would pass Node's 16 KB header limit first).
    const sharedUrl = `${server.url}/api/trpc/${Array(300).fill('exports.sharedCattleWorkbook').join(',')}?batch=1`;
    const backupsUrl = `${server.url}/api/trpc/${Array(20).fill('data.backUp').join(',')}?batch=1`;
    const backupsBody = JSON.stringify(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [i, {}])));
    const floods = Array.from({ length: FLOODS }, (_, i) => {
      if (i % 3 === 0) return fetch(exportsUrl, { headers: auth });
      if (i % 3 === 1) return fetch(sharedUrl);
      return fetch(backupsUrl, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: backupsBody });
    });
    const rssBefore = server.rssKiB();
    const sampler = sampleRss(server, 50);
    const healthMs: number[] = [];
    const health = (async () => {
      for (let i = 0; i < 10; i += 1) {
        const started = performance.now();
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
        healthMs.push(performance.now() - started);
      }
    })();
    const started = performance.now();
    const answers = await Promise.all(floods);
    const floodMs = performance.now() - started;
    await health;
    const samples = sampler.stop();
    const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<{ error: { message: string } }>));

    expect(answers.map((answer) => answer.status)).toEqual(Array(FLOODS).fill(400));
    expect(new Set(bodies.map((body) => body.error.message))).toEqual(new Set([BATCH_MESSAGES.tooMany]));
    const db = openFarmDb(file);
    try {
      expect(db.select({ n: count() }).from(farmBackups).get()?.n, 'no backup written').toBe(0);
    } finally {
      closeFarmDb(db);
    }
    const peak = Math.max(...samples.map((sample) => sample.kib));
    reportFigures('batch-flood', [
      { name: 'flood requests at once', value: FLOODS, unit: 'requests' },
      { name: 'head on the flooding farm', value: HEAD, unit: 'head' },
      { name: 'all floods refused within', value: Math.round(floodMs), unit: 'ms' },
      { name: 'slowest health check during the flood', value: Math.round(Math.max(...healthMs)), unit: 'ms' },
      { name: 'server RSS before', value: mib(rssBefore), unit: 'MiB' },
      { name: 'server RSS peak during the flood', value: mib(peak), unit: 'MiB' },
    ]);
    // The probe saw 2 GB and an 18 s health check; refused before any work, a flood costs next to nothing.
    expect(Math.max(...healthMs)).toBeLessThan(2_000);
    expect(peak - rssBefore).toBeLessThan(100 * 1024);
    expect(server.stderr()).toBe('');
  }, 120_000);

  it(`a batch of up to ${MAX_BATCH_CALLS} reads still answers every call`, async () => {
    const answer = await callJson<unknown[]>(`${server.url}/api/trpc/${Array(MAX_BATCH_CALLS).fill('cattle.list').join(',')}?batch=1`, { token: flooder.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(MAX_BATCH_CALLS);
  }, 60_000);
});

/** Every text column of the cattle table, written straight into SQLite as a row saved before the text rule would hold it. */
const TEXT_COLUMNS = ['tag', 'name', 'breed', 'breedComposition', 'registrationNumber', 'pasture', 'cowTag', 'sireTag', 'breedingSire', 'disposition', 'buyer', 'buyerContact', 'saleLocation', 'notes'] as const;

// The export and the race run on one real server in this process, a farm each.
let server: TestServer;
let farm: QuickUser;
let racer: QuickUser;
serverWithTwoFarms((started) => ({ server, farm, neighbour: racer } = started));

describe('the export reads back whatever text and dates a farm holds', () => {
  const ROWS = FULL ? 2_000 : 200;
  // Any code point, with the ones that once broke or thinned the export drawn often: a uniform draw
  // would almost never hit U+FFFE among 1.1 million code points.
  const TROUBLE = ['\uFFFE', '\uFFFF', '\u0000', '\u0001', '\u0008', '\u000B', '\u001F', '\u007F', '\u0085', '\u009F', '\uD800', '\uDBFF', '\uDC00', '\r', '\r\n', '\t', '\n', '<', '&', ']]>'];
  const anyText = fc
    .array(fc.oneof(fc.constantFrom(...TROUBLE), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 3 })), { maxLength: 12 })
    .map((parts) => parts.join(''));
  const anyDate = fc.oneof(
    fc.record({ y: fc.integer({ min: 1, max: 9999 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) }).map(({ y, m, d }) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
    fc.constantFrom('10000-10-09', '1899-12-31', '1900-02-29', '9999-12-31'),
  );
  const animal = fc.record({ ...(Object.fromEntries(TEXT_COLUMNS.map((column) => [column, anyText])) as Record<(typeof TEXT_COLUMNS)[number], fc.Arbitrary<string>>), birthDate: anyDate, breedingDate: anyDate });

  it(`${ROWS} animals of generated text (any code point: controls, U+FFFE, lone surrogates) and dates (years 1 to 10000): the workbook opens with exceljs, every animal on its sheet`, async () => {
    const animals = fc.sample(animal, { numRuns: ROWS, seed: 21 });
    animals.forEach((generated, i) => {
      // Tags must stay unique per farm: the generated text gets the row's number in front.
      server.db.insert(cattle).values({ ...generated, tag: `${i}-${String(generated.tag)}`, type: 'Cow', userId: farm.userId }).run();
    });
    const started = performance.now();
    const download = await rawGet(`${server.url}/api/cattle/export`, { authorization: `Bearer ${farm.token}` });
    const exportMs = performance.now() - started;
    expect(download.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(download.body as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([...CATTLE_SHEETS.map((sheet) => sheet.name), 'Treatments', 'Weights']);
    const cows = book.getWorksheet('Cows')!;
    expect(cows.rowCount - 1).toBe(ROWS);
    expect(cows.getRow(1).values).toEqual([undefined, ...CATTLE_COLUMNS.map((column) => column.header)]);
    // Each animal's notes as stored, with what cannot be saved marked: nothing dropped, nothing else changed.
    const at = (header: string) => CATTLE_COLUMNS.findIndex((column) => column.header === header) + 1;
    // Each birth date as a real date where Excel can hold it, else as the text stored: never another day.
    const stored = server.db.select({ tag: cattle.tag, notes: cattle.notes, birthDate: cattle.birthDate }).from(cattle).where(eq(cattle.userId, farm.userId)).all();
    const byTag = new Map(stored.map((row) => [markUnsavable(row.tag ?? ''), row]));
    cows.eachRow((row, index) => {
      if (index === 1) return;
      const tag = String(row.getCell(at('Tag')).value);
      const animal = byTag.get(tag);
      expect(animal, tag).toBeDefined();
      expect(row.getCell(at('Notes')).value ?? null, tag).toEqual(animal?.notes ? markUnsavable(animal.notes) : null);
      const born = row.getCell(at('Birth Date')).value;
      expect(born instanceof Date ? born.toISOString().slice(0, 10) : born, tag).toBe(animal?.birthDate);
      if (born instanceof Date) expect(animal!.birthDate! >= '1900-03-01', tag).toBe(true);
    });
    reportFigures('export-generated-text', [
      { name: 'animals of generated text and dates', value: ROWS, unit: 'head' },
      { name: 'export over HTTP', value: Math.round(exportMs), unit: 'ms' },
      { name: 'workbook size', value: Math.round(download.body.length / 1024), unit: 'KiB' },
    ]);
    server.db.delete(cattle).where(eq(cattle.userId, farm.userId)).run();
  }, 120_000);
});

describe('stale saves under a race never undo a newer change', () => {
  const EDITORS = FULL ? 100 : 20;
  const BREEDINGS = FULL ? 50 : 10;

  it(`${EDITORS} forms open on one straw lot and ${BREEDINGS} breedings drawing from it, all at once: the straws left always match the activities, and each version is saved once`, async () => {
    const post = async <T>(path: string, body: unknown) => (await callJson<T>(`${server.url}${path}`, { body, token: racer.token })).body;
    const tank = await post<{ id: string }>('/api/semen-tanks', { name: 'Race Tank' });
    const cane = await post<{ id: string }>('/api/semen-canes', { tankId: tank.id, caneNumber: '1' });
    const total = BREEDINGS * 2;
    const lot = await post<{ id: string }>('/api/semen-straws', { caneId: cane.id, bullName: 'Race Bull', breed: 'Angus', totalStraws: total, remainingStraws: total });
    for (let i = 0; i < BREEDINGS; i += 1) await post('/api/cattle', { tag: `R${i}`, type: 'Cow', pasture: 'North' });
    type Straw = { id: string; version: number; remainingStraws: number; totalStraws: number; caneId: string; bullName: string; breed: string };
    const read = async () => (await callJson<Straw[]>(`${server.url}/api/semen-straws`, { token: racer.token })).body.find((straw) => straw.id === lot.id)!;

    const edit = async (n: number) => {
      const opened = await read();
      const answer = await callJson<{ message: string; version: number }>(`${server.url}/api/semen-straws/${lot.id}`, {
        method: 'PUT',
        token: racer.token,
        headers: { 'if-match': `"${opened.version}"` },
        body: { caneId: opened.caneId, bullName: opened.bullName, breed: opened.breed, totalStraws: opened.totalStraws, remainingStraws: opened.remainingStraws, notes: `Form ${n}` },
      });
      return { status: answer.status, message: answer.body.message, version: answer.body.version, opened: opened.version };
    };
    const breed = (i: number) =>
      callJson(`${server.url}/api/activities`, {
        token: racer.token,
        body: { type: 'breeding', cattleTag: `R${i}`, date: '2026-11-20', pasture: 'North', breedingMethod: 'artificial_insemination', breedingSire: 'Race Bull|Race Tank', strawsUsed: 2 },
      });

    const [edits, breedings] = await Promise.all([Promise.all(Array.from({ length: EDITORS }, (_, n) => edit(n))), Promise.all(Array.from({ length: BREEDINGS }, (_, i) => breed(i)))]);
    expect(breedings.map((answer) => answer.status)).toEqual(Array(BREEDINGS).fill(200));
    for (const refused of edits.filter((e) => e.status !== 200)) expect([refused.status, refused.message]).toEqual([412, STALE_RECORD_MESSAGE]);
    const accepted = edits.filter((e) => e.status === 200);
    // Each accepted edit was made on the version it replaced: no version was saved over twice.
    expect(new Set(accepted.map((e) => e.opened)).size).toBe(accepted.length);
    for (const e of accepted) expect(e.version).toBe(e.opened + 1);

    const after = await read();
    expect(after.remainingStraws).toBe(total - 2 * BREEDINGS);
    expect(after.version).toBe(1 + BREEDINGS + accepted.length);
    reportFigures('stale-writes', [
      { name: 'edit forms saved at once', value: EDITORS, unit: 'saves' },
      { name: 'breedings drawing straws at once', value: BREEDINGS, unit: 'breedings' },
      { name: 'edits saved (each on the version it replaced)', value: accepted.length, unit: 'saves' },
      { name: 'edits refused as stale (412)', value: EDITORS - accepted.length, unit: 'saves' },
      { name: 'straws left minus what the activities drew (must be 0)', value: after.remainingStraws - (total - 2 * BREEDINGS), unit: 'straws' },
    ]);
  }, 120_000);
});
