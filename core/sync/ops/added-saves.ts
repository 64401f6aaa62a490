import { z } from 'zod';
import { recordEdit } from '../../schemas/fields';
import { pregnancyCheckCreate, treatmentCreate, weighingCreate } from '../../schemas/health';
import type { AddedProcedure } from '../../schemas/sync';
import type { FarmStore } from './farm-store';

// The herd-health records, only ever added (a weighing may be taken back): each saved by the store's
// own method with its effect on the animal, and answered as its call answers over REST. A push
// (apply-op.ts) and a phone's own save (renderer/sync/local-save.ts) both save them by this.

const weighingRef = z.object(recordEdit);

export const ADDED_SAVES: Record<Exclude<AddedProcedure, 'activities.create'>, (store: FarmStore, input: unknown) => unknown> = {
  'treatments.create': (store, input) => store.giveTreatments(treatmentCreate.parse(input)),
  'pregnancyChecks.create': (store, input) => store.recordPregnancyCheck(pregnancyCheckCreate.parse(input)),
  'weights.create': (store, input) => store.recordWeighing(weighingCreate.parse(input)),
  'weights.delete': (store, input) => {
    const { id, version } = weighingRef.parse(input);
    store.removeWeighing(id, version);
    return { ok: true };
  },
};

export const isAddedSave = (procedure: string): procedure is keyof typeof ADDED_SAVES => procedure in ADDED_SAVES;
