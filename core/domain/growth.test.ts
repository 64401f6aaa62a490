import { describe, expect, it } from 'vitest';
import { ADJUSTED_205, AGE_OF_DAM_ADJUSTMENT } from './constants';
import { addDays } from './dates';
import {
  adgByPasture,
  adjusted205,
  adjustmentSex,
  ageOfDamAdjustment,
  averageDailyGains,
  compareWeighings,
  damAgeYears,
  WEIGHING_KIND_LABELS,
  WEIGHING_KINDS,
  weightsFromWeighings,
  type WeighingKind,
} from './growth';

const weighing = (id: string, date: string, weight: number, kind: WeighingKind = 'other', createdAt?: string) => ({
  id,
  date,
  weight,
  kind,
  ...(createdAt === undefined ? {} : { createdAt }),
});

describe('weighing kinds and their order', () => {
  it('weighing kinds: birth, weaning, yearling, other, each labelled', () => {
    expect(WEIGHING_KINDS).toEqual(['birth', 'weaning', 'yearling', 'other']);
    expect(WEIGHING_KINDS.map((kind) => WEIGHING_KIND_LABELS[kind])).toEqual(['Birth', 'Weaning', 'Yearling', 'Other']);
  });

  it('weighings oldest first by date; those of one day stay in the order they were entered, whatever their stamps', () => {
    const ws = [
      weighing('b', '2024-03-01', 1, 'other', '2024-03-01T10:00:00Z'),
      weighing('c', '2024-03-01', 1, 'other', '2024-03-01T09:00:00Z'),
      weighing('z', '2024-01-01', 1),
      weighing('a', '2024-03-01', 1, 'other', '2024-03-01T10:00:00Z'),
    ];
    expect([...ws].sort(compareWeighings).map((w) => w.id)).toEqual(['z', 'b', 'c', 'a']);
  });

  it('the current weight is the last entered of the latest day’s weighings', () => {
    const ws = [weighing('first', '2024-03-01', 600), weighing('again', '2024-03-01', 612), weighing('before', '2024-02-01', 550)];
    expect(weightsFromWeighings(ws).weight).toBe(612);
  });
});

describe('average daily gain (lb/day since the previous weighing)', () => {
  it('ADG: gain since the previous weighing over the days between, answered in the input order', () => {
    const ws = [weighing('2', '2024-01-31', 560), weighing('1', '2024-01-01', 500), weighing('3', '2024-03-01', 590)];
    expect(averageDailyGains(ws).map((w) => [w.id, w.adg])).toEqual([
      ['2', 2],
      ['1', null],
      ['3', 1],
    ]);
  });

  it('ADG keeps the rest of each weighing', () => {
    const [only] = averageDailyGains([{ ...weighing('1', '2024-01-01', 500), cattleId: 'cow-1' }]);
    expect(only).toEqual({ id: '1', date: '2024-01-01', weight: 500, kind: 'other', cattleId: 'cow-1', adg: null });
  });

  it('ADG is rounded to 2 decimals, a loss is negative, and no gain is 0 (not -0)', () => {
    const gains = (later: number, days: number) =>
      averageDailyGains([weighing('1', '2024-01-01', 500), weighing('2', addDays('2024-01-01', days)!, later)])[1]?.adg;
    expect(gains(600, 30)).toBe(3.33);
    expect(gains(600, 6)).toBe(16.67);
    expect(gains(480, 3)).toBe(-6.67);
    expect(Object.is(gains(500, 10), 0)).toBe(true);
  });

  it('ADG is null for the first weighing and when the previous is the same day', () => {
    const ws = [
      weighing('1', '2024-01-01', 500, 'other', '2024-01-01T08:00:00Z'),
      weighing('2', '2024-01-01', 505, 'other', '2024-01-01T09:00:00Z'),
      weighing('3', '2024-01-11', 525),
    ];
    expect(averageDailyGains(ws).map((w) => w.adg)).toEqual([null, null, 2]);
  });

  it('ADG of no weighings is none', () => {
    expect(averageDailyGains([])).toEqual([]);
  });
});

