import fc from 'fast-check';
import { anyText } from './bad-input-json-schema';
import type { JsonSchema } from './openapi-operations';

// Values that break servers: text no form would send, numbers that are not numbers, dates that are
// not dates, ids that are not ids, and structures where a field expects a scalar.

export const ODD_TEXT = [
  '', ' ', '\t\n', '\u0000', 'nul\u0000inside', '\ud800', '\udfff\ud800', '\u202eevil\u202c', '\u200b', '\ufeffBOM',
  '👨‍👩‍👧‍👦🐄', 'e\u0301\u0301\u0301\u0301', '\u2028\u2029', 'Ω≈ç√∫', '表ポあ叶', '\u0085', '\ufffe', 'Edge\uffff', 'bell\u0007', 'two\r\nlines',
  'cr\ronly', '777\u200b', '７７７', 'soft\u00adhyphen', 'bull|tank', "Robert'); DROP TABLE cattle;--",
  '<script>alert(1)</script>', '${7*7}{{7*7}}', '%00%2F..%2F', '../../etc/passwd', '\\', '"', "'", 'null', 'undefined',
  'true', '[]', '{}', '__proto__', 'constructor',
];

export const NAN_LIKE = ['NaN', 'Infinity', '-Infinity', '1e309', '-0', '0x1F', '1_000', ' 12 ', '12abc', '١٢', '1,5', '++1', '', '0.1.2'];

export const BAD_DATES = [
  '2024-02-30', '2023-02-29', '2024-13-01', '2024-00-10', '2024-01-00', '24-1-1', '2024-1-1', '2024/01/01', '0000-00-00',
  '2024-01-01T00:00:00Z', '+275760-09-13', '99999-01-01', 'yesterday', '２０２４-０１-０１', '2024-01-01\u0000',
  // Real days outside the date bounds (docs/herd-book.md#date-bounds).
  '0001-01-01', '1899-12-31', '9999-12-31', '2199-06-01',
];

export const NOT_UUIDS = [
  'not-a-uuid', '00000000-0000-0000-0000-00000000000', '{6f1c2f0e-8a4b-4c1e-9a7e-2f3d4b5c6d7e}', '6F1C2F0E8A4B4C1E9A7E2F3D4B5C6D7E',
  'g6f1c2f0-8a4b-4c1e-9a7e-2f3d4b5c6d7e', '6f1c2f0e-8a4b-0c1e-0a7e-2f3d4b5c6d7e', '6f1c2f0e-8a4b-4c1e-9a7e-2f3d4b5c6d7e ', '12345', '-1', '0',
];

export const ODD_NUMBERS = [-1, -0.5, 0.5, 1e308, -1e308, 2 ** 53, 2 ** 53 + 2, Number.MIN_VALUE, -2147483649, 4294967296, 1e-7, 0];

/** Arrays and objects nested `depth` levels (past the server's limit for the deepest). */
export function nested(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

/** The numbers just outside a field's documented range (its own, or any branch of an anyOf). */
function outOfRange(schema: JsonSchema | undefined): number[] {
  if (!schema) return [];
  const branches = [schema, ...(((schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined) ?? [])];
  const values: number[] = [];
  for (const branch of branches) {
    if (typeof branch.minimum === 'number') values.push(branch.minimum - 1, branch.minimum - 1e-9);
    if (typeof branch.maximum === 'number') values.push(branch.maximum + 1, branch.maximum + 0.5);
    if (branch.type === 'integer' || (Array.isArray(branch.type) && branch.type.includes('integer'))) values.push(1.5);
  }
  return values;
}

/** Text long enough to stress a field: mostly tens of kilobytes, now and then past the 1 MB limit. */
export const hugeText = fc.oneof(
  { weight: 20, arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 2, arbitrary: fc.integer({ min: 1_000, max: 50_000 }).map((n) => '表🐄'.repeat(n)) },
  { weight: 1, arbitrary: fc.constant('y'.repeat(1_100_000)) },
);

/** Something wrong to put in a field described by `schema`. */
export function badValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const numbers = [...ODD_NUMBERS, ...outOfRange(schema)];
  return fc.oneof(
    fc.constantFrom<unknown>(null, true, false, 0, 42, -7, 'text', [], {}, [1, 'a'], { value: 1 }),
    fc.constantFrom(...ODD_TEXT),
    fc.constantFrom(...NAN_LIKE),
    fc.constantFrom(...BAD_DATES),
    fc.constantFrom(...NOT_UUIDS),
    fc.constantFrom(...numbers),
    fc.integer({ min: 2, max: 40 }).map((depth) => nested(depth)),
    anyText({ maxLength: 50 }),
    { weight: 1, arbitrary: hugeText },
  );
}

/** Keys that try to reach past the schema: owner and id fields, and the object's prototype. */
export const SNEAKY_KEYS = ['userId', 'user_id', 'ownerId', 'id', 'createdAt', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

type Mutation = (body: Record<string, unknown>) => unknown;

/**
 * A valid body with one to three things wrong: a field dropped, a field holding a bad value, an
 * extra field (an owner id, a prototype key, anything), or the whole body swapped for a non-object.
 */
export function mutationsOf(valid: Readonly<Record<string, unknown>>, schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const names = [...new Set([...Object.keys(properties), ...Object.keys(valid)])];
  const field = names.length > 0 ? fc.constantFrom(...names) : fc.constant('id');
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    field.map((name): Mutation => (body) => Object.fromEntries(Object.entries(body).filter(([key]) => key !== name))),
    field.chain((name) => badValue(properties[name]).map((value): Mutation => (body) => ({ ...body, [name]: value }))),
    fc
      .tuple(fc.oneof(fc.constantFrom(...SNEAKY_KEYS), anyText({ minLength: 1, maxLength: 20 })), fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.uuid()))
      .map(([key, value]): Mutation => (body) => ({ ...body, [key]: value })),
  );
  const replaced = fc.constantFrom<unknown>(null, [], [valid], 'body', 42, true, nested(5, valid));
  return fc.oneof(
    { weight: 9, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }).map((steps) => steps.reduce<unknown>((body, step) => step(body as Record<string, unknown>), { ...valid })) },
    { weight: 1, arbitrary: replaced },
  );
}

/** Texts sent as a JSON body that are not JSON, or not quite. */
export const MALFORMED_JSON = ['{', '{"a":}', "{'a':1}", '{"a":1,}', '[1,2', 'undefined', 'NaN', '{"a":NaN}', '\ufeff{}', '{}{}', '{"a":"\\x41"}', '"unterminated', 'tru', '{"a":1} trailing', '\u0000'];
