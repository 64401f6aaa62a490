import { createTRPCClient, httpLink } from '@trpc/client';
import type { AppRouter } from '../../../core/api/root';
import type { Random } from '../../../core/demo/random';
import { DomainError } from '../../../core/errors';
import type { FarmReplica } from '../../../core/replica/farm-replica';
import { REPLICA_LISTS } from '../../../core/replica/replica-lists';
import type { EditableKind } from '../../../core/schemas/sync';
import { openReplicaStore, type ReplicaStore } from '../../../renderer/sync/replica-store';
import { openSyncEngine, type SyncEngine, type SyncTransport } from '../../../renderer/sync/sync-engine';
import { trpcSyncTransport } from '../../../renderer/sync/sync-transport';
import { seededUuid, type Fields, type SyncServer } from './sync-api';
import { replicaDifferences } from './engine-sim-checks';
import { FaultyTransport, LostAnswer, NoSignal } from './engine-sim-transport';
import { farmLists } from './sync-sim-checks';
import type { SimDevice, SimulationRun } from './sync-sim-run';

// A phone running the renderer's own sync engine on its own IndexedDB database (fake-indexeddb in
// Node), over a faulty network to the real server. It makes its ops from what its screens show
// (the engine's view, as the list calls answer it) and saves them through the engine, which may
// refuse one at once as the server would; it syncs as the app does (the engine pushes the whole
// outbox, then pulls to the end of the feed), now and then with saves made while the sync runs,
// and it tries even with no signal (after a save), as the app's syncer does.

/** Calls that never leave the phone: what a reload of the page sees before it syncs. */
const noSignal: SyncTransport = {
  push: () => Promise.reject(new NoSignal()),
  changes: () => Promise.reject(new NoSignal()),
};

export class EnginePhone implements SimDevice {
  /** Syncs cut short: by no signal, and by an answer lost. */
  readonly cut = { noSignal: 0, lostAnswer: 0 };
  /** Ops refused at save, by the refusal's name (ConflictError, RuleViolationError, …). */
  readonly refusedAtSave = new Map<string, number>();
  /** Ops the server refused when they came (the farm had changed since they were saved). */
  refusedByServer = 0;

  /** Times a phone with nothing waiting was held to the server's lists in the middle of the run. */
  checkedMidRun = 0;
  /** Reloads of the page (a new engine on the same database). */
  reloads = 0;
  private store!: ReplicaStore;
  private engine!: SyncEngine;

  private constructor(
    readonly name: string,
    private readonly databaseName: string,
    readonly deviceId: string,
    readonly transport: FaultyTransport,
    private readonly server: SyncServer,
    private readonly sim: SimulationRun,
    private readonly rng: Random,
  ) {}

  static async open(name: string, sim: SimulationRun, server: SyncServer, rng: Random): Promise<EnginePhone> {
    const client = createTRPCClient<AppRouter>({
      links: [httpLink({ url: `${server.url}/api/trpc`, headers: () => ({ authorization: `Bearer ${server.token}` }) })],
    });
    const phone = new EnginePhone(name, `engine-sim-${seededUuid(rng)}`, seededUuid(rng), new FaultyTransport(trpcSyncTransport(client), sim, rng), server, sim, rng);
    await phone.open(phone.transport);
    return phone;
  }

  /** Opens the engine on the phone's database, as the page does when it loads. */
  private async open(transport: SyncTransport): Promise<void> {
    // Every op the engine queues is one the server must end up holding once.
    this.store = queuedInto(await openReplicaStore(this.databaseName), (op) => this.sim.saved.set(op.opId, op));
    this.engine = await openSyncEngine({ store: this.store, transport, deviceId: this.deviceId, onRefused: () => void (this.refusedByServer += 1) });
  }

  /** The page reloads: a new engine on the same database, what it was holding in memory gone. */
  private async reopen(transport: SyncTransport): Promise<void> {
    this.store.close();
    this.reloads += 1;
    await this.open(transport);
  }

  view(): FarmReplica {
    return this.engine.view();
  }

  waiting(): number {
    return this.engine.waiting();
  }

  /** A kind's records as the phone's screens list them. */
  private rows(kind: EditableKind): Fields[] {
    return REPLICA_LISTS[kind](this.engine.view()) as unknown as Fields[];
  }

  async save(): Promise<void> {
    const op = this.sim.opFrom((kind) => this.rows(kind));
    this.sim.counts.opsSaved += 1;
    try {
      await this.engine.save(op.procedure, op.input, op.base);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.sim.counts.refusedAtSave += 1;
      this.refusedAtSave.set(error.name, (this.refusedAtSave.get(error.name) ?? 0) + 1);
      return;
    }
    if (!this.transport.online) await this.sync();
  }

  /** A sync; now and then the person saves while it is on the network. */
  async push(): Promise<void> {
    const running = this.sync();
    if (this.rng.chance(0.2)) for (let n = this.rng.int(1, 2); n > 0; n--) await this.save();
    await running;
  }

  /**
   * The engine has no pull of its own: a sync with nothing to send is one. Now and then the page was
   * reloaded first; now and then, when the sync leaves nothing waiting, the phone's lists are held to
   * the server's there and then (the run is sequential: nobody changed the farm since the pull).
   */
  async pull(): Promise<void> {
    if (this.rng.chance(0.1)) await this.reopen(this.transport);
    await this.sync();
    if (this.engine.waiting() > 0 || !this.rng.chance(0.1)) return;
    this.checkedMidRun += 1;
    this.sim.mismatches.push(...replicaDifferences(`${this.name} in the run`, this.engine.view(), await farmLists(this.server)));
  }

  resendStale(): Promise<void> {
    return this.transport.resendKept();
  }

  setOnline(online: boolean): void {
    this.transport.online = online;
  }

  /** Syncs; a sync the network cut short is counted (the outbox waits for the next), anything else is a failure of the run. */
  sync(): Promise<void> {
    return this.engine.sync().catch((error: unknown) => {
      if (error instanceof NoSignal) this.cut.noSignal += 1;
      else if (error instanceof LostAnswer) this.cut.lostAnswer += 1;
      else this.sim.mismatches.push(`${this.name}: a sync failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    });
  }

  /** The network behaves from now on: what it kept arrives, and the phone syncs until nothing waits. */
  async finish(): Promise<void> {
    this.transport.online = true;
    this.transport.faulty = false;
    while (this.transport.keeping > 0) await this.transport.resendKept();
    for (let tries = 0; this.engine.waiting() > 0 && tries < 3; tries++) await this.sync();
  }

  /** The page reloaded: a new engine on the same database, with no signal yet. Answers its view and what waits. */
  async reload(): Promise<{ view: FarmReplica; waiting: number }> {
    await this.reopen(noSignal);
    return { view: this.engine.view(), waiting: this.engine.waiting() };
  }

  close(): void {
    this.store.close();
  }
}

/** The store, telling `queued` of each op it keeps in the outbox. */
function queuedInto(store: ReplicaStore, queued: (op: Parameters<ReplicaStore['enqueue']>[0]) => void): ReplicaStore {
  return {
    ...store,
    async enqueue(op) {
      const key = await store.enqueue(op);
      queued(op);
      return key;
    },
  };
}
