import { describe, expect, it } from 'vitest';
import { goToStep, isLastStep, isTutorialComplete, nextStep, previousStep, TUTORIAL_STEPS, tutorialStart } from './tutorial';

describe(`the guided tutorial (${TUTORIAL_STEPS} steps)`, () => {
  it('starts on step 1 with nothing visited', () => {
    expect(tutorialStart()).toEqual({ current: 0, visited: [] });
  });

  it('Next marks the current step visited and shows the next', () => {
    expect(nextStep(tutorialStart())).toEqual({ current: 1, visited: [0] });
  });

  it('Previous goes back without marking; never before step 1', () => {
    expect(previousStep({ current: 2, visited: [0, 1] })).toEqual({ current: 1, visited: [0, 1] });
    expect(previousStep(tutorialStart())).toEqual(tutorialStart());
  });

  it('a step button shows that step, without marking any', () => {
    expect(goToStep({ current: 0, visited: [] }, 4)).toEqual({ current: 4, visited: [] });
    expect(goToStep(tutorialStart(), 99).current).toBe(TUTORIAL_STEPS - 1);
  });

  it('Complete on the last step marks it; with every step visited the tutorial is complete', () => {
    let progress = tutorialStart();
    for (let i = 0; i < TUTORIAL_STEPS - 1; i += 1) progress = nextStep(progress);
    expect(isLastStep(progress)).toBe(true);
    expect(isTutorialComplete(progress)).toBe(false);
    progress = nextStep(progress);
    expect(progress).toEqual({ current: TUTORIAL_STEPS - 1, visited: [0, 1, 2, 3, 4, 5, 6] });
    expect(isTutorialComplete(progress)).toBe(true);
  });

  it('jumping ahead leaves skipped steps unvisited', () => {
    const progress = nextStep(goToStep(tutorialStart(), 6));
    expect(progress.visited).toEqual([6]);
    expect(isTutorialComplete(progress)).toBe(false);
  });
});
