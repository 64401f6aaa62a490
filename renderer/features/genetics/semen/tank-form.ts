import { z } from 'zod';
import { DEFAULT_TANK_TYPE, SEMEN_TANK_DEFAULT_CAPACITY } from '../../../../core/domain';
import { numberOrNull, numberText, textOf, textOrNull } from '../../../../core/schemas/form-text';
import { semenTankInput, type SemenTankInput, type SemenTankRecord } from '../../../../core/schemas/semen';
import { formIssues } from './form-issues';

// The Add/Edit Semen Tank form holds text; toTankInput makes the API's values, and the form is
// checked by running that result through the API's own schema, so every message is the server's.

const tankFormShape = {
  name: z.string(),
  tankType: z.string(),
  capacity: z.string(),
  location: z.string(),
  storageTankId: z.string(),
  description: z.string(),
  notes: z.string(),
};

export type TankFormValues = z.input<typeof tankForm>;

export const TANK_FORM_FIELDS = Object.keys(tankFormShape) as (keyof TankFormValues)[];

/** Blank text → null, capacity as typed (blank → the server's 6), no storage tank → null. */
export function toTankInput(values: TankFormValues): SemenTankInput {
  return {
    name: values.name.trim(),
    tankType: values.tankType,
    capacity: numberOrNull(values.capacity),
    location: textOrNull(values.location),
    storageTankId: values.storageTankId || null,
    description: textOrNull(values.description),
    notes: textOrNull(values.notes),
  };
}

/** The tank being edited, or a new liquid nitrogen tank of 6 canes. */
export function tankFormValues(tank: SemenTankRecord | null): TankFormValues {
  return {
    name: textOf(tank?.name),
    tankType: tank?.tankType ?? DEFAULT_TANK_TYPE,
    capacity: numberText(tank ? tank.capacity : SEMEN_TANK_DEFAULT_CAPACITY),
    location: textOf(tank?.location),
    storageTankId: textOf(tank?.storageTankId),
    description: textOf(tank?.description),
    notes: textOf(tank?.notes),
  };
}

export const tankForm = z.object(tankFormShape).superRefine((values, ctx) => formIssues(semenTankInput, toTankInput(values), TANK_FORM_FIELDS, ctx));
