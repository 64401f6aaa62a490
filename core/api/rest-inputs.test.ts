import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PROCEDURES } from './procedures';

// The REST adapter turns each top-level number, boolean or date field of an input into that type
// with Number()/Boolean() before checking it, and does so by changing the schema itself (so the
// tRPC path changes too): a blank (null, "") would pass as 0 or false instead of being refused.
// Every such field is therefore wrapped (a transform or nullish pipe) that the adapter leaves alone.
const COERCED = new Set(['number', 'boolean', 'bigint', 'date']);
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault']);

function innerType(schema: z.ZodType): z.ZodType {
  let type = schema;
  while (WRAPPERS.has(type._zod.def.type)) type = (type as unknown as { unwrap: () => z.ZodType }).unwrap();
  return type;
}

describe('REST inputs keep blanks from turning into numbers', () => {
  it('no procedure takes a bare number, boolean or date field the REST adapter would coerce', () => {
    const coerced: string[] = [];
    for (const [path, procedure] of Object.entries(PROCEDURES)) {
      for (const input of procedure._def.inputs as z.ZodType[]) {
        if (input._zod.def.type !== 'object') continue;
        for (const [field, schema] of Object.entries((input as z.ZodObject).shape)) {
          if (COERCED.has(innerType(schema as z.ZodType)._zod.def.type)) coerced.push(`${path}.${field}`);
        }
      }
    }
    expect(coerced).toEqual([]);
  });
});
