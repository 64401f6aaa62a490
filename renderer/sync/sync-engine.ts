import { copyOfReplica, emptyReplica, type FarmReplica } from '../../core/replica/farm-replica';
import {
  changesPage,
  DEFAULT_CHANGES_PAGE,
  MAX_CHANGES_PAGE,
  MAX_PUSH_OPS,
  type OpResult,
  type PushInput,
  type SyncOp,
  type SyncProcedure,
} from '../../core/schemas/sync';
import type { FieldIssue } from '../../core/errors';
import { withChanges } from './pulled-changes';
import { everyBucket, START_CURSOR, type Cursor, type DirtyBuckets, type ReplicaStore } from './replica-store';

// The phone's side of sync, free of the page and the network (it runs in Node's tests as in the
// browser): the copy of the farm as last pulled (`base`), the outbox of ops saved since, and what
// the screens read (`view`): the base with the outbox applied on top by the server's own op rules.
// A save is checked and applied to the view, and queued, at once. Sync pushes the outbox, then
// pulls the changes since the cursor; an op leaves the outbox only once a pull has brought what the
// server made of it, so the screens never show the farm without a save the person made.

/** The two calls sync makes of the farm's server. */
export interface SyncTransport {
  push(input: PushInput): Promise<{ results: OpResult[] }>;
  /** A page of the feed as it came over the wire: the engine checks its shape. */
  changes(input: { since: number; limit: number }): Promise<unknown>;
}

/** An op the server refused when it came (the farm had changed since it was saved): the person is told. */
export interface RefusedOp {
  op: SyncOp;
  message: string;
  issues?: FieldIssue[];
}

export interface SyncEngineOptions {
  store: ReplicaStore;
  transport: SyncTransport;
  /** The device's id, made once per device. */
  deviceId: string;
  /** Told of each op the server refused. */
  onRefused?: (refused: RefusedOp) => void;
}

export interface SyncEngine {
  /** What the screens show. Never changed in place: each change is a new object. */
  view(): FarmReplica;
  /** Ops saved on the device that the server has not yet made part of the copy. */
  waiting(): number;
  /** Whether the copy has been pulled whole at least once (a new phone's first sync is done). */
  whole(): boolean;
  /** Runs `listener` after each change of the view, saying what changed it; answers a stop. */
  subscribe(listener: (change: ViewChange) => void): () => void;
  /**
   * A save by the person: checked, shown and queued; answers what the procedure answers (and the
   * op's id), or throws its refusal. A save whose caller `waitsForServer` has the server's refusal
   * kept for `claimRefusal` instead of told to `onRefused`.
   */
  save(procedure: SyncProcedure, input: Record<string, unknown>, base?: Record<string, unknown>, options?: { waitsForServer?: boolean }): Promise<SavedOp>;
  /** The server's refusal of an op whose saver waited for it, if it came; after this, a later refusal is told to `onRefused`. */
  claimRefusal(opId: string): RefusedOp | undefined;
  /** Pushes the outbox, then pulls; one run at a time (a call during a run waits for it, then runs again). */
  sync(): Promise<void>;
  /**
   * Reads the copy and the outbox again from the device, once the saves and the sync under way are
   * done: another tab of the app has saved or pulled into them.
   */
  reload(): Promise<void>;
}

export interface SavedOp {
  opId: string;
  /** What the procedure answers: the saved record, or `{ ok: true }` for a delete. */
  answer: unknown;
}

/** A save by the person on this device, a pull of what the server has, or a reload of what another tab of the app wrote. */
export type ViewChange = 'save' | 'pull' | 'reload';

const FIRST_PAGE = DEFAULT_CHANGES_PAGE;

type OutboxOps = typeof import('./outbox-ops');

/** A long pull writes its pages down this often (and at its end): a reload meanwhile pulls again what was not written. */
export const PULL_WRITE_EVERY_MS = 5_000;

