import type autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { todayISO } from '../../../core/domain/dates';
import type { LoadFarm } from './load-farms';

// What each load connection does, over and over: one visit of a farm hand's phone. It reads the
// herd list, the dashboard's counts and widgets, the pastures and the activity log; adds a calf,
// weighs it and logs its vaccination; adds a pasture, edits it and deletes it; and deletes the calf,
// so a long run keeps the herds at their size (the log grows, as a real one does).

interface Visit {
  farm: LoadFarm;
  n: number;
  animal: string;
  pasture: string;
}

/** The answers that were not 2xx: how many, and the first few with what was asked. */
export class LoadFailures {
  count = 0;
  readonly first: string[] = [];

  record(what: string, status: number, body: string): void {
    this.count += 1;
    if (this.first.length < 5) this.first.push(`${what} → ${status} ${body.slice(0, 300)}`);
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The requests of one visit, for autocannon's `requests`; `run` keeps the tags and names of two runs apart. */
export function loadVisit(farms: readonly LoadFarm[], failures: LoadFailures, run: string): autocannon.Request[] {
  const today = todayISO();
  let visits = 0;

  function step(method: Method, path: (visit: Visit) => string, body?: (visit: Visit) => object, opensVisit = false): autocannon.Request {
    return {
      method,
      setupRequest(request, context) {
        const state = context as { visit?: Visit };
        if (opensVisit || !state.visit) {
          visits += 1;
          state.visit = { farm: farms[visits % farms.length] as LoadFarm, n: visits, animal: randomUUID(), pasture: randomUUID() };
        }
        const { visit } = state;
        return {
          ...request,
          path: path(visit),
          headers: {
            authorization: `Bearer ${visit.farm.token}`,
            'accept-encoding': 'gzip, deflate, br',
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body(visit)) : undefined,
        };
      },
      onResponse(status, responseBody, context) {
        const { visit } = context as { visit?: Visit };
        if (status < 200 || status >= 300) failures.record(`${method} ${visit ? path(visit) : '?'}`, status, responseBody);
      },
    };
  }

  const tag = (visit: Visit) => `L${run}-${visit.n}`;
  const pastureOf = (visit: Visit) => visit.farm.pastures[visit.n % visit.farm.pastures.length] ?? 'Imported';
  const newPasture = (visit: Visit) => `Load ${run} pasture ${visit.n}`;
  return [
    step('GET', () => '/api/cattle', undefined, true),
    step('GET', () => '/api/dashboard/stats'),
    step('GET', () => '/api/dashboard/widgets'),
    step('POST', () => '/api/cattle', (v) => ({ id: v.animal, tag: tag(v), type: 'Calf', gender: 'female', pasture: pastureOf(v), birthDate: today, birthWeight: 72 })),
    step('PATCH', (v) => `/api/cattle/${v.animal}`, () => ({ weight: 85, notes: 'Weighed at the chute' })),
    step('GET', () => '/api/pastures'),
    step('POST', () => '/api/activities', (v) => ({ id: randomUUID(), type: 'vaccination', cattleTag: tag(v), date: today, pasture: pastureOf(v), notes: 'Blackleg 7-way' })),
    step('GET', () => '/api/activities'),
    step('POST', () => '/api/pastures', (v) => ({ id: v.pasture, name: newPasture(v), description: 'Spring grazing', capacity: 40 })),
    step('PUT', (v) => `/api/pastures/${v.pasture}`, (v) => ({ name: newPasture(v), description: 'Rested until June', capacity: 35 })),
    step('DELETE', (v) => `/api/pastures/${v.pasture}`),
    step('DELETE', (v) => `/api/cattle/${v.animal}`),
  ];
}
