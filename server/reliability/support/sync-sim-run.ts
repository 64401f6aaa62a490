import { isDeepStrictEqual } from 'node:util';
import type { Random } from '../../../core/demo/random';
import type { ConflictType, EditableKind } from '../../../core/schemas/sync';
import { callJson } from '../../testing/http';
import { seededUuid, type ConflictRecord, type Fields, type OpResult, type SyncOp, type SyncServer } from './sync-api';
import { SyncClient } from './sync-client';
import { FarmModel, type Expected } from './sync-farm-model';
import { randomOp, stockOps, type OpMaker } from './sync-sim-writes';

// The simulation's run: two phones and the desktop save ops offline and reconnect in a shuffled
// order, pushing and pulling in random interleavings; batches are sent twice (at once, or stale,
// after others pushed), answers are lost on the way back, and the farm is restored from a backup now
// and then (a new epoch). The run sees every answer the server gives, even one a device loses: each
// op's first answer is checked against the oracle as it arrives, and every later one against it.

export interface SimOptions {
  server: SyncServer;
  rng: Random;
  /** Ops the devices save, besides the desktop's stock. */
  ops: number;
  /** Backups restored during the run (each starts the feed over with a new epoch). */
  restores: number;
  strawsPerLot: number;
}

/** The share of batches sent twice, and of answers lost on the way back. */
export const RESEND_SHARE = 0.1;
export const LOST_ANSWER_SHARE = 0.2;

