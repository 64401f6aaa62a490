import { z } from 'zod';
import { choiceValues, DEFAULT_TANK_TYPE, TANK_TYPES } from '../domain/inventory-choices';
import { clientRecordId, count, optionalText, recordEdit, recordVersion, requiredText, authorship } from './fields';

// A storage tank (the physical tank or freezer) as the API takes it and answers it; one schema
// serves the form and /api/storage-tanks.

/** What an unknown id (or another farm's tank) answers. */
export const STORAGE_TANK_NOT_FOUND = 'Storage tank not found';

export const STORAGE_TANK_MESSAGES = {
  nameRequired: 'Tank name is required',
  typeRequired: 'Tank type is required',
} as const;

/** A tank type from the list; missing or blank is a liquid nitrogen tank. */
export const tankType = z
  .string({ error: STORAGE_TANK_MESSAGES.typeRequired })
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : DEFAULT_TANK_TYPE))
  .pipe(z.enum(choiceValues(TANK_TYPES), { error: `Tank type must be one of: ${choiceValues(TANK_TYPES).join(', ')}` }));

export const storageTankShape = {
  name: requiredText(100, STORAGE_TANK_MESSAGES.nameRequired, 'Tank name'),
  type: tankType,
  /** Straws and embryos it holds when full; blank means not set. */
  capacity: count('Capacity')
    .nullish()
    .transform((value) => value ?? null),
  location: optionalText(200, 'Location'),
  /** As written on the tank, e.g. "-196°C". */
  temperature: optionalText(40, 'Temperature'),
  notes: optionalText(5000, 'Notes'),
};

export const storageTankInput = z.object(storageTankShape);
export type StorageTankInput = z.input<typeof storageTankInput>;
export type StorageTankFields = z.output<typeof storageTankInput>;
export const storageTankCreate = z.object({ ...clientRecordId, ...storageTankShape });
export const storageTankUpdate = z.object({ ...recordEdit, ...storageTankShape });

export const storageTankRecord = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  capacity: z.number().nullable(),
  location: z.string().nullable(),
  temperature: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  ...authorship,
  version: recordVersion,
});
export type StorageTankRecord = z.infer<typeof storageTankRecord>;
