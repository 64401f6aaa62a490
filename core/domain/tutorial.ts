// The guided tutorial's progress: the step shown and the steps visited. Next marks the step it
// leaves as visited; on the last step the button reads Complete, marks that step, and once every
// step is visited it is disabled (the tutorial is done).

export const TUTORIAL_STEPS = 7;

export interface TutorialProgress {
  /** 0-based. */
  current: number;
  visited: number[];
}

export const tutorialStart = (): TutorialProgress => ({ current: 0, visited: [] });

const clamp = (step: number) => Math.min(TUTORIAL_STEPS - 1, Math.max(0, Math.trunc(step)));
const visit = (visited: readonly number[], step: number) => [...new Set([...visited, step])].sort((a, b) => a - b);

export const isLastStep = ({ current }: TutorialProgress) => current === TUTORIAL_STEPS - 1;
export const isTutorialComplete = ({ visited }: TutorialProgress) => visited.length === TUTORIAL_STEPS;

/** Next (or Complete on the last step): the step shown is visited, and the next one shown. */
export function nextStep(progress: TutorialProgress): TutorialProgress {
  return { current: clamp(progress.current + 1), visited: visit(progress.visited, progress.current) };
}

export function previousStep(progress: TutorialProgress): TutorialProgress {
  return { ...progress, current: clamp(progress.current - 1) };
}

/** A step button: shows that step; visiting is what Next does. */
export function goToStep(progress: TutorialProgress, step: number): TutorialProgress {
  return { ...progress, current: clamp(step) };
}
