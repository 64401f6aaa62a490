import { describe, expect, it } from 'vitest';
import { addDays, todayISO } from '../core/domain/dates';
import { herdReport } from '../core/domain/herd-report';
import { quickUser, type QuickUser } from '../core/testing/quick-user';
import { callJson } from './testing/http';
import { recordApi } from './testing/record-api';
import type { TestServer } from './testing/test-server';
import { serverWithTwoFarms } from './testing/two-farms';

// GET /api/reports over real HTTP: the farm's own herd counted by type, pasture and status, its
// pregnant cows soonest due first, and its 10 newest activities; nothing of another farm.
type Report = ReturnType<typeof herdReport> & { recentActivities: { cattleTag: string; date: string }[] };

let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;
serverWithTwoFarms((started) => ({ server, farm, neighbour } = started));

const { call, created } = recordApi(() => ({ url: server.url, user: farm }));

describe('GET /api/reports', () => {
  it("counts the farm's herd and lists its pregnant cows and 10 newest activities, never the neighbour's", async () => {
    await created('/api/cattle', { tag: '1', type: 'Cow', pasture: 'North', status: 'pregnant', expectedCalvingDate: addDays(todayISO(), 70) });
    await created('/api/cattle', { tag: '2', type: 'Heifer', pasture: 'North', status: 'pregnant', expectedCalvingDate: addDays(todayISO(), 62) });
    await created('/api/cattle', { tag: '3', type: 'Bull', pasture: 'South' });
    await created('/api/cattle', { tag: '4', type: 'Steer', pasture: 'South', status: 'sold' });
    await created('/api/cattle', { tag: '900', type: 'Cow', pasture: 'Theirs', status: 'pregnant' }, neighbour);
    for (let day = 1; day <= 12; day += 1) {
      await created('/api/activities', { type: 'vaccination', cattleTag: '3', date: `2026-05-${String(day).padStart(2, '0')}`, pasture: 'South' });
    }
    await created('/api/activities', { type: 'vaccination', cattleTag: '900', date: '2026-06-01', pasture: 'Theirs' }, neighbour);

    const answer = await call<Report>('GET', '/api/reports');
    expect(answer.status).toBe(200);
    const report = answer.body;
    expect(report.summary).toEqual({ inHerd: 3, cowsAndHeifers: 2, bulls: 1, steers: 0, calves: 0, pregnant: 2, leftHerd: 1 });
    expect(report.byPasture).toEqual([
      { label: 'North', head: 2 },
      { label: 'South', head: 1 },
    ]);
    expect(report.byStatus.find((count) => count.label === 'sold')?.head).toBe(1);
    expect(report.pregnantCows.map((cow) => cow.tag)).toEqual(['2', '1']);
    expect(report.recentActivities).toHaveLength(10);
    expect(report.recentActivities.map((activity) => activity.date)[0]).toBe('2026-05-12');
    expect(report.recentActivities.every((activity) => activity.cattleTag === '3')).toBe(true);

    // The same rule run on the whole herd as the cattle list answers it gives the same report.
    const herd = (await call<Parameters<typeof herdReport>[0]>('GET', '/api/cattle')).body;
    const { recentActivities: _recent, ...counted } = report;
    expect(counted).toEqual(herdReport(herd, todayISO()));
  });

  it('an empty farm answers zeros and empty lists; without a token, 401', async () => {
    const empty = (await call<Report>('GET', '/api/reports', undefined, quickUser(server.db))).body;
    expect(empty.summary.inHerd).toBe(0);
    expect([empty.byPasture, empty.pregnantCows, empty.recentActivities]).toEqual([[], [], []]);
    expect((await callJson(`${server.url}/api/reports`)).status).toBe(401);
  });
});
