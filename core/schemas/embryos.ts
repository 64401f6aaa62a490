import { z } from 'zod';
import { choiceValues, EMBRYO_GRADES, EMBRYO_STAGES } from '../domain/inventory-choices';
import { clientRecordId, count, optionalCents, optionalChoice, optionalDate, optionalRecordRef, optionalText, recordEdit, recordVersion, requiredText, authorship } from './fields';

// An embryo lot as the API takes it and answers it; one schema serves the form and /api/embryos.
// Money in cents (the form converts dollars).

/** What an unknown id (or another farm's lot) answers. */
export const EMBRYO_NOT_FOUND = 'Embryo lot not found';

export const EMBRYO_MESSAGES = {
  donorDamRequired: 'Donor dam is required',
  sireRequired: 'Sire is required',
  breedRequired: 'Breed is required',
  totalRequired: 'Total embryos is required',
  tankNotFound: 'Storage tank not found',
} as const;

export const embryoShape = {
  donorDam: requiredText(200, EMBRYO_MESSAGES.donorDamRequired, 'Donor dam'),
  sire: requiredText(200, EMBRYO_MESSAGES.sireRequired, 'Sire'),
  breed: requiredText(100, EMBRYO_MESSAGES.breedRequired, 'Breed'),
  embryoGrade: optionalChoice(choiceValues(EMBRYO_GRADES), 'Embryo grade'),
  embryoStage: optionalChoice(choiceValues(EMBRYO_STAGES), 'Embryo stage'),
  totalEmbryos: count('Total embryos', { message: EMBRYO_MESSAGES.totalRequired }),
  /** Missing is 0; never more than the total (the server caps it). */
  remainingEmbryos: count('Remaining embryos')
    .nullish()
    .transform((value) => value ?? 0),
  pricePerEmbryo: optionalCents('Price per embryo'),
  supplier: optionalText(200, 'Supplier'),
  collectionDate: optionalDate('Collection date', 'event'),
  freezeDate: optionalDate('Freeze date', 'event'),
  expirationDate: optionalDate('Expiration date', 'expiration'),
  storageLocation: optionalText(200, 'Storage location'),
  /** The farm's storage tank the lot sits in, if any. */
  storageTankId: optionalRecordRef('Storage tank'),
  notes: optionalText(5000, 'Notes'),
};

export const embryoInput = z.object(embryoShape);
export type EmbryoInput = z.input<typeof embryoInput>;
export type EmbryoFields = z.output<typeof embryoInput>;
export const embryoCreate = z.object({ ...clientRecordId, ...embryoShape });
export const embryoUpdate = z.object({ ...recordEdit, ...embryoShape });

export const embryoRecord = z.object({
  id: z.string(),
  storageTankId: z.string().nullable(),
  donorDam: z.string(),
  sire: z.string(),
  breed: z.string(),
  embryoGrade: z.string().nullable(),
  embryoStage: z.string().nullable(),
  totalEmbryos: z.number(),
  remainingEmbryos: z.number(),
  /** Cents. */
  pricePerEmbryo: z.number().nullable(),
  supplier: z.string().nullable(),
  collectionDate: z.string().nullable(),
  freezeDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  storageLocation: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  ...authorship,
  version: recordVersion,
});
export type EmbryoRecord = z.infer<typeof embryoRecord>;
