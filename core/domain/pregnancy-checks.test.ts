import { describe, expect, it } from 'vitest';
import { RECHECK_DAYS } from './constants';
import {
  CHECK_METHOD_LABELS,
  CHECK_METHODS,
  checkChanges,
  compareChecks,
  latestChecks,
  openCows,
  PREGNANCY_RESULT_LABELS,
  PREGNANCY_RESULTS,
  type PregnancyResult,
  recheckDue,
  rechecksDue,
} from './pregnancy-checks';

const TODAY = '2024-06-15';
const CHECK_DATE = '2024-06-01';

const animal = (overrides: Partial<Parameters<typeof checkChanges>[1]> = {}) => ({
  status: 'bred',
  breedingDate: '2024-01-01',
  breedingMethod: 'artificial_insemination',
  expectedCalvingDate: null,
  ...overrides,
});

let nextId = 0;
const check = (cattleId: string, date: string, result: PregnancyResult, createdAt?: string) => ({
  id: `check-${(nextId += 1)}`,
  cattleId,
  date,
  result,
  ...(createdAt === undefined ? {} : { createdAt }),
});

describe('pregnancy results and check methods', () => {
  it('results: pregnant, open, recheck, each labelled', () => {
    expect(PREGNANCY_RESULTS).toEqual(['pregnant', 'open', 'recheck']);
    expect(PREGNANCY_RESULTS.map((r) => PREGNANCY_RESULT_LABELS[r])).toEqual(['Pregnant', 'Open', 'Recheck']);
  });

  it('methods: palpation, ultrasound, blood (shown "Blood test")', () => {
    expect(CHECK_METHODS).toEqual(['palpation', 'ultrasound', 'blood']);
    expect(CHECK_METHODS.map((m) => CHECK_METHOD_LABELS[m])).toEqual(['Palpation', 'Ultrasound', 'Blood test']);
  });
});

describe('what a pregnant check does to its animal', () => {
  it('pregnant: status pregnant and calving = check date − days pregnant + 283 (AI)', () => {
    const changes = checkChanges({ date: CHECK_DATE, result: 'pregnant', daysPregnant: 60 }, animal());
    // 2024-06-01 + (283 − 60) days
    expect(changes).toEqual({ status: 'pregnant', expectedCalvingDate: '2025-01-10' });
  });

  it('pregnant with days pregnant: an embryo transfer carries 280 days', () => {
    const et = animal({ breedingMethod: 'embryo_transfer' });
    expect(checkChanges({ date: CHECK_DATE, result: 'pregnant', daysPregnant: 60 }, et).expectedCalvingDate).toBe(
      '2025-01-07',
    );
  });

  it('pregnant with days pregnant needs no breeding on record (283 days when no method is set)', () => {
    const unbred = animal({ status: 'active', breedingDate: null, breedingMethod: null });
    expect(checkChanges({ date: CHECK_DATE, result: 'pregnant', daysPregnant: 0 }, unbred)).toEqual({
      status: 'pregnant',
      expectedCalvingDate: '2025-03-11',
    });
  });

  it('pregnant without days pregnant: calving from the last breeding (breeding date + gestation)', () => {
    expect(checkChanges({ date: CHECK_DATE, result: 'pregnant' }, animal())).toEqual({
      status: 'pregnant',
      expectedCalvingDate: '2024-10-10',
    });
    expect(checkChanges({ date: CHECK_DATE, result: 'pregnant', daysPregnant: null }, animal()).expectedCalvingDate).toBe(
      '2024-10-10',
    );
  });

  it('pregnant with neither days pregnant nor a breeding with a method: the calving date is left as is', () => {
    const noMethod = animal({ breedingMethod: null, expectedCalvingDate: '2024-11-01' });
    expect(checkChanges({ date: CHECK_DATE, result: 'pregnant' }, noMethod)).toEqual({ status: 'pregnant' });
    const noBreeding = animal({ breedingDate: null });
    expect(checkChanges({ date: CHECK_DATE, result: 'pregnant' }, noBreeding)).toEqual({ status: 'pregnant' });
  });

  it('pregnant: a breeding dated after the check did not make this pregnancy and gives no calving date', () => {
    const bredLater = animal({ breedingDate: '2024-06-10' });
    expect(checkChanges({ date: CHECK_DATE, result: 'pregnant' }, bredLater)).toEqual({ status: 'pregnant' });
  });

  it('pregnant: days pregnant that are negative, part days or past the gestation length are ignored', () => {
    for (const daysPregnant of [-1, 12.5, 284]) {
      expect(checkChanges({ date: CHECK_DATE, result: 'pregnant', daysPregnant }, animal()).expectedCalvingDate).toBe(
        '2024-10-10',
      );
    }
  });

  it('pregnant: only fields that change are answered (an already pregnant cow with that date: none)', () => {
    const pregnant = animal({ status: 'Pregnant', expectedCalvingDate: '2024-10-10' });
    expect(checkChanges({ date: CHECK_DATE, result: 'pregnant' }, pregnant)).toEqual({});
    expect(checkChanges({ date: CHECK_DATE, result: 'pregnant', daysPregnant: 60 }, pregnant)).toEqual({
      expectedCalvingDate: '2025-01-10',
    });
  });
});

