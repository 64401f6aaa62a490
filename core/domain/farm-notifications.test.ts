import { describe, expect, it } from 'vitest';
import { CALVING_ALERT_DAYS, dueNotices, NOTICE_NAMES_MAX, type DueAnimals } from './farm-notifications';

const TODAY = '2026-11-23';
const BOTH = { heatCycleReminders: true, calvingAlerts: true };
const animal = (tag: string, date: string, name: string | null = null) => ({ id: `id-${tag}`, tag, name, date });
const nothingDue: DueAnimals = { heat: { soonest: [], total: 0 }, calvings: [] };

describe('farm notifications (Heat Cycle Reminders, Calving Alerts)', () => {
  it('nothing due: no notice', () => {
    expect(dueNotices(nothingDue, TODAY, BOTH, {})).toEqual([]);
  });

  it('Heat Cycle Reminders names the cows and heifers coming into heat in the next 3 days, soonest first', () => {
    const due = { ...nothingDue, heat: { soonest: [animal('12', '2026-11-24', 'Bessie'), animal('14', '2026-11-26')], total: 2 } };
    expect(dueNotices(due, TODAY, BOTH, {})).toEqual([
      { kind: 'heat', title: 'Heat Cycle Reminders', body: '2 cows and heifers come into heat in the next 3 days: 12 Bessie (Nov 24), 14 (Nov 26).' },
    ]);
  });

  it(`names at most ${NOTICE_NAMES_MAX} animals and counts the rest`, () => {
    const soonest = ['1', '2', '3', '4', '5'].map((tag) => animal(tag, '2026-11-24'));
    const [notice] = dueNotices({ ...nothingDue, heat: { soonest, total: 8 } }, TODAY, BOTH, {});
    expect(notice?.body).toBe('8 cows and heifers come into heat in the next 3 days: 1 (Nov 24), 2 (Nov 24), 3 (Nov 24), 4 (Nov 24), 5 (Nov 24) and 3 more.');
  });

  it('one animal reads in the singular', () => {
    const [notice] = dueNotices({ ...nothingDue, heat: { soonest: [animal('7', '2026-11-25')], total: 1 } }, TODAY, BOTH, {});
    expect(notice?.body).toBe('1 cow or heifer comes into heat in the next 3 days: 7 (Nov 25).');
  });

  it(`Calving Alerts names the cows due to calve in the next ${CALVING_ALERT_DAYS} days, not later ones`, () => {
    const calvings = [animal('30', '2026-11-25', 'Daisy'), animal('31', '2026-11-30'), animal('32', '2026-12-01')];
    expect(dueNotices({ ...nothingDue, calvings }, TODAY, BOTH, {})).toEqual([
      { kind: 'calving', title: 'Calving Alerts', body: 'Due to calve in the next 7 days: 30 Daisy (Nov 25), 31 (Nov 30).' },
    ]);
  });

  it('each kind is sent once a day at most', () => {
    const due = { heat: { soonest: [animal('12', '2026-11-24')], total: 1 }, calvings: [animal('30', '2026-11-25')] };
    expect(dueNotices(due, TODAY, BOTH, { heat: TODAY }).map((notice) => notice.kind)).toEqual(['calving']);
    expect(dueNotices(due, TODAY, BOTH, { heat: TODAY, calving: TODAY })).toEqual([]);
    expect(dueNotices(due, '2026-11-24', BOTH, { heat: TODAY, calving: TODAY }).map((notice) => notice.kind)).toEqual(['heat', 'calving']);
  });

  it('a kind switched off sends nothing', () => {
    const due = { heat: { soonest: [animal('12', '2026-11-24')], total: 1 }, calvings: [animal('30', '2026-11-25')] };
    expect(dueNotices(due, TODAY, { heatCycleReminders: false, calvingAlerts: true }, {}).map((notice) => notice.kind)).toEqual(['calving']);
    expect(dueNotices(due, TODAY, { heatCycleReminders: true, calvingAlerts: false }, {}).map((notice) => notice.kind)).toEqual(['heat']);
  });
});
