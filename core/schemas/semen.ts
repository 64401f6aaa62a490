import { z } from 'zod';

// Semen inventory as the API answers it: tanks, and straws with the tank and cane they sit in.

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
  /** Straws left in all of its canes. */
  remainingStraws: z.number(),
});
export type SemenTankRecord = z.infer<typeof semenTankRecord>;

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
  // Where it sits, so a picker can group straws by tank without a second call.
  tankId: z.string(),
  tankName: z.string(),
  caneNumber: z.string(),
  caneLabel: z.string().nullable(),
});
export type SemenStrawRecord = z.infer<typeof semenStrawRecord>;
