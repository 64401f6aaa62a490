import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FarmDb } from '../../../core/db/open-farm-db';
import { syncOps } from '../../../core/db/schema';
import { CONFLICT_TYPES, EDITABLE_KINDS, type ConflictType, type FeedKind } from '../../../core/schemas/sync';
import { callJson } from '../../testing/http';
import type { ConflictRecord, Fields, OpResult, SyncServer } from './sync-api';
import type { SyncClient } from './sync-client';
import type { ExpectedConflict } from './sync-farm-model';
import type { SimLedger } from './sync-sim-ledger';
import { STOCK } from './sync-sim-writes';

// What the simulation checks once everyone has pushed and pulled: the server's records against the
// oracle, each device's copy against the server, the ops stored once each, the conflicts one per
// concurrent edit, and the straws drawn against the straws used.

/** Each kind's list call: what the feed's records must equal. */
const LIST_PATHS: Record<FeedKind, string> = {
  cattle: '/api/cattle',
  activities: '/api/activities',
  pastures: '/api/pastures',
  semenTanks: '/api/semen-tanks',
  semenCanes: '/api/semen-canes',
  semenStraws: '/api/semen-straws',
  embryos: '/api/embryos',
  storageTanks: '/api/storage-tanks',
  forage: '/api/forage',
  medicines: '/api/medicines',
  treatments: '/api/treatments',
  pregnancyChecks: '/api/pregnancy-checks',
  weights: '/api/weights',
  conflicts: '/api/conflicts',
};

export type FarmLists = Map<FeedKind, Fields[]>;

/** Every kind's list, over HTTP. */
export async function farmLists(server: SyncServer): Promise<FarmLists> {
  const lists: FarmLists = new Map();
  for (const [kind, path] of Object.entries(LIST_PATHS) as [FeedKind, string][]) {
    const answer = await callJson<Fields[]>(`${server.url}${path}`, { token: server.token });
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
    lists.set(kind, answer.body);
  }
  return lists;
}

const byId = (records: readonly Fields[]) => new Map(records.map((record) => [String(record.id), record]));

/** Where a device's pulled copy differs from the server's lists (records missing, extra or different). */
export function copyDifferences(client: SyncClient, lists: FarmLists): string[] {
  const found: string[] = [];
  for (const [kind, records] of lists) {
    const copy = client.pulled.get(kind) ?? new Map<string, Fields>();
    const server = byId(records);
    for (const [id, record] of server) {
      if (!copy.has(id)) found.push(`${client.name} lacks ${kind} ${id}`);
      else if (!isDeepStrictEqual(copy.get(id), record)) found.push(`${client.name} holds ${kind} ${id} as ${JSON.stringify(copy.get(id))}, the server as ${JSON.stringify(record)}`);
    }
    for (const id of copy.keys()) if (!server.has(id)) found.push(`${client.name} holds ${kind} ${id}, which the server does not`);
  }
  return found;
}

export interface RecordCheck {
  /** Records the oracle says must be there and the server lacks. */
  lost: string[];
  /** Records the server holds beyond the oracle's, or twice. */
  doubled: string[];
  /** Records whose tracked fields differ from the oracle's. */
  wrong: string[];
  /** Records on the server, all kinds. */
  total: number;
}

/** The server's records against the oracle's: by id, and each tracked field's value. */
export function recordCheck(sim: SimLedger, lists: FarmLists): RecordCheck {
  const check: RecordCheck = { lost: [], doubled: [], wrong: [], total: 0 };
  const compare = (kind: FeedKind, expected: ReadonlyMap<string, Fields>) => {
    const records = lists.get(kind) ?? [];
    const server = byId(records);
    check.total += records.length;
    if (server.size !== records.length) check.doubled.push(`${kind}: ${records.length - server.size} ids listed twice`);
    for (const [id, fields] of expected) {
      const record = server.get(id);
      if (!record) check.lost.push(`${kind} ${id} ${JSON.stringify(fields)}`);
      else {
        const wrong = Object.entries(fields).filter(([field, value]) => (record[field] ?? null) !== (value ?? null));
        if (wrong.length > 0) check.wrong.push(`${kind} ${id}: ${wrong.map(([field, value]) => `${field} is ${JSON.stringify(record[field])}, expected ${JSON.stringify(value)}`).join(', ')}`);
      }
    }
    for (const id of server.keys()) if (!expected.has(id)) check.doubled.push(`${kind} ${id} ${JSON.stringify(server.get(id))}`);
  };
  for (const kind of EDITABLE_KINDS) compare(kind, sim.model.records(kind));
  compare('activities', sim.model.activities);
  return check;
}

