import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { activityCreate } from './activities';
import { signupInput, updateProfileInput } from './auth';
import { cattleCreate } from './cattle';
import { embryoCreate } from './embryos';
import { forageCreate } from './forage';
import { pastureCreate } from './pastures';
import { semenCaneCreate, semenStrawCreate, semenTankCreate } from './semen';
import { storageTankCreate } from './storage-tanks';

// Every free-text field of every record and of the account takes its text through the shared field
// kinds, so each refuses what the Excel export's XML cannot carry. The fields are found, not
// listed: any field that takes plain text ("Abc") must refuse the same text with a U+FFFE in it.

const RECORDS: [string, z.ZodType, Record<string, unknown>][] = [
  ['cattle', cattleCreate, { tag: '1', type: 'Cow', pasture: 'North' }],
  ['pasture', pastureCreate, { name: 'North' }],
  ['activity', activityCreate, { type: 'vaccination', cattleTag: '1', date: '2025-03-02', pasture: 'North' }],
  ['semen tank', semenTankCreate, { name: 'Tank 1' }],
  ['cane', semenCaneCreate, { tankId: 'tank', caneNumber: '1' }],
  ['straw lot', semenStrawCreate, { caneId: 'cane', bullName: 'Big Red', breed: 'Angus' }],
  ['embryo lot', embryoCreate, { donorDam: 'Dam', sire: 'Sire', breed: 'Angus', totalEmbryos: 1 }],
  ['storage tank', storageTankCreate, { name: 'Dewar' }],
  ['forage lot', forageCreate, { type: 'hay', location: 'Barn', totalBales: 1, remainingBales: 1 }],
  ['signup', signupInput, { email: 'a@example.com', password: 'secret12', farmName: 'Ranch' }],
  ['account', updateProfileInput, { farmName: 'Ranch', ownerName: 'Sam', location: 'Here', email: 'a@example.com' }],
];

const CANNOT_BE_SAVED = /^.+ contains a character that cannot be saved: remove control or invalid characters$/;

/** The fields of a schema that take plain text: the ones where "Abc" is accepted as it is. */
function textFields(schema: z.ZodType, valid: Record<string, unknown>): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? (schema as unknown as { _zod: { def: { in?: { shape: Record<string, unknown> } } } })._zod.def.in?.shape;
  // A reference to another record (storageTankId) is an id to look up, and a password is checked
  // or hashed, never kept: neither is text to keep.
  return Object.keys(shape ?? {}).filter((field) => {
    if (field.endsWith('Id') || /password/i.test(field)) return false;
    const parsed = schema.safeParse({ ...valid, [field]: 'Abc' });
    return parsed.success && String((parsed.data as Record<string, unknown>)[field]).toLowerCase() === 'abc';
  });
}

describe('every free-text field refuses characters the export cannot carry', () => {
  it.each(RECORDS)('%s', (_, schema, valid) => {
    expect(schema.safeParse(valid).success, 'the valid body').toBe(true);
    const fields = textFields(schema, valid);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      const issues = schema.safeParse({ ...valid, [field]: 'A\uFFFEbc' }).error?.issues ?? [];
      expect(issues.find((issue) => issue.path[0] === field)?.message, field).toMatch(CANNOT_BE_SAVED);
    }
  });

  it('finds the free-text fields, the ones outside the shared kinds too', () => {
    expect(textFields(cattleCreate, RECORDS[0]![2])).toEqual(expect.arrayContaining(['tag', 'name', 'pasture', 'cowTag', 'disposition', 'notes', 'buyer']));
    expect(textFields(activityCreate, RECORDS[2]![2])).toEqual(expect.arrayContaining(['cattleTag', 'pasture', 'notes']));
    expect(textFields(pastureCreate, RECORDS[1]![2])).toEqual(['name', 'description']);
    expect(textFields(signupInput, RECORDS[9]![2])).toEqual(['farmName', 'ownerName', 'location']);
    expect(textFields(updateProfileInput, RECORDS[10]![2])).toEqual(['farmName', 'ownerName', 'location']);
  });
});
