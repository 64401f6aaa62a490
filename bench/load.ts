// One autocannon run against a server in another process: latencies to the microsecond (each
// response's own time, rather than autocannon's whole-millisecond histogram), requests per second,
// and a failure for any connection error or any status other than the one expected, so an error
// page is never timed as an answer.
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  connections: number;
  seconds: number;
  /** A fixed number of requests instead of `seconds` of them. */
  amount?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Replaces each `[<id>]` in the body with a new id per request. */
  uniqueIds?: boolean;
  /** The status every answer must have. */
  status: number;
}

export interface LoadRun {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number;
}

export async function load(spec: LoadSpec): Promise<LoadRun> {
  const times: number[] = [];
  const wrong = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        duration: spec.seconds,
        ...(spec.amount === undefined ? {} : { amount: spec.amount }),
        method: spec.method ?? 'GET',
        headers: spec.headers ?? {},
        ...(spec.body === undefined ? {} : { body: spec.body }),
        idReplacement: spec.uniqueIds ?? false,
        timeout: 30,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status === spec.status) times.push(ms);
      else wrong.set(status, (wrong.get(status) ?? 0) + 1);
    });
  });
  if (result.errors > 0 || wrong.size > 0) {
    const statuses = [...wrong].map(([status, n]) => `${n} × ${status}`).join(', ');
    throw new Error(`${spec.method ?? 'GET'} ${spec.url}: ${result.errors} connection errors${statuses ? `, answers ${statuses} (expected ${spec.status})` : ''}`);
  }
  if (times.length === 0) throw new Error(`${spec.url}: no answer within ${spec.seconds} s`);
  times.sort((a, b) => a - b);
  return { requests: times.length, perSecond: times.length / result.duration, p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) };
}

/** A few requests on each connection, not measured, so the measured runs are not charged for compiling and caches. */
export async function warmUp(spec: LoadSpec, perConnection = 3): Promise<void> {
  await load({ ...spec, amount: spec.connections * perConnection });
}
