import { goToStep, nextStep, previousStep, TUTORIAL_STEPS, tutorialStart } from '../../../core/domain/tutorial';
import { STORAGE_KEYS } from '../../platform/local-store';
import { createSettingsStore } from '../../platform/settings-store';
import { storedList, storedRecord } from '../../platform/stored-value';

const isStep = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < TUTORIAL_STEPS;

/** The stored step and visited steps, or nothing when either is not a step of the tutorial. */
export function readTutorialProgress(stored: unknown) {
  const saved = storedRecord(stored);
  const visited = storedList(saved?.visited);
  if (!saved || !isStep(saved.current) || !visited?.every(isStep)) return undefined;
  return { current: saved.current, visited };
}

/** Where this device is in the guided tutorial, so it can be taken up again later. */
export const useTutorialProgress = createSettingsStore({
  key: STORAGE_KEYS.tutorialProgress,
  read: readTutorialProgress,
  defaults: tutorialStart,
  actions: (change) => ({
    next: () => change(nextStep),
    previous: () => change(previousStep),
    goTo: (index: number) => change((progress) => goToStep(progress, index)),
    startOver: () => change(tutorialStart),
  }),
});
