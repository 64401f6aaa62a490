import { describe, expect, it } from 'vitest';
import { checkEffect, weighingEffect } from './animal-records';
import type { CheckLike } from './pregnancy-checks';

const cow = { status: 'bred', breedingDate: '2026-06-01', breedingMethod: 'artificial_insemination', expectedCalvingDate: null };
const check = (id: string, date: string, result: CheckLike['result'], daysPregnant: number | null = null): CheckLike => ({ id, cattleId: 'c', date, result, daysPregnant });

describe('what a pregnancy check does to its cow', () => {
  it('a check changes her when she has no check of a later day', () => {
    const pregnant = check('2', '2026-09-01', 'pregnant', 60);
    expect(checkEffect(pregnant, [check('1', '2026-08-01', 'open'), pregnant], cow)).toMatchObject({ status: 'pregnant' });
  });

  it('a check older than her latest changes nothing', () => {
    const late = check('1', '2026-08-01', 'open');
    expect(checkEffect(late, [check('2', '2026-09-01', 'pregnant'), late], cow)).toEqual({});
  });

  it('of two checks on one day, the one being recorded counts', () => {
    const second = check('2', '2026-09-01', 'open');
    expect(checkEffect(second, [check('1', '2026-09-01', 'pregnant'), second], { ...cow, status: 'pregnant' })).toMatchObject({ status: 'active' });
  });
});

describe('the animal’s weights after its weighings change', () => {
  const animal = { weight: 500, birthWeight: 80, weanWeight: null };

  it('answers only the weights that move', () => {
    expect(weighingEffect([{ id: 'w', date: '2026-09-01', weight: 612, kind: 'weaning' }], animal)).toEqual({ weight: 612, weanWeight: 612 });
  });

  it('with none of a kind left, the animal keeps what it had', () => {
    expect(weighingEffect([], animal)).toEqual({});
  });
});
