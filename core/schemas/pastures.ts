import { z } from 'zod';
import { clientRecordId, optionalText, recordEdit, recordVersion, requiredKey, authorship } from './fields';

/** What an unknown id (or another farm's pasture) answers. */
export const PASTURE_NOT_FOUND = 'Pasture not found';

export const PASTURE_MESSAGES = {
  nameRequired: 'Pasture name is required',
  nameTaken: 'A pasture with this name already exists',
  /** A delete refused while animals still graze the pasture. */
  stillGrazed: (head: number, name: string) => `Move the ${head} head in ${name} to another pasture before deleting it`,
} as const;

export const pastureShape = {
  name: requiredKey(100, PASTURE_MESSAGES.nameRequired, 'Pasture name'),
  description: optionalText(1000, 'Description'),
  // Head of cattle it carries; blank means not set.
  capacity: z
    .number({ error: 'Capacity must be a number' })
    .int('Capacity must be a whole number of head')
    .min(0, 'Capacity cannot be negative')
    .max(100_000, 'Capacity must be at most 100000')
    .nullish()
    .transform((value) => value ?? null),
};

export const pastureInput = z.object(pastureShape);
export type PastureInput = z.input<typeof pastureInput>;
export type PastureFields = z.output<typeof pastureInput>;
/** POST: a pasture, and optionally the id the client made for it (sending it again gives the same pasture). */
export const pastureCreate = z.object({ ...clientRecordId, ...pastureShape });
export type PastureCreate = z.output<typeof pastureCreate>;
export const pastureUpdate = z.object({ ...recordEdit, ...pastureShape });

export const pastureRecord = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  capacity: z.number().nullable(),
  createdAt: z.string(),
  ...authorship,
  version: recordVersion,
});
export type PastureRecord = z.infer<typeof pastureRecord>;
