import { seededUuid } from './sync-api';
import { SyncClient } from './sync-client';
import { EnginePhone } from './engine-sim-phone';
import { SimulationRun, type SimDevice, type SimOptions } from './sync-sim-run';

// The simulation with the real engine: two phones run the renderer's sync engine (each its own
// IndexedDB database and device id), the desktop is the model device that settles conflicts, all
// against the real server over HTTP, through the same run, faults and oracle as part 1.

export class EngineSimulation extends SimulationRun {
  readonly phones: EnginePhone[] = [];
  protected devices: readonly SimDevice[] = [];

  constructor(options: SimOptions) {
    super(options, new SyncClient('desktop', seededUuid(options.rng), options.server));
  }

  async setUp(): Promise<void> {
    for (const name of ['phone A', 'phone B']) this.phones.push(await EnginePhone.open(name, this, this.options.server, this.options.rng));
    this.devices = [...this.phones, this.clientDevice(this.desktop)];
    await this.saveStock();
  }

  /**
   * Everyone comes online for good: the desktop sends all it has, the network delivers what it
   * kept, the phones sync until nothing waits; then each phone syncs once more and the desktop
   * pulls, so everyone holds what the others sent last.
   */
  async finish(): Promise<void> {
    await this.flush(this.desktop);
    for (const phone of this.phones) await phone.finish();
    for (const phone of this.phones) await phone.sync();
    await this.pullTo(this.desktop, true);
  }
}