describe('the animal weights kept in step with its weighings', () => {
  it('current weight is the latest weighing; birth and weaning weights the latest of their kind', () => {
    const ws = [
      weighing('4', '2024-10-01', 560, 'weaning'),
      weighing('1', '2024-02-01', 80, 'birth'),
      weighing('5', '2024-11-01', 600),
      weighing('2', '2024-02-01', 82, 'birth', '2024-02-02T00:00:00Z'),
      weighing('3', '2024-09-30', 550, 'weaning'),
    ];
    expect(weightsFromWeighings(ws)).toEqual({ weight: 600, birthWeight: 82, weanWeight: 560 });
  });

  it('a kind never weighed is left out, so the animal keeps its own value when the answer is spread over it', () => {
    const weights = weightsFromWeighings([weighing('1', '2024-05-01', 300, 'yearling')]);
    expect(weights).toEqual({ weight: 300 });
    expect('birthWeight' in weights || 'weanWeight' in weights).toBe(false);
    expect({ weight: 250, birthWeight: 70, ...weights }).toEqual({ weight: 300, birthWeight: 70 });
  });

  it('no weighings, no weights', () => {
    expect(weightsFromWeighings([])).toEqual({});
  });
});

describe('age of dam (BIF)', () => {
  it('dam age is whole years at the calf birth: a year is complete on the birthday', () => {
    expect(damAgeYears('2020-03-15', '2024-03-14')).toBe(3);
    expect(damAgeYears('2020-03-15', '2024-03-15')).toBe(4);
    expect(damAgeYears('2020-03-15', '2024-12-31')).toBe(4);
  });

  it('dam age is unknown without both dates, with an unreadable one, or with a calf born before its dam', () => {
    expect(damAgeYears(null, '2024-03-15')).toBeNull();
    expect(damAgeYears('2020-03-15', undefined)).toBeNull();
    expect(damAgeYears('2020-02-30', '2024-03-15')).toBeNull();
    expect(damAgeYears('2024-03-16', '2024-03-15')).toBeNull();
  });

  it('age of dam: 2 or younger +60 male / +54 female', () => {
    expect([ageOfDamAdjustment(2, 'male'), ageOfDamAdjustment(2, 'female')]).toEqual([60, 54]);
    expect([ageOfDamAdjustment(1, 'male'), ageOfDamAdjustment(1, 'female')]).toEqual([60, 54]);
  });

  it('age of dam: 3 +40 male / +36 female', () => {
    expect([ageOfDamAdjustment(3, 'male'), ageOfDamAdjustment(3, 'female')]).toEqual([40, 36]);
  });

  it('age of dam: 4 +20 male / +18 female', () => {
    expect([ageOfDamAdjustment(4, 'male'), ageOfDamAdjustment(4, 'female')]).toEqual([20, 18]);
  });

  it('age of dam: 5 to 10 no adjustment', () => {
    for (const age of [5, 6, 7, 8, 9, 10]) {
      expect([ageOfDamAdjustment(age, 'male'), ageOfDamAdjustment(age, 'female')]).toEqual([0, 0]);
    }
  });

  it('age of dam: 11 and older +20 male / +18 female', () => {
    expect([ageOfDamAdjustment(11, 'male'), ageOfDamAdjustment(11, 'female')]).toEqual([20, 18]);
    expect([ageOfDamAdjustment(18, 'male'), ageOfDamAdjustment(18, 'female')]).toEqual([20, 18]);
  });

  it('age of dam unknown: no adjustment', () => {
    expect([ageOfDamAdjustment(null, 'male'), ageOfDamAdjustment(null, 'female')]).toEqual([0, 0]);
  });

  it('the age-of-dam table lives in constants', () => {
    expect(AGE_OF_DAM_ADJUSTMENT.map((band) => [band.maxYears, band.male, band.female])).toEqual([
      [2, 60, 54],
      [3, 40, 36],
      [4, 20, 18],
      [10, 0, 0],
      [Number.POSITIVE_INFINITY, 20, 18],
    ]);
  });
});

