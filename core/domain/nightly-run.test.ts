import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_RESET_HOUR, nextNightlyRun } from './nightly-run';

const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('nextNightlyRun: the next 3:00 in the server’s time zone', () => {
  it('is at 3 at night', () => expect(DEMO_RESET_HOUR).toBe(3));

  it("before 3:00 it is today's 3:00", () => {
    expect(nextNightlyRun(local(2026, 6, 15, 0, 0))).toEqual(local(2026, 6, 15, 3));
    expect(nextNightlyRun(local(2026, 6, 15, 2, 59))).toEqual(local(2026, 6, 15, 3));
  });

  it("at 3:00 and after it is tomorrow's, across the end of a month and of a year", () => {
    expect(nextNightlyRun(local(2026, 6, 15, 3))).toEqual(local(2026, 6, 16, 3));
    expect(nextNightlyRun(local(2026, 6, 15, 23, 30))).toEqual(local(2026, 6, 16, 3));
    expect(nextNightlyRun(local(2026, 6, 30, 12))).toEqual(local(2026, 7, 1, 3));
    expect(nextNightlyRun(local(2026, 12, 31, 4))).toEqual(local(2027, 1, 1, 3));
  });

  it('takes another hour when asked', () => expect(nextNightlyRun(local(2026, 6, 15, 1), 2)).toEqual(local(2026, 6, 15, 2)));

  describe('on the nights the clocks change (America/Denver)', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });

    it('stays at 3:00 on the clock: the night is 23 hours long in spring and 25 in autumn', () => {
      process.env.TZ = 'America/Denver';
      const hours = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3600_000;
      const beforeSpring = nextNightlyRun(new Date('2026-03-07T08:00:00Z'));
      expect(beforeSpring.toISOString()).toBe('2026-03-07T10:00:00.000Z');
      const spring = nextNightlyRun(beforeSpring);
      expect(spring.toISOString()).toBe('2026-03-08T09:00:00.000Z');
      expect(hours(beforeSpring, spring)).toBe(23);
      const beforeAutumn = nextNightlyRun(new Date('2026-10-31T08:00:00Z'));
      expect(beforeAutumn.toISOString()).toBe('2026-10-31T09:00:00.000Z');
      const autumn = nextNightlyRun(beforeAutumn);
      expect(autumn.toISOString()).toBe('2026-11-01T10:00:00.000Z');
      expect(hours(beforeAutumn, autumn)).toBe(25);
    });
  });
});
