import { describe, expect, it } from 'vitest';
import { herdStats, trendCutoff, type StatsAnimal } from './herd-stats';

const TODAY = '2025-06-15';
const LONG_AGO = '2025-01-01T08:00:00.000Z';
const cow = (fields: Partial<StatsAnimal>): StatsAnimal => ({ type: 'Cow', status: 'active', createdAt: LONG_AGO, ...fields });

describe('the dashboard counts', () => {
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

  it('reads status and type in any case and with stray spaces; an unknown status is still in the herd', () => {
    const stats = herdStats(
      [
        cow({ status: ' PREGNANT\t' }),
        cow({ type: ' calf ', status: 'Active' }),
        cow({ status: ' sold ' }),
        cow({ status: 'DECEASED' }),
        cow({ status: 'grazing' }),
      ],
      [],
      TODAY,
    );
    expect(stats).toMatchObject({ totalCattle: 3, pregnantCows: 1, calves: 1 });
  });

  it('each trend is the change against 30 days ago', () => {
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

  it('a cow bred after the cutoff was not pregnant then; one that calved since was', () => {
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

  it('a calf born after the cutoff was not a calf of the herd then; one without a birth date was', () => {
    const stats = herdStats(
      [cow({ type: 'Calf', birthDate: '2025-06-01' }), cow({ type: 'Calf' }), cow({ type: 'Calf', birthDate: '2025-05-16' })],
      [],
      TODAY,
    );
    expect(stats.calves).toBe(3);
    expect(stats.trends.calves).toBe(50);
  });

  it('with nothing to compare with, the trend is null (the card shows "—")', () => {
    const stats = herdStats([cow({ createdAt: '2025-06-14T08:00:00.000Z' })], [], TODAY);
    expect(stats.trends).toEqual({ totalCattle: null, pregnantCows: null, calves: null, totalPastures: null });
  });

  it('the cutoff is the last moment of the day 30 days before today', () => {
    expect(trendCutoff(TODAY)).toEqual({ date: '2025-05-16', stamp: '2025-05-16T23:59:59.999Z' });
    const stats = herdStats(
      [cow({ createdAt: '2025-05-16T23:59:59.999Z' }), cow({ createdAt: '2025-05-17T00:00:00.000Z' })],
      [{ createdAt: '2025-05-16T23:59:59.999Z' }, { createdAt: '2025-05-17T00:00:00.000Z' }],
      TODAY,
    );
    expect(stats.trends).toMatchObject({ totalCattle: 100, totalPastures: 100 });
  });

  it('records without a creation stamp were not on the books then', () => {
    const stats = herdStats([cow({ createdAt: null }), cow({})], [{ createdAt: null }], TODAY);
    expect(stats.trends).toMatchObject({ totalCattle: 100, totalPastures: null });
  });
});
