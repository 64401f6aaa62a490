import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { callJson } from '../../testing/http';

// The writes the backup test sends while a backup is taken: several sequential streams, each
// adding animals one after another (the next is sent once the last was answered) at a steady pace,
// with client-made ids, so the test knows of every animal when it was sent and when it was acknowledged.

export const BACKUP_PASTURE = 'Backup Meadow';

/** One animal sent: its stream, its place in the stream, and when (performance.now) it left and was acknowledged. */
export interface SentAnimal {
  id: string;
  stream: number;
  seq: number;
  sentAt: number;
  ackedAt: number | null;
}

export interface WriteStreams {
  /** Every animal sent so far, in each stream's order. */
  sent: SentAnimal[];
  /** Answers other than 200. */
  problems: string[];
  /** Stops sending; resolves once every stream's last write is answered. */
  stop(): Promise<void>;
}

/** Starts `streams` streams that together send about `perSecond` creates a second to the farm of `token`. */
export function startWriteStreams(opts: { url: string; token: string; streams: number; perSecond: number }): WriteStreams {
  const sent: SentAnimal[] = [];
  const problems: string[] = [];
  const periodMs = (1000 * opts.streams) / opts.perSecond;
  let stopped = false;

  async function stream(number: number): Promise<void> {
    const began = performance.now();
    for (let seq = 0; !stopped; seq += 1) {
      const animal: SentAnimal = { id: randomUUID(), stream: number, seq, sentAt: performance.now(), ackedAt: null };
      sent.push(animal);
      const body = { id: animal.id, tag: `B${number}-${seq}`, type: 'Cow', pasture: BACKUP_PASTURE };
      const answer = await callJson(`${opts.url}/api/cattle`, { body, token: opts.token }).catch((error: unknown) => ({ status: 0, body: String(error) }));
      if (answer.status === 200) animal.ackedAt = performance.now();
      else problems.push(`animal ${body.tag}: ${answer.status} ${JSON.stringify(answer.body)}`);
      // A steady pace: the next write leaves at its slot, or at once when this one ran late.
      const wait = began + (seq + 1) * periodMs - performance.now();
      if (wait > 0 && !stopped) await sleep(wait);
    }
  }

  const running = Array.from({ length: opts.streams }, (_, number) => stream(number));
  return {
    sent,
    problems,
    async stop() {
      stopped = true;
      await Promise.all(running);
    },
  };
}

/**
 * What a consistent snapshot of the streams may hold, for the animals found in it (`found`): every
 * animal acknowledged before the backup started, nothing sent after it finished, and within each
 * stream no gap (an animal is there only if every earlier one of its stream is). Answers the problems.
 */
export function snapshotProblems(sent: readonly SentAnimal[], found: ReadonlySet<string>, backupStartedAt: number, backupFinishedAt: number): string[] {
  const problems: string[] = [];
  for (const animal of sent) {
    const inSnapshot = found.has(animal.id);
    if (!inSnapshot && animal.ackedAt !== null && animal.ackedAt < backupStartedAt) problems.push(`B${animal.stream}-${animal.seq} was acknowledged before the backup started but is not in it`);
    if (inSnapshot && animal.sentAt > backupFinishedAt) problems.push(`B${animal.stream}-${animal.seq} was sent after the backup finished but is in it`);
  }
  const streams = new Map<number, SentAnimal[]>();
  for (const animal of sent) {
    const stream = streams.get(animal.stream) ?? [];
    stream.push(animal);
    streams.set(animal.stream, stream);
  }
  for (const [stream, animals] of streams) {
    const present = animals.map((animal) => found.has(animal.id));
    const firstMissing = present.indexOf(false);
    if (firstMissing >= 0 && present.slice(firstMissing).some(Boolean)) problems.push(`stream ${stream} has a gap: B${stream}-${firstMissing} is missing but a later animal is there`);
  }
  const known = new Set(sent.map((animal) => animal.id));
  for (const id of found) if (!known.has(id)) problems.push(`animal ${id} is in the backup but was never sent`);
  return problems;
}