describe('BIF adjusted 205-day weight', () => {
  const CALF_BORN = '2024-03-01';
  /** A calf born CALF_BORN, weaned at `ageDays`, out of a dam born `damAge` whole years earlier. */
  const calf = (overrides: Partial<Parameters<typeof adjusted205>[0]> = {}, ageDays = 200, damAge = 2) => ({
    weaningWeight: 560,
    weaningDate: addDays(CALF_BORN, ageDays)!,
    calfBirthDate: CALF_BORN,
    calfBirthWeight: 80,
    calfSex: 'male' as const,
    damBirthDate: `${2024 - damAge}-03-01`,
    ...overrides,
  });

  it('the 205-day numbers live in constants: 205 days, 75 lb unknown birth, ages 160..250', () => {
    expect(ADJUSTED_205).toEqual({ days: 205, unknownBirthWeight: 75, minAgeDays: 160, maxAgeDays: 250 });
  });

  it('adjusted 205: (weaning − birth) / age × 205 + birth + dam adjustment (bull, dam 2: 632)', () => {
    // (560 − 80) / 200 × 205 + 80 + 60 = 492 + 140
    expect(adjusted205(calf())).toBe(632);
  });

  it('adjusted 205 for a heifer out of a 2-year-old dam: + 54 (626)', () => {
    expect(adjusted205(calf({ calfSex: 'female' }))).toBe(626);
  });

  it('adjusted 205 by age-of-dam band: 3 (+40/+36), 4 (+20/+18), 5–10 (0), 11 and older (+20/+18)', () => {
    const both = (damAge: number) => [
      adjusted205(calf({}, 200, damAge)),
      adjusted205(calf({ calfSex: 'female' }, 200, damAge)),
    ];
    expect(both(3)).toEqual([612, 608]);
    expect(both(4)).toEqual([592, 590]);
    expect(both(5)).toEqual([572, 572]);
    expect(both(10)).toEqual([572, 572]);
    expect(both(11)).toEqual([592, 590]);
  });

  it('adjusted 205 with the dam age unknown has no dam adjustment', () => {
    expect(adjusted205(calf({ damBirthDate: null }))).toBe(572);
  });

  it('adjusted 205 assumes a 75 lb birth weight when none is recorded', () => {
    // (560 − 75) / 200 × 205 + 75 + 60 = 497.125 + 135 = 632.125
    expect(adjusted205(calf({ calfBirthWeight: null }))).toBe(632);
    expect(adjusted205(calf({ calfBirthWeight: undefined, weaningWeight: 600 }))).toBe(673);
    expect(adjusted205(calf({ calfBirthWeight: 0, weaningWeight: 600 }))).toBe(673);
  });

  it('adjusted 205 is rounded to the nearest pound', () => {
    // (500 − 80) / 170 × 205 + 80 = 586.47…
    expect(adjusted205(calf({ weaningWeight: 500 }, 170, 6))).toBe(586);
    // (500 − 80) / 180 × 205 + 80 = 558.33…; (590 − 80) / 180 × 205 + 80 = 660.83…
    expect(adjusted205(calf({ weaningWeight: 500 }, 180, 6))).toBe(558);
    expect(adjusted205(calf({ weaningWeight: 590 }, 180, 6))).toBe(661);
  });

  it('adjusted 205 only for a calf weaned 160 to 250 days old (not 159, not 251)', () => {
    expect(adjusted205(calf({}, 159))).toBeNull();
    expect(adjusted205(calf({}, 160))).toBe(Math.round((480 / 160) * 205 + 140));
    expect(adjusted205(calf({}, 250))).toBe(Math.round((480 / 250) * 205 + 140));
    expect(adjusted205(calf({}, 251))).toBeNull();
  });

  it('adjusted 205 needs the calf birth date (and a readable weaning date and weight)', () => {
    expect(adjusted205(calf({ calfBirthDate: null }))).toBeNull();
    expect(adjusted205(calf({ calfBirthDate: undefined }))).toBeNull();
    expect(adjusted205(calf({ weaningDate: 'later' }))).toBeNull();
    expect(adjusted205(calf({ weaningWeight: 0 }))).toBeNull();
  });
});

