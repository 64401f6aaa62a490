import type { Random } from '../../../core/demo/random';
import { changesPage, type PushInput } from '../../../core/schemas/sync';
import type { SyncTransport } from '../../../renderer/sync/sync-engine';
import type { SimLedger } from './sync-sim-ledger';

// The network between a phone's sync engine and the server, as the simulation makes it: the signal
// comes and goes (a call then never leaves the phone), an answer is lost on the way back after the
// server applied the batch, and a batch is sent twice, at once or kept and sent again later, after
// others pushed. Every answer the server gives is seen by the ledger, lost or not.

/** A call made with no signal: as `fetch` fails in a browser. */
export class NoSignal extends TypeError {
  constructor() {
    super('Failed to fetch');
  }
}

/** The server applied the batch, but its answer never reached the phone. */
export class LostAnswer extends TypeError {
  constructor() {
    super('Failed to fetch (the answer was lost on the way back)');
  }
}

export class FaultyTransport implements SyncTransport {
  online = true;
  /** While the run lasts; at its end the network behaves, so everyone can finish. */
  faulty = true;
  /** Times the feed answered under a new epoch (a restore): the phone then pulls the farm again from 0. */
  epochResets = 0;
  private epoch: string | null = null;
  /** Batches the network keeps to deliver again later. */
  private readonly kept: PushInput[] = [];

  constructor(
    private readonly real: SyncTransport,
    private readonly ledger: SimLedger,
    private readonly rng: Random,
  ) {}

  async push(input: PushInput) {
    if (!this.online) throw new NoSignal();
    const { results, keep } = await this.ledger.deliver(input.ops, () => this.send(input), this.rng, { lossy: this.faulty });
    if (keep) this.kept.push(input);
    if (!results) throw new LostAnswer();
    return { results };
  }

  async changes(input: { since: number; limit: number }) {
    if (!this.online) throw new NoSignal();
    this.ledger.counts.pages += 1;
    const page = changesPage.parse(await this.real.changes(input));
    if (this.epoch !== null && page.epoch !== this.epoch) this.epochResets += 1;
    this.epoch = page.epoch;
    return page;
  }

  /** Batches kept to be delivered again. */
  get keeping(): number {
    return this.kept.length;
  }

  /** Delivers a kept batch again; its answer goes nowhere (the phone never asked twice). */
  async resendKept(): Promise<void> {
    const input = this.kept.shift();
    if (input) await this.ledger.resend(input.ops, () => this.send(input));
  }

  private async send(input: PushInput) {
    return (await this.real.push(input)).results;
  }
}