describe('what an open or recheck result does to its animal', () => {
  it('open: a pregnant status goes back to active and the calving date is cleared', () => {
    const pregnant = animal({ status: 'pregnant', expectedCalvingDate: '2024-10-10' });
    expect(checkChanges({ date: CHECK_DATE, result: 'open' }, pregnant)).toEqual({
      status: 'active',
      expectedCalvingDate: null,
    });
  });

  it('open: other statuses are kept; only a set calving date is cleared', () => {
    expect(checkChanges({ date: CHECK_DATE, result: 'open' }, animal({ expectedCalvingDate: '2024-10-10' }))).toEqual({
      expectedCalvingDate: null,
    });
    expect(checkChanges({ date: CHECK_DATE, result: 'open' }, animal({ status: 'active' }))).toEqual({});
  });

  it('recheck: nothing changes on the animal', () => {
    const pregnant = animal({ status: 'pregnant', expectedCalvingDate: '2024-10-10' });
    expect(checkChanges({ date: CHECK_DATE, result: 'recheck', daysPregnant: 40 }, pregnant)).toEqual({});
  });
});

describe('recheck due date', () => {
  it('a recheck is due 30 days after the check', () => {
    expect(RECHECK_DAYS).toBe(30);
    expect(recheckDue(CHECK_DATE)).toBe('2024-07-01');
    expect(recheckDue('2024-12-15')).toBe('2025-01-14');
  });

  it('no recheck date for an unreadable check date', () => {
    expect(recheckDue('2024-13-01')).toBeNull();
  });
});

describe('latest check of each animal', () => {
  it('latest check: by date, then by when entered (none entered first), then by id, whatever the list order', () => {
    const first = { ...check('cow', '2024-05-01', 'open'), id: 'b' };
    const sameDayEarly = { ...check('cow', '2024-06-01', 'open', '2024-06-01T08:00:00Z'), id: 'c' };
    const sameDayLate = { ...check('cow', '2024-06-01', 'recheck', '2024-06-01T09:00:00Z'), id: 'a' };
    const sameTime = { ...check('cow', '2024-06-01', 'pregnant', '2024-06-01T09:00:00Z'), id: 'd' };
    const latest = latestChecks([sameTime, first, sameDayLate, sameDayEarly]);
    expect(latest.get('cow')).toBe(sameTime);
    expect([sameTime, first, sameDayLate, sameDayEarly].sort(compareChecks)).toEqual([
      first,
      sameDayEarly,
      sameDayLate,
      sameTime,
    ]);
  });

  it('latest check is kept per animal; an animal never checked has none', () => {
    const a = check('a', '2024-05-01', 'open');
    const b = check('b', '2024-04-01', 'pregnant');
    const latest = latestChecks([a, b, check('a', '2024-04-01', 'pregnant')]);
    expect([...latest.entries()]).toEqual([
      ['a', a],
      ['b', b],
    ]);
    expect(latest.has('c')).toBe(false);
  });
});

