import { z } from 'zod';
import { DEFAULT_TANK_TYPE } from '../../../core/domain';
import { numberOrNull, numberText, textOf, textOrNull } from '../../../core/schemas/form-text';
import { storageTankInput, type StorageTankInput, type StorageTankRecord } from '../../../core/schemas/storage-tanks';

// The Add/Edit Storage Tank form holds text; toStorageTankInput makes the API's values, and the
// form is validated by running that result through storageTankInput, so every message is the server's.

const storageTankFormShape = {
  name: z.string(),
  type: z.string(),
  capacity: z.string(),
  location: z.string(),
  temperature: z.string(),
  notes: z.string(),
};

export type StorageTankFormValues = z.input<typeof storageTankForm>;

export const STORAGE_TANK_FORM_FIELDS = ['name', 'type', 'capacity', 'location', 'temperature', 'notes'] as const satisfies readonly (keyof StorageTankFormValues)[];

/** Trimmed name, the chosen type, capacity as typed ("1,200" reads 1200), blanks → null. */
export function toStorageTankInput(values: StorageTankFormValues): StorageTankInput {
  return {
    name: values.name.trim(),
    type: values.type,
    capacity: numberOrNull(values.capacity),
    location: textOrNull(values.location),
    temperature: textOrNull(values.temperature),
    notes: textOrNull(values.notes),
  };
}

/** The form's values for the tank being edited; a new tank starts as a liquid nitrogen tank. */
export function storageTankFormValues(tank: StorageTankRecord | null): StorageTankFormValues {
  return {
    name: textOf(tank?.name),
    type: tank?.type ?? DEFAULT_TANK_TYPE,
    capacity: numberText(tank?.capacity),
    location: textOf(tank?.location),
    temperature: textOf(tank?.temperature),
    notes: textOf(tank?.notes),
  };
}

export const storageTankForm = z.object(storageTankFormShape).superRefine((values, ctx) => {
  for (const issue of storageTankInput.safeParse(toStorageTankInput(values)).error?.issues ?? []) {
    const field = STORAGE_TANK_FORM_FIELDS.find((name) => name === issue.path[0]);
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
});
