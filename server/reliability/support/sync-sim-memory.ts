import { seededUuid } from './sync-api';
import { SyncClient } from './sync-client';
import { SimulationRun, type SimDevice, type SimOptions } from './sync-sim-run';

// Part 1's simulation: every device (two phones and the desktop) is the in-memory model of a
// device (SyncClient), so the run tests the server's side of the sync contract alone.

export class SyncSimulation extends SimulationRun {
  readonly clients: SyncClient[];
  protected readonly devices: SimDevice[];

  constructor(options: SimOptions) {
    const clients = ['phone A', 'phone B', 'desktop'].map((name) => new SyncClient(name, seededUuid(options.rng), options.server));
    super(options, clients[2]!);
    this.clients = clients;
    this.devices = clients.map((client) => this.clientDevice(client));
  }

  setUp(): Promise<void> {
    return this.saveStock();
  }

  /** Everyone comes online and sends all it has (no answer lost), stale batches arrive, then everyone pulls to the end. */
  async finish(): Promise<void> {
    for (const client of this.clients) await this.flush(client);
    for (const client of this.clients) await this.pullTo(client, true);
  }
}