describe('the Recheck Due list', () => {
  it('Recheck Due: animals whose latest check is recheck, due 30 days later, soonest first', () => {
    const cattle = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const a = check('a', '2024-06-01', 'recheck');
    const b = check('b', '2024-05-20', 'recheck');
    const c = check('c', '2024-06-01', 'pregnant');
    expect(rechecksDue(cattle, [a, b, c], TODAY)).toEqual([
      { animal: cattle[1], check: b, due: '2024-06-19', overdue: false },
      { animal: cattle[0], check: a, due: '2024-07-01', overdue: false },
    ]);
  });

  it('Recheck Due: a later result settles the recheck', () => {
    const cattle = [{ id: 'a' }];
    const checks = [check('a', '2024-05-01', 'recheck'), check('a', '2024-05-31', 'pregnant')];
    expect(rechecksDue(cattle, checks, TODAY)).toEqual([]);
  });

  it('Recheck Due: overdue once the due date is before today (due today is not overdue)', () => {
    const cattle = [{ id: 'late' }, { id: 'today' }];
    const checks = [check('late', '2024-05-15', 'recheck'), check('today', '2024-05-16', 'recheck')];
    expect(rechecksDue(cattle, checks, TODAY).map((row) => [row.animal.id, row.due, row.overdue])).toEqual([
      ['late', '2024-06-14', true],
      ['today', '2024-06-15', false],
    ]);
  });

  it('Recheck Due leaves out sold and deceased animals', () => {
    const cattle = [
      { id: 'a', status: 'Sold' },
      { id: 'b', status: 'deceased' },
      { id: 'c', status: 'bred' },
    ];
    const checks = cattle.map((cow) => check(cow.id, '2024-06-01', 'recheck'));
    expect(rechecksDue(cattle, checks, TODAY).map((row) => row.animal.id)).toEqual(['c']);
  });
});

describe('the Open Cows list', () => {
  const female = (id: string, overrides: { type?: string; status?: string; breedingDate?: string | null } = {}) => ({
    id,
    type: 'Cow',
    status: 'active',
    breedingDate: null,
    ...overrides,
  });

  it('Open Cows: cows and heifers whose latest check is open, oldest check first', () => {
    const cow = female('cow');
    const heifer = female('heifer', { type: 'heifer' });
    const checks = [check('cow', '2024-06-01', 'open'), check('heifer', '2024-05-01', 'open')];
    expect(openCows([cow, heifer], checks).map((row) => [row.animal.id, row.check.date])).toEqual([
      ['heifer', '2024-05-01'],
      ['cow', '2024-06-01'],
    ]);
  });

  it('Open Cows: an open check followed by a pregnant or recheck result is not open', () => {
    const checks = [
      check('a', '2024-05-01', 'open'),
      check('a', '2024-06-01', 'pregnant'),
      check('b', '2024-05-01', 'open'),
      check('b', '2024-06-01', 'recheck'),
    ];
    expect(openCows([female('a'), female('b')], checks)).toEqual([]);
  });

  it('Open Cows: bred after the open check is off the list; bred on or before the check day stays', () => {
    const checks = ['later', 'sameDay', 'before'].map((id) => check(id, '2024-06-01', 'open'));
    const cattle = [
      female('later', { breedingDate: '2024-06-02' }),
      female('sameDay', { breedingDate: '2024-06-01' }),
      female('before', { breedingDate: '2024-04-01' }),
    ];
    expect(openCows(cattle, checks).map((row) => row.animal.id)).toEqual(['sameDay', 'before']);
  });

  it('Open Cows: only females (Cow, Heifer) in the herd; bulls, steers, calves, sold and dead left out', () => {
    const cattle = [
      female('bull', { type: 'Bull' }),
      female('steer', { type: 'Steer' }),
      female('calf', { type: 'Calf' }),
      female('sold', { status: 'sold' }),
      female('dead', { status: 'Deceased' }),
      female('unchecked'),
    ];
    const checks = cattle.filter((a) => a.id !== 'unchecked').map((a) => check(a.id, '2024-06-01', 'open'));
    expect(openCows(cattle, checks)).toEqual([]);
  });
});