export interface SimCounts {
  opsSaved: number;
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

export class SyncSimulation {
  readonly model = new FarmModel();
  readonly clients: SyncClient[];
  readonly desktop: SyncClient;
  /** Each op's first answer (when the server applied it), by op id. */
  readonly firstAnswers = new Map<string, OpResult>();
  /** What the oracle predicted for each op, by op id. */
  readonly expected = new Map<string, Expected>();
  /** Every op a device saved, by id. */
  readonly saved = new Map<string, SyncOp>();
  /** The op each conflict came from, by conflict id. */
  readonly conflictOps = new Map<string, SyncOp>();
  readonly stockIds = new Set<string>();
  /** Answers that differ from the oracle's prediction or from the op's first answer. */
  readonly mismatches: string[] = [];
  readonly counts: SimCounts = {
    opsSaved: 0,
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
  private readonly stale = new Map<SyncClient, SyncOp[][]>();
  private readonly offline = new Set<SyncClient>();
  private fresh = 0;

  constructor(private readonly options: SimOptions) {
    const { rng, server } = options;
    this.clients = ['phone A', 'phone B', 'desktop'].map((name) => new SyncClient(name, seededUuid(rng), server));
    this.desktop = this.clients[2]!;
  }

  private maker(client: SyncClient): OpMaker {
    return { rng: this.options.rng, view: (kind: EditableKind) => client.view(kind), fresh: () => ++this.fresh, stockIds: this.stockIds };
  }

  private save(client: SyncClient, op: SyncOp): void {
    this.saved.set(op.opId, op);
    client.save(op);
  }

  private note(recordId: unknown, line: string): void {
    const id = String(recordId);
    this.history.set(id, [...(this.history.get(id) ?? []).slice(-7), line]);
  }

  private mismatch(recordId: unknown, problem: string): void {
    this.mismatches.push([problem, ...(this.history.get(String(recordId)) ?? []).map((line) => `  before: ${line}`)].join('\n'));
  }

  /** Checks each answer: a first one against the oracle (which applies the op), a later one against the first. */
  private check(batch: readonly SyncOp[], results: readonly OpResult[]): void {
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

  /** Pushes a batch; the device takes the answer in unless it is lost, and the batch may go again. */
  private async push(client: SyncClient, batch: SyncOp[], { lossy = true } = {}): Promise<void> {
    const { rng } = this.options;
    const results = await client.push(batch);
    this.counts.batches += 1;
    this.check(batch, results);
    if (lossy && rng.chance(LOST_ANSWER_SHARE)) {
      this.counts.answersLost += 1;
      this.counts.opsInLostAnswers += batch.length;
    } else {
      client.accept(results);
    }
    if (!lossy || !rng.chance(RESEND_SHARE)) return;
    if (rng.chance(0.5)) {
      this.counts.batchesResentAtOnce += 1;
      const again = await client.push(batch);
      this.counts.batches += 1;
      this.check(batch, again);
      client.accept(again);
    } else {
      this.stale.set(client, [...(this.stale.get(client) ?? []), batch]);
    }
  }

  /** A batch sent earlier arrives again, after other devices pushed: every op in it is a replay. */
  private async resendStale(client: SyncClient): Promise<void> {
    const batches = this.stale.get(client) ?? [];
    const batch = batches.shift();
    if (!batch) return;
    this.counts.batchesResentStale += 1;
    const results = await client.push(batch);
    this.counts.batches += 1;
    this.check(batch, results);
    client.accept(results);
  }

  private async pull(client: SyncClient, all: boolean): Promise<void> {
    const limit = this.options.rng.pick([25, 100, 500]);
    do this.counts.pages += 1;
    while ((await client.pullPage(limit)) && all);
  }

  /** The desktop settles a few of the open conflicts it has pulled, checking each answer against the oracle. */
  private async settle(): Promise<void> {
    const { rng, server } = this.options;
    const open = [...(this.desktop.pulled.get('conflicts')?.values() ?? [])].filter((conflict) => conflict.resolvedAt === undefined) as unknown as ConflictRecord[];
    for (const conflict of rng.sample(open, Math.min(open.length, rng.int(1, 3)))) {
      const op = this.conflictOps.get(conflict.id);
      if (!op) {
        this.mismatches.push(`conflict ${conflict.id} came from no op the devices sent`);
        continue;
      }
      const choice = rng.chance(0.4) ? 'mine' : 'theirs';
      const expected = this.model.settle(conflict, op, choice);
      const answer = await callJson<ConflictRecord>(`${server.url}/api/conflicts/${conflict.id}/resolve`, { body: { choice }, token: server.token });
      this.counts.settled += 1;
      if (choice === 'mine') this.counts.settledMine += 1;
      if (expected !== 200) this.counts.settleRefused += 1;
      const told = `settling ${conflict.type} conflict ${JSON.stringify(conflict)} with ${choice}`;
      if (answer.status !== expected) this.mismatch(conflict.recordId, `${told} answered ${answer.status} ${JSON.stringify(answer.body)}, expected ${expected}`);
      this.note(conflict.recordId, `${told} → ${answer.status}`);
    }
  }

  /** Back Up Now, then restore that backup: the records stay, the feed starts over under a new epoch. */
  private async restore(): Promise<void> {
    const { server } = this.options;
    const backup = await callJson<{ id: string }>(`${server.url}/api/data/backups`, { body: {}, token: server.token });
    const restored = await callJson<{ renumbered: number }>(`${server.url}/api/data/backups/${backup.body.id}/restore`, { method: 'POST', token: server.token });
    if (backup.status !== 200 || restored.status !== 200 || restored.body.renumbered !== 0) {
      this.mismatches.push(`back up and restore answered ${backup.status} ${JSON.stringify(backup.body)}, ${restored.status} ${JSON.stringify(restored.body)}`);
    }
    this.model.forgetDeletes();
    this.counts.restores += 1;
  }

  /** The desktop saves the stock and the first pastures and pushes them; then everyone pulls. */
  async setUp(): Promise<void> {
    const ops = stockOps(this.options.rng, this.options.strawsPerLot);
    for (const op of ops) {
      this.save(this.desktop, op);
      if (op.procedure.startsWith('semen')) this.stockIds.add(String(op.input.id));
    }
    await this.push(this.desktop, this.desktop.nextBatch(ops.length), { lossy: false });
    for (const client of this.clients) await client.pullAll(500);
  }

  /** The random interleaving of saves, pushes, pulls, resends, settlings and restores. */
  async run(): Promise<void> {
    const { rng, ops, restores } = this.options;
    const restoreAt = Array.from({ length: restores }, (_, i) => Math.floor(((i + 1) * ops) / (restores + 1)));
    while (this.counts.opsSaved < ops) {
      const client = rng.pick(this.clients);
      const online = !this.offline.has(client);
      const step = rng.weighted([
        ['save', 8],
        ['push', online ? 8 : 0],
        ['pull page', online ? 3 : 0],
        ['pull all', online ? 1 : 0],
        ['resend stale', online ? 1 : 0],
        ['settle', online && client === this.desktop ? 2 : 0],
        ['go offline or online', 0.4],
      ] as const);
      if (step === 'save') {
        for (let n = rng.int(1, 3); n > 0 && this.counts.opsSaved < ops; n--) {
          this.save(client, randomOp(this.maker(client)));
          this.counts.opsSaved += 1;
          if (restoreAt.includes(this.counts.opsSaved)) await this.restore();
        }
      } else if (step === 'push' && client.outbox.length > 0) {
        // Mostly what was saved since the last push, now and then all it has.
        await this.push(client, client.nextBatch(rng.chance(0.2) ? 200 : rng.int(1, 8)));
      } else if (step === 'pull page' || step === 'pull all') {
        await this.pull(client, step === 'pull all');
      } else if (step === 'resend stale') {
        await this.resendStale(client);
      } else if (step === 'settle') {
        await this.settle();
      } else if (step === 'go offline or online') {
        if (online) this.offline.add(client);
        else this.offline.delete(client);
      }
    }
  }

  /** Everyone comes online and sends all it has (no answer lost), stale batches arrive, then everyone pulls to the end. */
  async finish(): Promise<void> {
    for (const client of this.clients) {
      while (client.outbox.length > 0) await this.push(client, client.nextBatch(200), { lossy: false });
      while ((this.stale.get(client)?.length ?? 0) > 0) await this.resendStale(client);
    }
    for (const client of this.clients) await this.pull(client, true);
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
