import { isDeepStrictEqual } from 'node:util';
import type { Random } from '../../../core/demo/random';
import type { ConflictType } from '../../../core/schemas/sync';
import type { Fields, OpResult, SyncOp } from './sync-api';
import { FarmModel, type Expected } from './sync-farm-model';

// What the simulations see of the server's answers, whoever sent the ops (an in-memory device or a
// phone's own sync engine): every answer the server gives, even one the network then loses. Each
// op's first answer is checked against the oracle as it arrives (the oracle applies the op in the
// server's order, so pushes must not overlap), and every later one against the first.

/** The share of batches sent twice, and of answers lost on the way back. */
export const RESEND_SHARE = 0.1;
export const LOST_ANSWER_SHARE = 0.2;

export interface SimCounts {
  /** Ops the devices made (a phone may refuse some at save: see refusedAtSave). */
  opsSaved: number;
  /** Ops a phone's engine refused at save, as the server would: never queued, never sent. */
  refusedAtSave: number;
  batches: number;
  batchesResentAtOnce: number;
  batchesResentStale: number;
  answersLost: number;
  opsInLostAnswers: number;
  replaysAnswered: number;
  pages: number;
  settled: number;
  settledMine: number;
  settleRefused: number;
  restores: number;
}

/** What reached the sender of a batch: the answer (null when lost on the way), and whether the network keeps the batch to send again later. */
export interface Delivery {
  results: OpResult[] | null;
  keep: boolean;
}

export class SimLedger {
  readonly model = new FarmModel();
  /** Each op's first answer (when the server applied it), by op id. */
  readonly firstAnswers = new Map<string, OpResult>();
  /** What the oracle predicted for each op, by op id. */
  readonly expected = new Map<string, Expected>();
  /** Every op a device saved (queued to send), by id. */
  readonly saved = new Map<string, SyncOp>();
  /** The op each conflict came from, by conflict id. */
  readonly conflictOps = new Map<string, SyncOp>();
  readonly stockIds = new Set<string>();
  /** Answers that differ from the oracle's prediction or from the op's first answer, and anything else that went wrong. */
  readonly mismatches: string[] = [];
  readonly counts: SimCounts = {
    opsSaved: 0,
    refusedAtSave: 0,
    batches: 0,
    batchesResentAtOnce: 0,
    batchesResentStale: 0,
    answersLost: 0,
    opsInLostAnswers: 0,
    replaysAnswered: 0,
    pages: 0,
    settled: 0,
    settledMine: 0,
    settleRefused: 0,
    restores: 0,
  };
  /** What happened to each record, in the server's order: told with a mismatch, to see how it came about. */
  private readonly history = new Map<string, string[]>();

  note(recordId: unknown, line: string): void {
    const id = String(recordId);
    this.history.set(id, [...(this.history.get(id) ?? []).slice(-7), line]);
  }

  mismatch(recordId: unknown, problem: string): void {
    this.mismatches.push([problem, ...(this.history.get(String(recordId)) ?? []).map((line) => `  before: ${line}`)].join('\n'));
  }

  /** Checks each answer: a first one against the oracle (which applies the op), a later one against the first. */
  check(batch: readonly SyncOp[], results: readonly OpResult[]): void {
    if (results.length !== batch.length) this.mismatches.push(`a batch of ${batch.length} ops was answered with ${results.length} results`);
    batch.forEach((op, i) => {
      const result = results[i];
      const first = this.firstAnswers.get(op.opId);
      if (!result || result.opId !== op.opId) return void this.mismatches.push(`op ${op.opId} answered out of order: ${JSON.stringify(result)}`);
      if (first) {
        this.counts.replaysAnswered += 1;
        if (!isDeepStrictEqual(first, result)) this.mismatches.push(`replay of ${op.procedure} ${op.opId} answered ${JSON.stringify(result)}, first ${JSON.stringify(first)}`);
        return;
      }
      this.firstAnswers.set(op.opId, result);
      const expected = this.model.apply(op);
      this.expected.set(op.opId, expected);
      for (const id of result.conflicts ?? []) this.conflictOps.set(id, op);
      const told = `${op.procedure} ${JSON.stringify(op.input)} base ${JSON.stringify(op.base ?? null)}`;
      const problem = differences(expected, result);
      if (problem) this.mismatch(op.input.id, `${told}: ${problem}; answered ${JSON.stringify(result)}`);
      this.note(op.input.id, `${told} → ${result.status} ${JSON.stringify(expected.conflicts)}`);
    });
  }

  /** Sends a batch once, counting and checking the answer. */
  async sendOnce(batch: readonly SyncOp[], send: () => Promise<OpResult[]>): Promise<OpResult[]> {
    const results = await send();
    this.counts.batches += 1;
    this.check(batch, results);
    return results;
  }

  /**
   * Sends a batch as the run's network does: the answer may be lost on the way back (the server
   * applied it all the same), and the batch may be sent twice, at once or kept to be sent again
   * later, after others pushed (see `resend`). A lossless send is a network that behaves.
   */
  async deliver(batch: readonly SyncOp[], send: () => Promise<OpResult[]>, rng: Random, { lossy = true } = {}): Promise<Delivery> {
    const results = await this.sendOnce(batch, send);
    const lost = lossy && rng.chance(LOST_ANSWER_SHARE);
    if (lost) {
      this.counts.answersLost += 1;
      this.counts.opsInLostAnswers += batch.length;
    }
    if (!lossy || !rng.chance(RESEND_SHARE)) return { results: lost ? null : results, keep: false };
    if (rng.chance(0.5)) return { results: lost ? null : results, keep: true };
    this.counts.batchesResentAtOnce += 1;
    return { results: await this.sendOnce(batch, send), keep: false };
  }

  /** A batch sent earlier arrives again, after other devices pushed: every op in it is a replay. */
  resend(batch: readonly SyncOp[], send: () => Promise<OpResult[]>): Promise<OpResult[]> {
    this.counts.batchesResentStale += 1;
    return this.sendOnce(batch, send);
  }
}

/** How an answer differs from the oracle's prediction, or null when it does not. */
function differences(expected: Expected, result: OpResult): string | null {
  if (result.status !== expected.status) return `status ${result.status}, expected ${expected.status}${expected.refusal ? ` (${expected.refusal})` : ''}`;
  const count = result.conflicts?.length ?? 0;
  if (count !== expected.conflicts.length) return `${count} conflicts, expected ${JSON.stringify(expected.conflicts)}`;
  if (!expected.record) return null;
  const record = result.record as Fields | undefined;
  if (!record) return 'no record in the answer';
  const wrong = Object.entries(expected.record).filter(([field, value]) => (record[field] ?? null) !== (value ?? null));
  return wrong.length > 0 ? `fields ${wrong.map(([field, value]) => `${field}=${JSON.stringify(record[field])} (expected ${JSON.stringify(value)})`).join(', ')}` : null;
}

/** Conflicts of each type, for the figures. */
export type ConflictCounts = Record<ConflictType, number>;
