import { describe, expect, it } from 'vitest';
import { DO_NOT_SELL_SHOWN, HEAT_WIDGET_SHOWN, UPCOMING_CALVINGS_MAX } from './constants';
import { dashboardWidgets, widgetsFromCandidates, type RecordedAnimal } from './dashboard-widgets';
import { addDays } from './dates';

const TODAY = '2025-06-15';
const day = (offset: number) => addDays(TODAY, offset) as string;
let nextId = 0;
const animal = (fields: Partial<RecordedAnimal>): RecordedAnimal => ({
  id: `id-${String(++nextId).padStart(4, '0')}`,
  tag: null,
  name: null,
  type: 'Cow',
  status: 'active',
  ...fields,
});

describe('the dashboard widgets', () => {
  it('counts the herd by type in any case, leaving out animals that left the herd and unknown types', () => {
    const { herdByType } = dashboardWidgets(
      [
        animal({ type: 'Cow' }),
        animal({ type: ' cow ' }),
        animal({ type: 'HEIFER', status: 'Pregnant' }),
        animal({ type: 'Calf' }),
        animal({ type: 'Bull', status: ' SOLD' }),
        animal({ type: 'Steer', status: 'deceased' }),
        animal({ type: 'Yak' }),
      ],
      TODAY,
    );
    expect(herdByType).toEqual({ Cow: 2, Heifer: 1, Calf: 1, Bull: 0, Steer: 0 });
  });

  it('counts head given by type and status groups the same as one animal each', () => {
    const groups = [
      { type: 'Cow', status: 'active', head: 3 },
      { type: 'cow', status: 'SOLD', head: 2 },
      { type: 'Calf', status: 'open', head: 4 },
    ];
    expect(widgetsFromCandidates({ herd: groups, heat: [], calvings: [], conception: [], doNotSell: [] }, TODAY).herdByType).toEqual({
      Cow: 3,
      Heifer: 0,
      Calf: 4,
      Bull: 0,
      Steer: 0,
    });
  });

  it(`names the ${HEAT_WIDGET_SHOWN} soonest heats and counts them all`, () => {
    const herd = [
      ...[0, 1, 2, 3].map((n) => animal({ tag: `${10 + n}`, breedingDate: day(-21 + n) })),
      ...[0, 1, 2].map((n) => animal({ tag: `${20 + n}`, type: 'Heifer', heatReturnDate: day(-21) })),
      animal({ tag: '30', breedingDate: day(-22) }), // heat yesterday: past
      animal({ tag: '31', breedingDate: day(-17) }), // heat in 4 days: not yet
      animal({ tag: '32', breedingDate: day(-20), status: 'pregnant' }),
      animal({ tag: '33', breedingDate: day(-20), type: 'Bull' }),
    ];
    const { heat } = dashboardWidgets(herd, TODAY);
    expect(heat.total).toBe(7);
    expect(heat.soonest.map((a) => [a.tag, a.date])).toEqual([
      ['10', TODAY],
      ['20', TODAY],
      ['21', TODAY],
      ['22', TODAY],
      ['11', day(1)],
    ]);
  });

  it('times the next heat from the later of the last heat return and the breeding', () => {
    const cow = animal({ tag: '1', breedingDate: day(-40), heatReturnDate: day(-19) });
    const bredSince = animal({ tag: '2', heatReturnDate: day(-40), breedingDate: day(-18) });
    const returnedSince = animal({ tag: '3', breedingDate: day(-19), heatReturnDate: day(-2) });
    const { heat } = dashboardWidgets([cow, bredSince, returnedSince], TODAY);
    expect(heat.soonest).toEqual([
      { id: cow.id, tag: '1', name: null, date: day(2) },
      { id: bredSince.id, tag: '2', name: null, date: day(3) },
    ]);
  });

  it(`lists at most ${UPCOMING_CALVINGS_MAX} calvings due in the next 30 days, soonest first, of animals in the herd`, () => {
    const { calvings } = dashboardWidgets(
      [
        animal({ tag: '1', name: 'Molly', expectedCalvingDate: day(30) }),
        animal({ tag: '2', expectedCalvingDate: day(0) }),
        animal({ tag: '3', expectedCalvingDate: day(31) }),
        animal({ tag: '4', expectedCalvingDate: day(-1) }),
        animal({ tag: '5', expectedCalvingDate: day(5), status: 'sold' }),
        animal({ tag: '6', expectedCalvingDate: day(7) }),
        animal({ tag: '7', expectedCalvingDate: day(20) }),
      ],
      TODAY,
    );
    expect(calvings.map((a) => [a.tag, a.date])).toEqual([
      ['2', TODAY],
      ['6', day(7)],
      ['7', day(20)],
    ]);
  });

  it('ranks animals the rules see as equal by id, whatever order the rows come in', () => {
    const twins = [
      animal({ name: 'Bessie', breedingDate: day(-20), expectedCalvingDate: day(3) }),
      animal({ name: 'bessie', breedingDate: day(-20), expectedCalvingDate: day(3) }),
      animal({ name: 'Bessie', breedingDate: day(-20), expectedCalvingDate: day(3) }),
    ];
    const ids = twins.map((a) => a.id);
    for (const order of [twins, [...twins].reverse(), [twins[1]!, twins[2]!, twins[0]!]]) {
      const widgets = dashboardWidgets(order, TODAY);
      expect(widgets.heat.soonest.map((a) => a.id)).toEqual(ids);
      expect(widgets.calvings.map((a) => a.id)).toEqual(ids);
    }
  });

  it('the conception rate counts breedings of the last 365 days that took: calved since, or pregnant now', () => {
    const { conception } = dashboardWidgets(
      [
        animal({ tag: '1', breedingDate: day(-300), actualCalvingDate: day(-20) }),
        animal({ tag: '2', breedingDate: day(-100), status: 'pregnant' }),
        animal({ tag: '3', breedingDate: day(-40), status: 'open' }),
        animal({ tag: '4', breedingDate: day(-364), status: 'bred' }),
        animal({ tag: '5', breedingDate: day(-365), status: 'pregnant' }), // a year ago: outside
        animal({ tag: '6', breedingDate: day(1), status: 'pregnant' }), // in the future: outside
        animal({ tag: '7' }),
      ],
      TODAY,
    );
    expect(conception).toEqual({ bred: 4, conceived: 2, rate: 0.5 });
  });

  it('judges each breeding by the animal that carries it, not another animal with the same tag or name', () => {
    const { conception } = dashboardWidgets(
      [
        animal({ tag: 'Bessie', status: 'pregnant' }),
        animal({ name: 'Bessie', breedingDate: day(-50), status: 'open' }),
        animal({ name: 'Molly', status: 'pregnant', breedingDate: day(-10) }),
        animal({ name: 'molly', breedingDate: day(-60) }),
      ],
      TODAY,
    );
    expect(conception).toEqual({ bred: 3, conceived: 1, rate: 1 / 3 });
  });

  it('with no breedings there is no rate, and an empty herd shows nothing', () => {
    expect(dashboardWidgets([], TODAY)).toEqual({
      herdByType: { Cow: 0, Heifer: 0, Calf: 0, Bull: 0, Steer: 0 },
      heat: { soonest: [], total: 0 },
      calvings: [],
      conception: { bred: 0, conceived: 0, rate: null },
      doNotSell: { soonest: [], total: 0 },
    });
  });

  it(`Do Not Sell names the ${DO_NOT_SELL_SHOWN} soonest to clear their meat withdrawal, each with the day it ends, and counts them all`, () => {
    const herd = [
      ...[6, 2, 5, 1, 4, 3].map((n) => animal({ tag: `${n}`, type: 'Steer', meatWithdrawalUntil: day(n) })),
      animal({ tag: '7', type: 'Steer', meatWithdrawalUntil: day(30), status: 'sold' }),
      animal({ tag: '8', type: 'Steer', meatWithdrawalUntil: TODAY }),
      animal({ tag: '9', type: 'Cow', meatWithdrawalUntil: null, milkWithdrawalUntil: day(3) }),
    ];
    const { doNotSell } = dashboardWidgets(herd, TODAY);
    expect(doNotSell.total).toBe(6);
    expect(doNotSell.soonest.map(({ tag, date }) => [tag, date])).toEqual([1, 2, 3, 4, 5].slice(0, DO_NOT_SELL_SHOWN).map((n) => [`${n}`, day(n)]));
  });
});
