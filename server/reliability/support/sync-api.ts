import type { Random } from '../../../core/demo/random';
import { uuidFromBytes } from '../../../core/schemas/fields';
import type { ChangesPage, ConflictRecord, OpResult, SyncOp } from '../../../core/schemas/sync';
import { callJson } from '../../testing/http';

// The offline-sync calls as a device makes them, for the reliability tests that play devices: a
// push of saved operations and a page of the change feed, over real HTTP.

export type { ChangesPage, ConflictRecord, OpResult, SyncOp };
export type Fields = Record<string, unknown>;

/** Where a device sends its calls, and as whom. */
export interface SyncServer {
  url: string;
  token: string;
}

/** A call the server did not answer with 200: the tests treat it as a failure, with what it said. */
export class SyncCallError extends Error {
  constructor(
    readonly status: number,
    body: unknown,
  ) {
    super(`answered ${status}: ${JSON.stringify(body)}`);
  }
}

/** POST /api/sync/push: each op's answer, in the order sent. A connection that fails rejects. */
export async function pushOps(server: SyncServer, deviceId: string, ops: readonly SyncOp[]): Promise<OpResult[]> {
  const answer = await callJson<{ results: OpResult[] }>(`${server.url}/api/sync/push`, { body: { deviceId, ops }, token: server.token });
  if (answer.status !== 200) throw new SyncCallError(answer.status, answer.body);
  return answer.body.results;
}

/** GET /api/sync/changes: one page of the farm's changes after `since`. */
export async function changesAfter(server: SyncServer, since: number, limit: number): Promise<ChangesPage> {
  const answer = await callJson<ChangesPage>(`${server.url}/api/sync/changes?since=${since}&limit=${limit}`, { token: server.token });
  if (answer.status !== 200) throw new SyncCallError(answer.status, answer.body);
  return answer.body;
}

/** A UUID from the seeded generator, so a run's ids (and with them its answers) repeat with its seed. */
export function seededUuid(rng: Random): string {
  return uuidFromBytes(Array.from({ length: 16 }, () => rng.int(0, 255)));
}