/** An update's op holds the id and only the fields the person changed (those `base` names); without a base, the whole input. */
function opInput(procedure: SyncProcedure, input: Record<string, unknown>, base?: Record<string, unknown>): Record<string, unknown> {
  if (!procedure.endsWith('.update') || !base) return input;
  return { id: input.id, ...Object.fromEntries(Object.keys(base).map((field) => [field, input[field]])) };
}

export async function openSyncEngine({ store, transport, deviceId, onRefused }: SyncEngineOptions): Promise<SyncEngine> {
  let { base, cursor, outbox } = await store.load();
  let view: FarmReplica = base;
  /** Loaded before the outbox first holds an op: by the first save, or here and at a reload when it already does. */
  let ops: OutboxOps | null = null;
  const loadOps = async (): Promise<OutboxOps> => (ops ??= await import('./outbox-ops'));
  if (outbox.length > 0) await loadOps();
  /** Counts pulls laid in, so a save that waited on the disk knows whether its view is still current. */
  let baseGeneration = 0;
  const listeners = new Set<(change: ViewChange) => void>();
  const changed = (change: ViewChange) => listeners.forEach((listener) => listener(change));

  const viewOf = (farm: FarmReplica): FarmReplica => {
    const next = copyOfReplica(farm);
    if (outbox.length > 0) {
      if (!ops) throw new Error('The outbox holds ops before their rules are loaded');
      ops.applyPending(next, deviceId, outbox.map((queued) => queued.op));
    }
    // Only the server's conflicts are shown: what an op will raise is known when the server applies it.
    next.conflicts = farm.conflicts;
    return next;
  };
  view = viewOf(base);

  let saving: Promise<unknown> = Promise.resolve();
  /** Ops whose saver waits for the server's answer, and the refusals kept for them. */
  const waiters = new Set<string>();
  const refusals = new Map<string, RefusedOp>();

  const save: SyncEngine['save'] = (procedure, input, fieldsBase, { waitsForServer = false } = {}) => {
    const run = saving.then(async () => {
      const op: SyncOp = {
        opId: crypto.randomUUID(),
        procedure,
        input: opInput(procedure, input, fieldsBase),
        ...(fieldsBase && procedure.endsWith('.update') ? { base: fieldsBase } : {}),
      };
      const { saveLocally } = await loadOps();
      const generation = baseGeneration;
      const local = saveLocally(view, op);
      const key = await store.enqueue(op);
      if (waitsForServer) waiters.add(op.opId);
      outbox = [...outbox, { key, op }];
      local.replica.conflicts = base.conflicts;
      view = generation === baseGeneration ? local.replica : viewOf(base);
      changed('save');
      return { opId: op.opId, answer: local.answer };
    });
    saving = run.catch(() => undefined);
    return run;
  };

  /** Pushes every op not yet sent, in order, in batches; answers the keys of those the server has answered. */
  const pushOutbox = async (): Promise<number[]> => {
    const sent: number[] = [];
    for (let start = 0; start < outbox.length; start += MAX_PUSH_OPS) {
      const batch = outbox.slice(start, start + MAX_PUSH_OPS);
      const { results } = await transport.push({ deviceId, ops: batch.map((queued) => queued.op) });
      results.forEach((result, index) => {
        const queued = batch[index]!;
        if (result.status !== 'rejected') return;
        const refused = { op: queued.op, message: result.message ?? '', ...(result.issues ? { issues: result.issues } : {}) };
        if (waiters.has(queued.op.opId)) refusals.set(queued.op.opId, refused);
        else onRefused?.(refused);
      });
      sent.push(...batch.map((queued) => queued.key));
    }
    return sent;
  };

  /** Buckets changed in memory and not yet written: kept until a write of them succeeds. */
  let unwritten: DirtyBuckets = new Map();
  let writtenAt = Date.now();

  /** Asks for the page after `since`; its failure is thrown where it is awaited. */
  const ask = (since: number) => {
    // A small first page, so a new phone shows its first rows soon; then big ones.
    // Checked as it comes in: a page that is not the feed's shape is never laid into the copy.
    const asked = transport.changes({ since, limit: since === 0 ? FIRST_PAGE : MAX_CHANGES_PAGE }).then((page) => changesPage.parse(page));
    asked.catch(() => undefined);
    return { since, asked };
  };

  /**
   * Pulls to the end of the feed, laying each page in; the pushed ops leave the outbox with the last
   * page. The next page is on its way while one is laid in, and the pages are written down together
   * every few seconds and at the end (each write rewrites the buckets it touches whole).
   */
  const pull = async (sent: readonly number[]) => {
    let request = ask(cursor.seq);
    let restarted = false;
    for (;;) {
      const page = await request.asked;
      if (page.epoch !== cursor.epoch) {
        // A new numbering (a restore, Clear All Data): the copy is pulled again from 0; the outbox stays.
        const numbered = cursor.epoch !== null;
        cursor = { ...START_CURSOR, epoch: page.epoch };
        base = emptyReplica();
        restarted = true;
        // Starting over rewrites every bucket, so none of the old copy is left on the disk.
        unwritten = everyBucket();
        // The page answered a cursor of the old numbering: ask again from the start.
        if (numbered && request.since !== 0) {
          request = ask(0);
          continue;
        }
      }
      if (page.more) request = ask(page.next);
      const next = withChanges(base, page.changes, unwritten);
      const nextCursor: Cursor = { epoch: page.epoch, seq: page.next, whole: cursor.whole || !page.more };
      const done = page.more ? [] : sent;
      if (!page.more || Date.now() - writtenAt >= PULL_WRITE_EVERY_MS) {
        await store.commit(next, unwritten, nextCursor, done);
        unwritten = new Map();
        writtenAt = Date.now();
      }
      // A page that brought nothing, and took nothing out of the outbox, leaves the view as it was.
      const news = page.changes.length > 0 || done.length > 0 || nextCursor.whole !== cursor.whole || restarted;
      restarted = false;
      base = next;
      cursor = nextCursor;
      if (news) {
        baseGeneration += 1;
        const gone = new Set(done);
        outbox = outbox.filter((queued) => !gone.has(queued.key));
        view = viewOf(base);
        changed('pull');
      }
      if (!page.more) return;
    }
  };

  let running: Promise<void> | undefined;
  let again = false;
  const runOnce = async () => {
    const sent = outbox.length > 0 ? await pushOutbox() : [];
    await pull(sent);
  };
  const sync = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      await reloading;
      try {
        do {
          again = false;
          await runOnce();
        } while (again);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  /** A reload under way: a sync waits for it (and it for a sync), so no pull lays pages on a copy read meanwhile. */
  let reloading: Promise<void> = Promise.resolve();
  const reload = async (syncUnderWay: Promise<void> | undefined) => {
    await syncUnderWay?.catch(() => undefined);
    const loaded = await store.load();
    // Another tab may have saved: its ops' rules are loaded before the view lays them over the copy.
    if (loaded.outbox.length > 0) await loadOps();
    ({ base, cursor, outbox } = loaded);
    // What was pulled here and not yet written down is pulled again from the cursor written.
    unwritten = new Map();
    baseGeneration += 1;
    view = viewOf(base);
    changed('reload');
  };

  return {
    view: () => view,
    waiting: () => outbox.length,
    whole: () => cursor.whole,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    save,
    claimRefusal(opId) {
      waiters.delete(opId);
      const refused = refusals.get(opId);
      refusals.delete(opId);
      return refused;
    },
    sync,
    reload: () => {
      // In the saves' queue, so no save is half made while the outbox is read again.
      // A sync already under way ends first; one asked for meanwhile waits for the reload.
      const underWay = running;
      const reloaded = saving.then(() => reload(underWay));
      saving = reloading = reloaded.catch(() => undefined);
      return reloaded;
    },
  };
}
