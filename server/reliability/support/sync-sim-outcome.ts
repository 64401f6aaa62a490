import { expect } from 'vitest';
import { Random } from '../../../core/demo/random';
import type { FarmDb } from '../../../core/db/open-farm-db';
import type { Figure } from '../report';
import { SCALE } from '../scale';
import type { ConflictRecord, SyncServer } from './sync-api';
import { conflictCheck, farmLists, recordCheck, storedOpsCheck, strawCount } from './sync-sim-checks';
import { LOST_ANSWER_SHARE, RESEND_SHARE, type SimLedger } from './sync-sim-ledger';
import type { SimOptions } from './sync-sim-run';

// What both sync simulations (in-memory devices, and phones running the real engine) set up,
// measure and expect of the server alike; each adds what is its own.

/** Op choices, batch sizes and losses come from this seed; FARM_HAND_SYNC_SEED repeats a run's. */
export const SIM_SEED = Number(process.env.FARM_HAND_SYNC_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** The run's size: SCALE.syncOps ops, a restore (three in the full form), enough straws that most breedings find theirs and some run short (a recount). */
export function simOptions(server: SyncServer): SimOptions {
  const ops = SCALE.syncOps;
  return { server, rng: new Random(SIM_SEED), ops, restores: ops >= 10_000 ? 3 : 1, strawsPerLot: Math.ceil(ops / 50) };
}

/** Prints the seed, then sets up, runs and ends the simulation; answers when it started and how long the run took. */
export async function runThrough(suite: string, sim: { setUp(): Promise<void>; run(): Promise<void>; finish(): Promise<void> }) {
  console.log(`[${suite}] seed ${SIM_SEED}: FARM_HAND_SYNC_SEED=${SIM_SEED} repeats this run`);
  const started = performance.now();
  await sim.setUp();
  await sim.run();
  await sim.finish();
  return { started, runSeconds: (performance.now() - started) / 1000 };
}

export type SimOutcome = Awaited<ReturnType<typeof simOutcome>>;

/** The server's lists once everyone has pushed and pulled, and the checks of them against the run. */
export async function simOutcome(sim: SimLedger, server: SyncServer, db: FarmDb, userId: string) {
  const lists = await farmLists(server);
  return {
    lists,
    records: recordCheck(sim, lists),
    stored: storedOpsCheck(sim, db, userId),
    conflicts: conflictCheck(sim, (lists.get('conflicts') ?? []) as unknown as ConflictRecord[]),
    straws: strawCount(lists, sim.stockIds),
  };
}

/** The network's faults and the server's answers, as both simulations report them. */
export function networkFigures({ counts, mismatches }: SimLedger): Figure[] {
  return [
    { name: 'batches pushed', value: counts.batches, unit: 'batches' },
    { name: `batches sent twice at once (${RESEND_SHARE * 100}% of batches, half at once)`, value: counts.batchesResentAtOnce, unit: 'batches' },
    { name: 'batches sent again stale, after others pushed', value: counts.batchesResentStale, unit: 'batches' },
    { name: `answers lost on the way back (${LOST_ANSWER_SHARE * 100}% of batches)`, value: counts.answersLost, unit: 'batches' },
    { name: 'ops in lost answers', value: counts.opsInLostAnswers, unit: 'ops' },
    { name: 'replays answered (op ids already applied)', value: counts.replaysAnswered, unit: 'ops' },
    { name: 'answers that differ from the oracle or from the first answer (and other failures of the run)', value: mismatches.length, unit: 'answers' },
    { name: 'change feed pages pulled', value: counts.pages, unit: 'pages' },
    { name: 'restores (new epoch, every device pulled again from 0)', value: counts.restores, unit: 'restores' },
  ];
}

/** The farm at the end: conflicts by type, records and straws. */
export function farmFigures({ counts }: SimLedger, { conflicts, records, straws }: SimOutcome): Figure[] {
  return [
    { name: 'field conflicts (concurrent edits of one field)', value: conflicts.actual.field, unit: 'conflicts' },
    { name: 'field conflicts the oracle expected', value: conflicts.expected.field, unit: 'conflicts' },
    { name: 'deleted conflicts (an edit after a delete)', value: conflicts.actual.deleted, unit: 'conflicts' },
    { name: 'duplicate conflicts (a tag or pasture name taken)', value: conflicts.actual.duplicate, unit: 'conflicts' },
    { name: 'recount conflicts (a breeding short of straws)', value: conflicts.actual.recount, unit: 'conflicts' },
    { name: 'conflicts settled by the desktop', value: counts.settled, unit: 'conflicts' },
    { name: 'of them with "mine" (the device’s side applied now)', value: counts.settledMine, unit: 'conflicts' },
    { name: 'settlings with "mine" refused (record gone, tag taken)', value: counts.settleRefused, unit: 'conflicts' },
    { name: 'records on the server at the end', value: records.total, unit: 'records' },
    { name: 'records lost', value: records.lost.length, unit: 'records' },
    { name: 'records doubled', value: records.doubled.length, unit: 'records' },
    { name: 'records with a field other than the oracle says', value: records.wrong.length, unit: 'records' },
    { name: 'straws used by AI breedings', value: straws.used, unit: 'straws' },
    { name: 'straws short (recount conflicts)', value: straws.shortfall, unit: 'straws' },
    { name: 'straws drawn from the stock', value: straws.drawn, unit: 'straws' },
  ];
}

/** Nothing lost, nothing doubled, every answer as the oracle says and every replay as the first; and the run hit what it claims to test. */
export function expectSoundFarm(sim: SimLedger, { stored, records, conflicts, straws }: SimOutcome): void {
  expect(sim.mismatches.slice(0, 10), 'answers against the oracle and replays against first answers').toEqual([]);
  expect(stored.problems.slice(0, 10), 'every op stored once, as first answered').toEqual([]);
  expect(stored.rows).toBe(sim.saved.size);
  expect(records.lost.slice(0, 10), 'records lost').toEqual([]);
  expect(records.doubled.slice(0, 10), 'records doubled').toEqual([]);
  expect(records.wrong.slice(0, 10), 'fields against the oracle').toEqual([]);
  expect(conflicts.problems.slice(0, 10), 'conflicts, one per concurrent edit').toEqual([]);
  expect(conflicts.actual).toEqual(conflicts.expected);
  expect(straws.drawn, 'straws drawn = straws used − shortfall').toBe(straws.used - straws.shortfall);
  expect(sim.counts.replaysAnswered).toBeGreaterThan(0);
  expect(sim.counts.answersLost).toBeGreaterThan(0);
  expect(sim.counts.batchesResentStale).toBeGreaterThan(0);
  expect(straws.used).toBeGreaterThan(0);
}
