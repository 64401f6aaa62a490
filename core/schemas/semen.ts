import { z } from 'zod';
import { CANE_DEFAULT_CAPACITY, DEFAULT_STRAW_PRICE_CENTS, SEMEN_TANK_DEFAULT_CAPACITY } from '../domain/constants';
import { clientRecordId, count, optionalCents, optionalDate, optionalRecordRef, optionalText, recordEdit, recordVersion, requiredText, sireSourceName, authorship } from './fields';
import { tankType } from './storage-tanks';

// Semen inventory as the API takes it and answers it: tanks hold canes, canes hold straw lots.
// Money in cents (the forms convert dollars).

export const SEMEN_MESSAGES = {
  tankNameRequired: 'Tank name is required',
  tankRequired: 'Semen tank is required',
  caneNumberRequired: 'Cane number is required',
  caneRequired: 'Cane is required',
  bullNameRequired: 'Bull name is required',
  breedRequired: 'Breed is required',
  tankNotFound: 'Semen tank not found',
  caneNotFound: 'Cane not found',
  strawNotFound: 'Straw lot not found',
  storageTankNotFound: 'Storage tank not found',
} as const;

/** A capacity with a default: missing or blank takes `fallback`. */
const capacityOr = (fallback: number, label: string) =>
  count(label, { min: 1 })
    .nullish()
    .transform((value) => value ?? fallback);

export const semenTankShape = {
  name: sireSourceName(100, SEMEN_MESSAGES.tankNameRequired, 'Tank name'),
  description: optionalText(1000, 'Description'),
  tankType,
  /** Canes it holds. */
  capacity: capacityOr(SEMEN_TANK_DEFAULT_CAPACITY, 'Capacity'),
  location: optionalText(200, 'Location'),
  /** The farm's storage tank it sits in, if any. */
  storageTankId: optionalRecordRef('Storage tank'),
  notes: optionalText(5000, 'Notes'),
};
export const semenTankInput = z.object(semenTankShape);
export type SemenTankInput = z.input<typeof semenTankInput>;
export type SemenTankFields = z.output<typeof semenTankInput>;
export const semenTankCreate = z.object({ ...clientRecordId, ...semenTankShape });
export const semenTankUpdate = z.object({ ...recordEdit, ...semenTankShape });

export const semenCaneShape = {
  tankId: requiredText(64, SEMEN_MESSAGES.tankRequired, 'Semen tank'),
  caneNumber: requiredText(20, SEMEN_MESSAGES.caneNumberRequired, 'Cane number'),
  label: optionalText(100, 'Label'),
  /** Straws it holds. */
  capacity: capacityOr(CANE_DEFAULT_CAPACITY, 'Capacity'),
  notes: optionalText(5000, 'Notes'),
};
export const semenCaneInput = z.object(semenCaneShape);
export type SemenCaneInput = z.input<typeof semenCaneInput>;
export type SemenCaneFields = z.output<typeof semenCaneInput>;
export const semenCaneCreate = z.object({ ...clientRecordId, ...semenCaneShape });
export const semenCaneUpdate = z.object({ ...recordEdit, ...semenCaneShape });

export const semenStrawShape = {
  caneId: requiredText(64, SEMEN_MESSAGES.caneRequired, 'Cane'),
  bullName: sireSourceName(200, SEMEN_MESSAGES.bullNameRequired, 'Bull name'),
  registrationNumber: optionalText(100, 'Registration number'),
  breed: requiredText(100, SEMEN_MESSAGES.breedRequired, 'Breed'),
  collection: optionalText(100, 'Collection'),
  totalStraws: count('Total straws')
    .nullish()
    .transform((value) => value ?? 0),
  /** Missing is 0; never more than the total (the server caps it). */
  remainingStraws: count('Remaining straws')
    .nullish()
    .transform((value) => value ?? 0),
  /** Cents; a lot saved without a price is worth $35 a straw. */
  pricePerStraw: optionalCents('Price per straw').transform((value) => value ?? DEFAULT_STRAW_PRICE_CENTS),
  supplier: optionalText(200, 'Supplier'),
  purchaseDate: optionalDate('Purchase date', 'event'),
  expirationDate: optionalDate('Expiration date', 'expiration'),
  notes: optionalText(5000, 'Notes'),
};
export const semenStrawInput = z.object(semenStrawShape);
export type SemenStrawInput = z.input<typeof semenStrawInput>;
export type SemenStrawFields = z.output<typeof semenStrawInput>;
export const semenStrawCreate = z.object({ ...clientRecordId, ...semenStrawShape });
export const semenStrawUpdate = z.object({ ...recordEdit, ...semenStrawShape });

export const semenCaneRecord = z.object({
  id: z.string(),
  tankId: z.string(),
  caneNumber: z.string(),
  label: z.string().nullable(),
  capacity: z.number(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  ...authorship,
  version: recordVersion,
});
export type SemenCaneRecord = z.infer<typeof semenCaneRecord>;

export const semenTankRecord = z.object({
  id: z.string(),
  storageTankId: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  tankType: z.string(),
  capacity: z.number(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  ...authorship,
  version: recordVersion,
  /** Straws left in all of its canes. */
  remainingStraws: z.number(),
});
export type SemenTankRecord = z.infer<typeof semenTankRecord>;
/** A tank as a create or an update answers it: the stored record, without the straw count. */
export const semenTankSaved = semenTankRecord.omit({ remainingStraws: true });

export const semenStrawRecord = z.object({
  id: z.string(),
  caneId: z.string(),
  bullName: z.string(),
  registrationNumber: z.string().nullable(),
  breed: z.string(),
  collection: z.string().nullable(),
  totalStraws: z.number(),
  remainingStraws: z.number(),
  /** Cents. */
  pricePerStraw: z.number().nullable(),
  supplier: z.string().nullable(),
  purchaseDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  ...authorship,
  version: recordVersion,
  // Where it sits, so a picker can group straws by tank without a second call.
  tankId: z.string(),
  tankName: z.string(),
  caneNumber: z.string(),
  caneLabel: z.string().nullable(),
});
export type SemenStrawRecord = z.infer<typeof semenStrawRecord>;
/** A straw lot as a create or an update answers it: the stored record, without its tank and cane. */
export const semenStrawSaved = semenStrawRecord.omit({ tankId: true, tankName: true, caneNumber: true, caneLabel: true });
