import type { EditableKind, FeedKind } from '../../../core/schemas/sync';
import { changesAfter, pushOps, type Fields, type OpResult, type SyncOp, type SyncServer } from './sync-api';

// A device as the sync contract expects one to behave, kept in memory: it saves its changes as ops
// in an outbox (each op's id made once, when saved), pushes them oldest first until they are
// answered, and keeps a copy of the farm pulled from the change feed from its cursor. Its view of a
// record is the pulled copy with its own changes laid over, until a pull shows them from the server.

/** An answered op, kept in the view until a pull that began after its answer reaches the feed's end. */
interface Answered {
  op: SyncOp;
  at: number;
}

export class SyncClient {
  /** Saved ops not yet answered, oldest first. */
  readonly outbox: SyncOp[] = [];
  private answered: Answered[] = [];
  /** The farm as pulled: kind → id → record as its list answers it. */
  readonly pulled = new Map<FeedKind, Map<string, Fields>>();
  private cursor = 0;
  private epoch: string | null = null;
  /** Counts this device's calls, so an answer and a pull can be put in order. */
  private clock = 0;
  /** Times this device saw a new epoch and pulled the farm again from 0. */
  epochResets = 0;

  constructor(
    readonly name: string,
    readonly deviceId: string,
    private readonly server: SyncServer,
  ) {}

  save(op: SyncOp): void {
    this.outbox.push(op);
  }

  /** The oldest unanswered ops, at most `max`: what the device sends next. */
  nextBatch(max: number): SyncOp[] {
    return this.outbox.slice(0, max);
  }

  /** Sends a batch; the answer is not taken in until `accept` (a lost answer never is). */
  push(batch: readonly SyncOp[]): Promise<OpResult[]> {
    this.clock += 1;
    return pushOps(this.server, this.deviceId, batch);
  }

  /** Takes in answers that reached the device: their ops leave the outbox. */
  accept(results: readonly OpResult[]): void {
    const done = new Set(results.map((result) => result.opId));
    for (const op of this.outbox.filter((saved) => done.has(saved.opId))) this.answered.push({ op, at: this.clock });
    this.outbox.splice(0, this.outbox.length, ...this.outbox.filter((op) => !done.has(op.opId)));
  }

  /**
   * Pulls one page from the cursor and applies it. A new epoch means the feed started over (a
   * restore): the copy is dropped and pulled again from 0, the outbox kept. True while more remain.
   */
  async pullPage(limit: number): Promise<boolean> {
    this.clock += 1;
    const requestedAt = this.clock;
    const page = await changesAfter(this.server, this.cursor, limit);
    if (this.epoch !== null && page.epoch !== this.epoch) {
      this.pulled.clear();
      this.cursor = 0;
      this.epoch = page.epoch;
      this.epochResets += 1;
      return true;
    }
    this.epoch = page.epoch;
    for (const change of page.changes) {
      const records = this.pulled.get(change.kind) ?? new Map<string, Fields>();
      this.pulled.set(change.kind, records);
      if (change.deleted) records.delete(change.id);
      else records.set(change.id, change.record as Fields);
    }
    this.cursor = page.next;
    // Everything answered before this request is in the copy now.
    if (!page.more) this.answered = this.answered.filter((answered) => answered.at >= requestedAt);
    return page.more;
  }

  async pullAll(limit: number): Promise<void> {
    while (await this.pullPage(limit));
  }

  /** The device's records of a kind: the pulled copy with its answered-but-unpulled and unsent ops over it. */
  view(kind: EditableKind): Fields[] {
    const records = new Map(this.pulled.get(kind));
    for (const { procedure, input } of [...this.answered.map((answered) => answered.op), ...this.outbox]) {
      const [opKind, action] = procedure.split('.');
      if (opKind !== kind) continue;
      const id = String(input.id);
      if (action === 'delete') records.delete(id);
      else if (action === 'create') records.set(id, { ...input });
      else if (records.has(id)) records.set(id, { ...records.get(id), ...input });
    }
    return [...records.values()];
  }
}
