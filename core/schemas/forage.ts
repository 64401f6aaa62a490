import { z } from 'zod';
import { choiceValues, FORAGE_QUALITIES, FORAGE_SOURCES, FORAGE_TYPES, FORAGE_VARIETIES } from '../domain/inventory-choices';
import { clientRecordId, count, optionalCents, optionalChoice, optionalDate, optionalText, recordEdit, recordVersion, requiredText, authorship } from './fields';

// A forage lot as the API takes it and answers it; one schema serves the form and /api/forage.
// Money in cents and moisture in percent × 100 (the form converts).

/** What an unknown id (or another farm's lot) answers. */
export const FORAGE_NOT_FOUND = 'Forage record not found';

export const FORAGE_MESSAGES = {
  typeRequired: 'Forage type is required',
  locationRequired: 'Storage location is required',
  totalRequired: 'Total bales is required',
  remainingRequired: 'Remaining bales is required',
} as const;

const FORAGE_TYPE_VALUES = choiceValues(FORAGE_TYPES);

export const forageShape = {
  type: z.enum(FORAGE_TYPE_VALUES, { error: FORAGE_MESSAGES.typeRequired }),
  variety: optionalChoice(choiceValues(FORAGE_VARIETIES), 'Variety'),
  quality: optionalChoice(choiceValues(FORAGE_QUALITIES), 'Quality'),
  harvestDate: optionalDate('Harvest date', 'event'),
  source: optionalChoice(choiceValues(FORAGE_SOURCES), 'Source'),
  supplier: optionalText(200, 'Supplier'),
  location: requiredText(200, FORAGE_MESSAGES.locationRequired, 'Storage location'),
  totalBales: count('Total bales', { message: FORAGE_MESSAGES.totalRequired }),
  /** Never more than the total (the server caps it, as the form does). */
  remainingBales: count('Remaining bales', { message: FORAGE_MESSAGES.remainingRequired }),
  /** Pounds. */
  weightPerBale: count('Weight per bale')
    .nullish()
    .transform((value) => value ?? null),
  /** Percent × 100: 12.5 % is 1250. */
  moistureContent: z
    .number({ error: 'Moisture must be a number' })
    .int('Moisture must be in hundredths of a percent')
    .min(0, 'Moisture cannot be negative')
    .max(10_000, 'Moisture cannot be above 100%')
    .nullish()
    .transform((value) => value ?? null),
  pricePerBale: optionalCents('Price per bale'),
  totalCost: optionalCents('Total cost'),
  testResults: optionalText(2000, 'Test results'),
  notes: optionalText(5000, 'Notes'),
};

export const forageInput = z.object(forageShape);
export type ForageInput = z.input<typeof forageInput>;
export type ForageFields = z.output<typeof forageInput>;
export const forageCreate = z.object({ ...clientRecordId, ...forageShape });
export const forageUpdate = z.object({ ...recordEdit, ...forageShape });

export const forageRecord = z.object({
  id: z.string(),
  type: z.string(),
  variety: z.string().nullable(),
  quality: z.string().nullable(),
  harvestDate: z.string().nullable(),
  source: z.string().nullable(),
  supplier: z.string().nullable(),
  location: z.string(),
  totalBales: z.number(),
  remainingBales: z.number(),
  weightPerBale: z.number().nullable(),
  /** Percent × 100. */
  moistureContent: z.number().nullable(),
  /** Cents. */
  pricePerBale: z.number().nullable(),
  /** Cents. */
  totalCost: z.number().nullable(),
  testResults: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  ...authorship,
  version: recordVersion,
});
export type ForageRecord = z.infer<typeof forageRecord>;
