import type { Random } from '../../../core/demo/random';
import type { EditableKind } from '../../../core/schemas/sync';
import { callJson } from '../../testing/http';
import { type ConflictRecord, type Fields, type SyncOp, type SyncServer } from './sync-api';
import type { SyncClient } from './sync-client';
import { SimLedger } from './sync-sim-ledger';
import { randomOp, stockOps } from './sync-sim-writes';

// The simulations' run: two phones and the desktop save ops offline and reconnect in a shuffled
// order, pushing and pulling in random interleavings; batches are sent twice (at once, or stale,
// after others pushed), answers are lost on the way back, and the farm is restored from a backup now
// and then (a new epoch). The desktop is always the in-memory model device (SyncClient), which
// also settles conflicts; what a phone is (the model device, or the renderer's own sync engine)
// is the subclass's.

export interface SimOptions {
  server: SyncServer;
  rng: Random;
  /** Ops the devices make, besides the desktop's stock. */
  ops: number;
  /** Backups restored during the run (each starts the feed over with a new epoch). */
  restores: number;
  strawsPerLot: number;
}

/** What the run's loop asks of a device. */
export interface SimDevice {
  readonly name: string;
  /** Makes one op from the device's view and saves it (a phone may refuse it, as the server would). */
  save(): Promise<void>;
  /** Sends what waits to be sent. */
  push(): Promise<void>;
  /** Pulls a page of the change feed, or (`all`) to its end. */
  pull(all: boolean): Promise<void>;
  /** Sends again a batch the network kept. */
  resendStale(): Promise<void>;
  /** The signal comes and goes. */
  setOnline(online: boolean): void;
}

export abstract class SimulationRun extends SimLedger {
  /** The devices the loop picks from. */
  protected abstract devices: readonly SimDevice[];
  private readonly stale = new Map<SyncClient, SyncOp[][]>();
  private fresh = 0;

  protected constructor(
    protected readonly options: SimOptions,
    readonly desktop: SyncClient,
  ) {
    super();
  }

  /** A random op made from a device's view of the farm. */
  opFrom(view: (kind: EditableKind) => Fields[]): SyncOp {
    return randomOp({ rng: this.options.rng, view, fresh: () => ++this.fresh, stockIds: this.stockIds });
  }

  /** A model device keeps an op to send. */
  protected saveOn(client: SyncClient, op: SyncOp): void {
    this.saved.set(op.opId, op);
    client.save(op);
  }

  /** A model device pushes a batch; it takes the answer in unless the network lost it. */
  protected async pushFrom(client: SyncClient, batch: SyncOp[], { lossy = true } = {}): Promise<void> {
    const { results, keep } = await this.deliver(batch, () => client.push(batch), this.options.rng, { lossy });
    if (results) client.accept(results);
    if (keep) this.stale.set(client, [...(this.stale.get(client) ?? []), batch]);
  }

  protected async resendStaleOf(client: SyncClient): Promise<void> {
    const batch = this.stale.get(client)?.shift();
    if (batch) client.accept(await this.resend(batch, () => client.push(batch)));
  }

  protected async pullTo(client: SyncClient, all: boolean): Promise<void> {
    const limit = this.options.rng.pick([25, 100, 500]);
    do this.counts.pages += 1;
    while ((await client.pullPage(limit)) && all);
  }

  /** A model device as the loop drives it: a push sends mostly what was saved since the last, now and then all it has. */
  protected clientDevice(client: SyncClient): SimDevice {
    const { rng } = this.options;
    return {
      name: client.name,
      save: async () => {
        this.saveOn(client, this.opFrom((kind) => client.view(kind)));
        this.counts.opsSaved += 1;
      },
      push: async () => {
        if (client.outbox.length > 0) await this.pushFrom(client, client.nextBatch(rng.chance(0.2) ? 200 : rng.int(1, 8)));
      },
      pull: (all) => this.pullTo(client, all),
      resendStale: () => this.resendStaleOf(client),
      setOnline: () => undefined,
    };
  }

  /** A model device comes online for good and sends all it has (no answer lost), and its stale batches arrive. */
  protected async flush(client: SyncClient): Promise<void> {
    while (client.outbox.length > 0) await this.pushFrom(client, client.nextBatch(200), { lossy: false });
    while ((this.stale.get(client)?.length ?? 0) > 0) await this.resendStaleOf(client);
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
  protected async saveStock(): Promise<void> {
    const ops = stockOps(this.options.rng, this.options.strawsPerLot);
    for (const op of ops) {
      this.saveOn(this.desktop, op);
      if (op.procedure.startsWith('semen')) this.stockIds.add(String(op.input.id));
    }
    // The stock goes over a network that behaves, so every device starts from it.
    await this.pushFrom(this.desktop, ops, { lossy: false });
    for (const device of this.devices) await device.pull(true);
  }

  /** The random interleaving of saves, pushes, pulls, resends, settlings, restores and the signal coming and going. */
  async run(): Promise<void> {
    const { rng, ops, restores } = this.options;
    const restoreAt = Array.from({ length: restores }, (_, i) => Math.floor(((i + 1) * ops) / (restores + 1)));
    const offline = new Set<SimDevice>();
    const settler = this.devices.find((device) => device.name === this.desktop.name);
    while (this.counts.opsSaved < ops) {
      const device = rng.pick(this.devices);
      const online = !offline.has(device);
      const step = rng.weighted([
        ['save', 8],
        ['push', online ? 8 : 0],
        ['pull page', online ? 3 : 0],
        ['pull all', online ? 1 : 0],
        ['resend stale', online ? 1 : 0],
        ['settle', online && device === settler ? 2 : 0],
        ['go offline or online', 0.4],
      ] as const);
      if (step === 'save') {
        for (let n = rng.int(1, 3); n > 0 && this.counts.opsSaved < ops; n--) {
          await device.save();
          if (restoreAt[0] !== undefined && this.counts.opsSaved >= restoreAt[0]) {
            restoreAt.shift();
            await this.restore();
          }
        }
      } else if (step === 'push') {
        await device.push();
      } else if (step === 'pull page' || step === 'pull all') {
        await device.pull(step === 'pull all');
      } else if (step === 'resend stale') {
        await device.resendStale();
      } else if (step === 'settle') {
        await this.settle();
      } else if (step === 'go offline or online') {
        if (online) offline.add(device);
        else offline.delete(device);
        device.setOnline(!online);
      }
    }
  }
}
