import { isDeepStrictEqual } from 'node:util';
import type { Random } from '../../../core/demo/random';
import { seededUuid, pushOps, type Fields, type OpResult, type SyncOp, type SyncServer } from './sync-api';

// The pushes the sync crash test sends while the server may die at any moment, and what it knows of
// them afterwards. Every op is one that always applies (new animals, their weights, breedings from a
// lot too large to run short, bales and straws used as counter deltas), so its effect can be counted:
// applied twice, or not at all, the counts come out wrong.

/** The farm's stock the ops draw from, made before the first run. */
export interface SyncCrashStock {
  bull: string;
  tank: string;
  strawLotId: string;
  forageId: string;
}

/** A batch sent, with its answer when one arrived. */
export interface SentBatch {
  deviceId: string;
  ops: SyncOp[];
  answer?: OpResult[];
}

/** Every batch sent over all the runs on the file, and each op's answer once one arrived. */
export class SyncCrashLedger {
  readonly batches: SentBatch[] = [];
  /** Each op's first answer, by op id. */
  readonly answers = new Map<string, OpResult>();
  private tags = 0;

  nextTag(): string {
    this.tags += 1;
    return `S${this.tags}`;
  }

  get ops(): SyncOp[] {
    return this.batches.flatMap((batch) => batch.ops);
  }

  unanswered(): SentBatch[] {
    return this.batches.filter((batch) => !batch.answer);
  }

  /** Takes in a batch's answer; answers the problems with it (an op not applied, or answered otherwise than before). */
  answered(batch: SentBatch, results: readonly OpResult[]): string[] {
    const problems: string[] = [];
    batch.ops.forEach((op, i) => {
      const result = results[i];
      const first = this.answers.get(op.opId);
      if (!result || result.opId !== op.opId) problems.push(`${op.procedure} ${op.opId} answered out of order: ${JSON.stringify(result)}`);
      else if (first && !isDeepStrictEqual(first, result)) problems.push(`${op.procedure} ${op.opId} answered ${JSON.stringify(result)}, before ${JSON.stringify(first)}`);
      else if (result.status !== 'applied') problems.push(`${op.procedure} ${JSON.stringify(op.input)} answered ${JSON.stringify(result)}`);
      else if (!first) this.answers.set(op.opId, result);
    });
    batch.answer = [...results];
    return problems;
  }
}

/**
 * A device's batch: a few new animals, each maybe weighed again and bred from the stock, and bales
 * and straws used (counter deltas against the count the device last saw, never the true one).
 */
function randomBatch(rng: Random, ledger: SyncCrashLedger, stock: SyncCrashStock): SyncOp[] {
  const ops: SyncOp[] = [];
  const op = (procedure: SyncOp['procedure'], input: Fields, base?: Fields) => ops.push({ opId: seededUuid(rng), procedure, input, ...(base ? { base } : {}) });
  for (let animals = rng.int(1, 20); animals > 0; animals--) {
    const id = seededUuid(rng);
    const tag = ledger.nextTag();
    const weight = rng.int(300, 1600);
    op('cattle.create', { id, tag, type: 'Cow', pasture: 'North', weight });
    if (rng.chance(0.5)) op('cattle.update', { id, weight: weight + rng.int(1, 50) }, { weight });
    if (rng.chance(0.6)) {
      op('activities.create', {
        id: seededUuid(rng),
        type: 'breeding',
        cattleTag: tag,
        date: `2026-0${rng.int(1, 9)}-1${rng.int(0, 9)}`,
        pasture: 'North',
        breedingMethod: 'artificial_insemination',
        breedingSire: `${stock.bull}|${stock.tank}`,
        strawsUsed: rng.int(1, 3),
      });
    }
    if (rng.chance(0.4)) {
      const [id, field, seen] = rng.chance(0.5) ? [stock.forageId, 'remainingBales', rng.int(1000, 900_000)] : [stock.strawLotId, 'remainingStraws', rng.int(1000, 900_000)];
      op(`${field === 'remainingBales' ? 'forage' : 'semenStraws'}.update`, { id, [field]: seen - rng.int(1, 3) }, { [field]: seen });
    }
  }
  return ops;
}

export interface SyncCrashRun {
  /** Batches sent, answered or not. */
  sent: number;
  /** Batches whose answer never came: the kill landed while they were in flight. */
  inFlight: number;
  problems: string[];
}

/**
 * Pushes batches from `devices` devices at once until the server is killed, `killAfterMs` after
 * the run starts. A batch sent after the kill is decided is not sent: it would count as in flight.
 */
export async function pushUntilKilled(opts: {
  server: SyncServer;
  ledger: SyncCrashLedger;
  stock: SyncCrashStock;
  rng: Random;
  devices: string[];
  killAfterMs: number;
  kill: () => Promise<void>;
}): Promise<SyncCrashRun> {
  const { ledger, rng } = opts;
  const run: SyncCrashRun = { sent: 0, inFlight: 0, problems: [] };
  let killed = false;
  async function device(deviceId: string): Promise<void> {
    while (!killed) {
      const batch: SentBatch = { deviceId, ops: randomBatch(rng, ledger, opts.stock) };
      ledger.batches.push(batch);
      run.sent += 1;
      const results = await pushOps(opts.server, deviceId, batch.ops).catch((error: unknown) => {
        if (killed) run.inFlight += 1;
        else run.problems.push(`a push failed while the server was up: ${String(error)}`);
        return null;
      });
      if (results) run.problems.push(...ledger.answered(batch, results));
    }
  }
  const devices = opts.devices.map(device);
  await new Promise((resolve) => setTimeout(resolve, opts.killAfterMs));
  killed = true;
  await opts.kill();
  await Promise.all(devices);
  return run;
}