/** The farm's stored op answers (sync_ops) against the first answers the run received. */
export function storedOpsCheck(sim: SimLedger, db: FarmDb, userId: string): { rows: number; problems: string[] } {
  const rows = db.select({ opId: syncOps.opId, result: syncOps.result }).from(syncOps).where(eq(syncOps.userId, userId)).all();
  const problems: string[] = [];
  const stored = new Map(rows.map((row) => [row.opId, JSON.parse(row.result) as OpResult]));
  if (stored.size !== rows.length) problems.push(`${rows.length - stored.size} op ids stored twice`);
  for (const opId of sim.saved.keys()) {
    const first = sim.firstAnswers.get(opId);
    if (!first) problems.push(`op ${opId} was never answered`);
    else if (!isDeepStrictEqual(stored.get(opId), first)) problems.push(`op ${opId} stored as ${JSON.stringify(stored.get(opId))}, first answered ${JSON.stringify(first)}`);
  }
  for (const opId of stored.keys()) if (!sim.saved.has(opId)) problems.push(`op ${opId} stored but never sent`);
  return { rows: rows.length, problems };
}

const matches = (expected: ExpectedConflict, actual: ConflictRecord) =>
  expected.type === actual.type &&
  (expected.field === undefined || expected.field === actual.field) &&
  (expected.recordId === undefined || expected.recordId === actual.recordId) &&
  (expected.theirs === undefined || isDeepStrictEqual(expected.theirs, actual.theirs)) &&
  (expected.mine === undefined || isDeepStrictEqual(expected.mine, actual.mine));

export interface ConflictCheck {
  /** Conflicts the oracle expects, of each type. */
  expected: Record<ConflictType, number>;
  /** The server's conflicts, of each type. */
  actual: Record<ConflictType, number>;
  problems: string[];
}

/** Each op's conflicts (by the ids its answer gave) against the oracle's; no conflict without an op. */
export function conflictCheck(sim: SimLedger, conflicts: readonly ConflictRecord[]): ConflictCheck {
  const zero = () => Object.fromEntries(CONFLICT_TYPES.map((type) => [type, 0])) as Record<ConflictType, number>;
  const check: ConflictCheck = { expected: zero(), actual: zero(), problems: [] };
  const listed = new Map(conflicts.map((conflict) => [conflict.id, conflict]));
  for (const conflict of conflicts) check.actual[conflict.type] += 1;
  let referenced = 0;
  for (const [opId, expected] of sim.expected) {
    const ids = sim.firstAnswers.get(opId)?.conflicts ?? [];
    referenced += ids.length;
    const actual = ids.map((id) => listed.get(id));
    const unmatched = [...actual];
    for (const want of expected.conflicts) {
      check.expected[want.type] += 1;
      const at = unmatched.findIndex((got) => got !== undefined && matches(want, got));
      if (at < 0) check.problems.push(`op ${opId} ${JSON.stringify(sim.saved.get(opId))}: no conflict like ${JSON.stringify(want)} among ${JSON.stringify(actual)}`);
      else unmatched.splice(at, 1);
    }
    if (unmatched.length > 0) check.problems.push(`op ${opId}: unexpected conflicts ${JSON.stringify(unmatched)}`);
  }
  if (referenced !== conflicts.length) check.problems.push(`${conflicts.length} conflicts listed, ${referenced} named by op answers`);
  return check;
}

export interface StrawCount {
  /** Straws the stock-drawing breedings used, as logged. */
  used: number;
  /** Straws the recount conflicts say there were none of. */
  shortfall: number;
  /** Straws gone from the stock lots: their totals less what remains. */
  drawn: number;
}

/** The straws the breedings used against those drawn from the stock. */
export function strawCount(lists: FarmLists, stockIds: ReadonlySet<string>): StrawCount {
  const sires = new Set<unknown>(STOCK.lots.map((lot) => `${lot.bull}|${lot.tank}`));
  const breedings = (lists.get('activities') ?? []).filter(
    (activity) => activity.type === 'breeding' && activity.breedingMethod === 'artificial_insemination' && sires.has(activity.breedingSire),
  );
  const recounts = ((lists.get('conflicts') ?? []) as unknown as ConflictRecord[]).filter((conflict) => conflict.type === 'recount');
  const lots = (lists.get('semenStraws') ?? []).filter((lot) => stockIds.has(String(lot.id)));
  const sum = <T>(items: readonly T[], of: (item: T) => number) => items.reduce((total, item) => total + of(item), 0);
  return {
    used: sum(breedings, (breeding) => Number(breeding.strawsUsed)),
    shortfall: sum(recounts, (conflict) => Number(conflict.mine) - Number(conflict.theirs)),
    drawn: sum(lots, (lot) => Number(lot.totalStraws) - Number(lot.remainingStraws)),
  };
}