describe('the calf sex for the adjustment', () => {
  it('the recorded gender decides, in any case', () => {
    expect(adjustmentSex({ gender: 'Male', type: 'Heifer' })).toBe('male');
    expect(adjustmentSex({ gender: ' female ', type: 'Calf' })).toBe('female');
  });

  it('without a gender, Bull and Steer are male, Cow and Heifer female', () => {
    expect(adjustmentSex({ type: 'Bull' })).toBe('male');
    expect(adjustmentSex({ type: 'steer' })).toBe('male');
    expect(adjustmentSex({ gender: '', type: 'Cow' })).toBe('female');
    expect(adjustmentSex({ gender: null, type: 'Heifer' })).toBe('female');
  });

  it('a Calf with no gender (or nothing known) has no sex for the adjustment', () => {
    expect(adjustmentSex({ type: 'Calf' })).toBeNull();
    expect(adjustmentSex({ gender: 'unknown', type: null })).toBeNull();
    expect(adjustmentSex({})).toBeNull();
  });
});

describe('ADG by pasture (Reports)', () => {
  const window = { from: '2024-04-01', to: '2024-06-30' };
  const w = (cattleId: string, id: string, date: string, weight: number) => ({ ...weighing(id, date, weight), cattleId });

  it('per pasture: head with two or more weighings in the window, and their mean gain', () => {
    const cattle = [
      { id: 'a', pasture: 'North' },
      { id: 'b', pasture: 'North' },
      { id: 'c', pasture: 'East' },
    ];
    const weighings = [
      w('a', '1', '2024-04-01', 500),
      w('a', '2', '2024-05-01', 530),
      w('a', '3', '2024-04-11', 505), // middle weighings do not change (last − first)
      w('b', '4', '2024-04-01', 600),
      w('b', '5', '2024-04-11', 630),
      w('c', '6', '2024-04-10', 400),
      w('c', '7', '2024-04-13', 401),
    ];
    expect(adgByPasture(cattle, weighings, window)).toEqual([
      { pasture: 'East', head: 1, adg: 0.33 },
      { pasture: 'North', head: 2, adg: 2 }, // a: 30 lb / 30 days = 1, b: 30 / 10 = 3
    ]);
  });

  it('only weighings inside the window count, both ends included', () => {
    const cattle = [{ id: 'a', pasture: 'North' }];
    const weighings = [
      w('a', '0', '2024-03-31', 100),
      w('a', '1', '2024-04-01', 500),
      w('a', '2', '2024-06-30', 590),
      w('a', '3', '2024-07-01', 900),
    ];
    expect(adgByPasture(cattle, weighings, window)).toEqual([{ pasture: 'North', head: 1, adg: 1 }]);
  });

  it('an animal with one weighing in the window, or all on one day, is left out; an empty pasture has no ADG', () => {
    const cattle = [
      { id: 'a', pasture: 'North' },
      { id: 'b', pasture: 'South' },
      { id: 'c', pasture: 'South' },
    ];
    const weighings = [w('a', '1', '2024-04-01', 500), w('a', '2', '2024-03-01', 450), w('b', '3', '2024-05-01', 500), w('b', '4', '2024-05-01', 510)];
    expect(adgByPasture(cattle, weighings, window)).toEqual([
      { pasture: 'North', head: 0, adg: null },
      { pasture: 'South', head: 0, adg: null },
    ]);
  });

  it('pastures sorted by name in any case; weighings of animals not listed are ignored', () => {
    const cattle = [
      { id: 'a', pasture: 'west' },
      { id: 'b', pasture: 'East' },
      { id: 'c', pasture: 'creek' },
    ];
    const weighings = [w('x', '1', '2024-04-01', 1), w('x', '2', '2024-04-02', 2)];
    expect(adgByPasture(cattle, weighings, window).map((row) => row.pasture)).toEqual(['creek', 'East', 'west']);
    expect(adgByPasture([], weighings, window)).toEqual([]);
  });

  it('the mean ADG is rounded to 2 decimals', () => {
    const cattle = [
      { id: 'a', pasture: 'North' },
      { id: 'b', pasture: 'North' },
      { id: 'c', pasture: 'North' },
    ];
    const weighings = [
      w('a', '1', '2024-04-01', 500),
      w('a', '2', '2024-04-04', 501),
      w('b', '3', '2024-04-01', 500),
      w('b', '4', '2024-04-04', 501),
      w('c', '5', '2024-04-01', 500),
      w('c', '6', '2024-04-04', 502),
    ];
    // (1/3 + 1/3 + 2/3) / 3 = 0.444…
    expect(adgByPasture(cattle, weighings, window)).toEqual([{ pasture: 'North', head: 3, adg: 0.44 }]);
  });
});
