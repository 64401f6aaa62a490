import { z } from 'zod';
import { goToStep, nextStep, previousStep, TUTORIAL_STEPS, tutorialStart } from '../../../core/domain/tutorial';
import { STORAGE_KEYS } from '../../platform/local-store';
import { createSettingsStore } from '../../platform/settings-store';

const step = z.number().int().min(0).max(TUTORIAL_STEPS - 1);

/** Where this device is in the guided tutorial, so it can be taken up again later. */
export const useTutorialProgress = createSettingsStore({
  key: STORAGE_KEYS.tutorialProgress,
  schema: z.object({ current: step, visited: z.array(step) }),
  defaults: tutorialStart,
  actions: (change) => ({
    next: () => change(nextStep),
    previous: () => change(previousStep),
    goTo: (index: number) => change((progress) => goToStep(progress, index)),
    startOver: () => change(tutorialStart),
  }),
});
