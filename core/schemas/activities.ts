import { z } from 'zod';
import { ACTIVITY_TYPES, isActivityType } from '../domain/activities';
import { ACTIVITY_STRAWS } from '../domain/constants';
import { BREEDING_METHODS, normaliseBreedingMethod } from '../domain/gestation';
import { clientRecordId, optionalText, requiredDate, requiredKey, authorship } from './fields';

// A logged activity as the API takes it and answers it. One schema serves the Log Activity form and
// POST /api/activities.

export const ACTIVITY_MESSAGES = {
  required: 'Please fill in all required fields',
  notEnoughStraws: 'Not enough straws available!',
  straws: `Straws used must be a whole number from ${ACTIVITY_STRAWS.min} to ${ACTIVITY_STRAWS.max}`,
} as const;

export const activityShape = {
  type: z
    .string({ error: ACTIVITY_MESSAGES.required })
    .trim()
    .min(1, ACTIVITY_MESSAGES.required)
    .transform((value) => value.toLowerCase())
    .refine(isActivityType, `Activity type must be one of: ${ACTIVITY_TYPES.join(', ')}`)
    .transform((value) => value as (typeof ACTIVITY_TYPES)[number]),
  cattleTag: requiredKey(100, ACTIVITY_MESSAGES.required, 'Animal'),
  date: requiredDate(ACTIVITY_MESSAGES.required, 'Date', 'event'),
  pasture: requiredKey(100, ACTIVITY_MESSAGES.required, 'Pasture'),
  breedingMethod: z
    .string({ error: 'Breeding method must be text' })
    .nullish()
    .transform((value, ctx) => {
      if (value == null || value.trim() === '') return null;
      const method = normaliseBreedingMethod(value);
      if (method === null) ctx.addIssue({ code: 'custom', message: `Breeding method must be one of: ${BREEDING_METHODS.join(', ')}` });
      return method;
    }),
  breedingSire: optionalText(200, 'Breeding sire'),
  strawsUsed: z
    .number({ error: ACTIVITY_MESSAGES.straws })
    .int(ACTIVITY_MESSAGES.straws)
    .min(ACTIVITY_STRAWS.min, ACTIVITY_MESSAGES.straws)
    .max(ACTIVITY_STRAWS.max, ACTIVITY_MESSAGES.straws)
    .nullish()
    .transform((value) => value ?? null),
  notes: optionalText(5000, 'Notes'),
};

export const activityInput = z.object(activityShape);
export type ActivityInput = z.input<typeof activityInput>;
export type ActivityFields = z.output<typeof activityInput>;

/** POST: an activity, and optionally the id the client made for it (sending it again gives the same activity). */
export const activityCreate = z.object({ ...clientRecordId, ...activityShape });
export type ActivityCreate = z.output<typeof activityCreate>;

export const activityRecord = z.object({
  id: z.string(),
  type: z.string(),
  cattleTag: z.string(),
  date: z.string(),
  pasture: z.string().nullable(),
  breedingMethod: z.string().nullable(),
  breedingSire: z.string().nullable(),
  strawsUsed: z.number().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  ...authorship,
});
export type ActivityRecord = z.infer<typeof activityRecord>;
