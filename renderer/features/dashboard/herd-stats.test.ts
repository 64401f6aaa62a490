import { describe, expect, it } from 'vitest';
import { generateDemoFarm } from '../../../core/demo/demo-farm';
import { herdStats, type StatsAnimal } from './herd-stats';

const TODAY = '2025-06-15';
const LONG_AGO = '2025-01-01T08:00:00.000Z';
const cow = (fields: Partial<StatsAnimal>): StatsAnimal => ({ type: 'Cow', status: 'active', createdAt: LONG_AGO, ...fields });

describe('dashboard counts for privacy mode (the server\'s rules, spec 1 §3 "Dashboard stats response")', () => {
  it('counts the herd without sold or deceased animals, pregnant cows, calves in the herd and pastures', () => {
    const stats = herdStats(
      [
        cow({}),
        cow({ status: 'pregnant', breedingDate: '2025-03-01' }),
        cow({ status: 'Sold', dispositionDate: '2025-02-01' }),
        cow({ type: 'Calf', birthDate: '2025-03-10' }),
        cow({ type: 'Calf', status: 'deceased', dispositionDate: '2025-04-01' }),
      ],
      [{ createdAt: LONG_AGO }, { createdAt: LONG_AGO }],
      TODAY,
    );
    expect(stats).toMatchObject({ totalCattle: 3, pregnantCows: 1, calves: 1, totalPastures: 2 });
  });

  it('DECISIONS: each trend is the change against 30 days ago', () => {
    const stats = herdStats(
      [
        cow({}),
        cow({}),
        cow({ createdAt: '2025-06-01T08:00:00.000Z' }), // entered after the cutoff: new this month
        cow({ status: 'sold', dispositionDate: '2025-06-10' }), // still here 30 days ago
      ],
      [{ createdAt: LONG_AGO }],
      TODAY,
    );
    expect(stats.totalCattle).toBe(3);
    expect(stats.trends.totalCattle).toBe(0);
    expect(stats.trends.totalPastures).toBe(0);
  });

  it('DECISIONS: a cow bred after the cutoff was not pregnant then; one that calved since was', () => {
    const stats = herdStats(
      [
        cow({ status: 'pregnant', breedingDate: '2025-02-01' }),
        cow({ status: 'pregnant', breedingDate: '2025-06-01' }),
        cow({ actualCalvingDate: '2025-06-05' }),
      ],
      [],
      TODAY,
    );
    expect(stats.pregnantCows).toBe(2);
    expect(stats.trends.pregnantCows).toBe(0);
  });

  it('DECISIONS: with nothing to compare with, the trend is null (the card shows "—")', () => {
    const stats = herdStats([cow({ createdAt: '2025-06-14T08:00:00.000Z' })], [], TODAY);
    expect(stats.trends).toEqual({ totalCattle: null, pregnantCows: null, calves: null, totalPastures: null });
  });

  it('the demo farm gives about 120 head with pregnant cows, calves and pastures', () => {
    const farm = generateDemoFarm({ today: TODAY });
    const stats = herdStats(farm.cattle, farm.pastures, TODAY);
    expect(stats.totalCattle).toBeGreaterThan(90);
    expect(stats.pregnantCows).toBeGreaterThan(0);
    expect(stats.calves).toBeGreaterThan(0);
    expect(stats.totalPastures).toBe(farm.pastures.length);
    expect(stats.trends.totalCattle).not.toBeNull();
  });
});
