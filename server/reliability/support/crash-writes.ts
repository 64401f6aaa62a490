import { randomUUID } from 'node:crypto';
import type { Random } from '../../../core/demo/random';
import { ACTIVITY_MESSAGES } from '../../../core/schemas/activities';
import { callJson } from '../../testing/http';
import { CRASH_BULL, CRASH_PASTURE } from './crash-farm';

// The writes the crash test sends while the server may die at any moment, and what the test knows of
// them afterwards. A write is acknowledged when its 200 arrived: from then on it must survive.

/** One write sent to the server. Breedings and Clear All Data are the multi-row ones. */
export type CrashWrite =
  | { kind: 'animal'; id: string; tag: string }
  | { kind: 'weight'; id: string; weight: number }
  | { kind: 'breeding'; id: string; tag: string }
  | { kind: 'clear'; id: null };

/** Everything acknowledged over all the runs on the file, and the writes whose outcome is unknown. */
export class CrashLedger {
  /** Acknowledged new animals: id → tag. */
  readonly animals = new Map<string, string>();
  /** Acknowledged weight changes: animal id → weight. */
  readonly weights = new Map<string, number>();
  /** Acknowledged breeding activities (activity row, the animal's breeding, the straws drawn). */
  readonly breedings = new Set<string>();
  /** The backups Clear All Data answered with. */
  readonly backups = new Set<string>();
  /** Breedings refused with "Not enough straws" (after a clear took the tank): none of them may be saved. */
  readonly refused = new Set<string>();
  acknowledged = 0;
  private tags = 0;

  nextTag(): string {
    this.tags += 1;
    return `C${this.tags}`;
  }
}

export interface CrashRun {
  /** Writes sent before the kill whose answer never came. */
  inFlight: CrashWrite[];
  /** Answers the server must never give (a 5xx, a refusal of a valid write, a lost connection while it was up). */
  problems: string[];
}

export interface CrashRunOptions {
  url: string;
  token: string;
  /** The tank the breedings draw from. */
  tank: string;
  ledger: CrashLedger;
  rng: Random;
  connections: number;
  /** When the server is killed, from the start of the run. */
  killAfterMs: number;
  /** When Clear All Data is sent, or null for a run without one. */
  clearAfterMs: number | null;
  kill: () => Promise<void>;
}

/**
 * Sends writes on `connections` connections at once until the server is killed: each connection adds
 * an animal, then maybe changes its weight, then maybe logs its AI breeding from the tank (one to
 * five straws); and once in some runs, Clear All Data.
 */
export async function writeUntilKilled(opts: CrashRunOptions): Promise<CrashRun> {
  const { ledger, rng } = opts;
  const run: CrashRun = { inFlight: [], problems: [] };
  let killed = false;
  let clearSent = false;

  async function send(write: CrashWrite, method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<boolean> {
    // Nothing is sent once the kill is decided: a write sent after it would count as in flight.
    if (killed) return false;
    const answer = await callJson<{ message?: string; backup?: { id: string } }>(`${opts.url}${path}`, { method, body, token: opts.token }).catch(
      (error: unknown) => {
        if (killed) run.inFlight.push(write);
        else run.problems.push(`${method} ${path} failed while the server was up: ${String(error)}`);
        return null;
      },
    );
    if (answer === null) return false;
    if (answer.status === 200) {
      ledger.acknowledged += 1;
      if (write.kind === 'animal') ledger.animals.set(write.id, write.tag);
      else if (write.kind === 'weight') ledger.weights.set(write.id, write.weight);
      else if (write.kind === 'breeding') ledger.breedings.add(write.id);
      else if (answer.body.backup) ledger.backups.add(answer.body.backup.id);
      return true;
    }
    if (write.kind === 'breeding' && answer.status === 400 && answer.body.message === ACTIVITY_MESSAGES.notEnoughStraws) {
      ledger.refused.add(write.id);
      return false;
    }
    // Clear All Data may have taken the animal between its create and this change.
    if (write.kind === 'weight' && answer.status === 404 && clearSent) return false;
    run.problems.push(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return false;
  }

  async function connection(): Promise<void> {
    while (!killed) {
      const tag = ledger.nextTag();
      const animal = randomUUID();
      if (!(await send({ kind: 'animal', id: animal, tag }, 'POST', '/api/cattle', { id: animal, tag, type: 'Cow', pasture: CRASH_PASTURE }))) continue;
      if (rng.chance(0.5)) {
        const weight = rng.int(300, 1600);
        if (!(await send({ kind: 'weight', id: animal, weight }, 'PATCH', `/api/cattle/${animal}`, { weight }))) continue;
      }
      if (rng.chance(0.6)) {
        const id = randomUUID();
        const date = `2025-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
        await send({ kind: 'breeding', id, tag }, 'POST', '/api/activities', {
          id,
          type: 'breeding',
          cattleTag: tag,
          date,
          pasture: CRASH_PASTURE,
          breedingMethod: 'AI',
          breedingSire: `${CRASH_BULL}|${opts.tank}`,
          strawsUsed: rng.int(1, 5),
        });
      }
    }
  }

  const clearing: Promise<unknown>[] = [];
  const clearTimer =
    opts.clearAfterMs === null
      ? null
      : setTimeout(() => {
          clearSent = true;
          clearing.push(send({ kind: 'clear', id: null }, 'DELETE', '/api/data'));
        }, opts.clearAfterMs);
  const connections = Array.from({ length: opts.connections }, connection);
  await new Promise((resolve) => setTimeout(resolve, opts.killAfterMs));
  killed = true;
  if (clearTimer) clearTimeout(clearTimer);
  await opts.kill();
  await Promise.all([...connections, ...clearing]);
  return run;
}
