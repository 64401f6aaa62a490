import { describe, expect, it } from 'vitest';
import { breedingDraw, loggedActivity } from './logged-activity';

const breeding = (more: Partial<Parameters<typeof loggedActivity>[0]> = {}) => ({
  type: 'breeding',
  breedingMethod: 'artificial_insemination' as string | null,
  breedingSire: 'Big Red|Tank A' as string | null,
  strawsUsed: 2 as number | null,
  ...more,
});

describe('loggedActivity: what an activity stores', () => {
  it('keeps breeding details only on breedings', () => {
    expect(loggedActivity({ ...breeding(), type: 'heat' })).toEqual({ type: 'heat', breedingMethod: null, breedingSire: null, strawsUsed: null });
  });

  it('an AI or ET breeding uses one straw unless told; natural service none', () => {
    expect(loggedActivity(breeding({ strawsUsed: null })).strawsUsed).toBe(1);
    expect(loggedActivity(breeding({ strawsUsed: 3 })).strawsUsed).toBe(3);
    expect(loggedActivity(breeding({ breedingMethod: 'natural_bull', strawsUsed: null })).strawsUsed).toBeNull();
  });
});

describe('breedingDraw: the straws a breeding from "bull|tank" takes', () => {
  const lots = [
    { id: 'a', remainingStraws: 1 },
    { id: 'b', remainingStraws: 5 },
  ];

  it('draws from the bull’s lots in that tank, in order', () => {
    const asked: string[] = [];
    const draw = breedingDraw(breeding(), (bull, tank) => (asked.push(`${bull}/${tank}`), lots));
    expect(asked).toEqual(['Big Red/Tank A']);
    expect(draw).toEqual({ draws: [{ id: 'a', taken: 1 }, { id: 'b', taken: 1 }], shortfall: null });
  });

  it('tells a shortfall with the last lot drawn, or none when the tank held none of the bull’s', () => {
    expect(breedingDraw(breeding({ strawsUsed: 8 }), () => lots)?.shortfall).toEqual({ bull: 'Big Red', tank: 'Tank A', shortfall: 2, used: 8, lotId: 'b' });
    expect(breedingDraw(breeding(), () => [])?.shortfall).toEqual({ bull: 'Big Red', tank: 'Tank A', shortfall: 2, used: 2, lotId: null });
  });

  it('draws nothing for other activities, natural service or a sire written as free text', () => {
    for (const activity of [{ ...breeding(), type: 'heat' }, breeding({ breedingMethod: 'natural_bull' }), breeding({ breedingSire: 'Big Red' })]) {
      expect(breedingDraw(activity, () => lots)).toBeNull();
    }
  });
});
