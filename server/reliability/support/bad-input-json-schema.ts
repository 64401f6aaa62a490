import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

// JSON Schema (as the OpenAPI document writes an operation's body and parameters) to a fast-check
// arbitrary of values the schema describes. It reads the keywords the document uses and throws on
// any other, so a schema it would misread fails the test instead of being fuzzed wrongly.

const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly']);
const HANDLED = new Set([
  '$ref', 'type', 'nullable', 'anyOf', 'oneOf', 'enum', 'const',
  'properties', 'required', 'additionalProperties', 'propertyNames', 'items', 'minItems', 'maxItems',
  'format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
]);

const DAY_RANGE = { min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true };
const FORMATS: Readonly<Record<string, () => fc.Arbitrary<string>>> = {
  uuid: () => fc.uuid(),
  date: () => fc.date(DAY_RANGE).map((d) => d.toISOString().slice(0, 10)),
  'date-time': () => fc.date(DAY_RANGE).map((d) => d.toISOString()),
  email: () => fc.emailAddress(),
};

/** Text of every kind: ASCII, any code point (lone surrogates too) and whole graphemes. */
export const anyText = (constraints: { minLength?: number; maxLength?: number } = {}) =>
  fc.oneof(...(['binary-ascii', 'binary', 'grapheme'] as const).map((unit) => fc.string({ ...constraints, unit })));

const INT32 = 2 ** 31 - 1;

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const bound = (inclusive: unknown, exclusive: unknown, fallback: number) =>
    typeof inclusive === 'number' ? inclusive : typeof exclusive === 'number' ? exclusive : fallback;
  const min = bound(schema.minimum, schema.exclusiveMinimum, -1e9);
  const max = bound(schema.maximum, schema.exclusiveMaximum, 1e9);
  const inRange = (n: number) => n !== schema.exclusiveMinimum && n !== schema.exclusiveMaximum;
  const whole = fc.integer({ min: Math.max(Math.ceil(min), -INT32), max: Math.min(Math.floor(max), INT32) }).filter(inRange);
  if (integer) return whole;
  return fc.oneof(whole, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).filter(inRange));
}

function stringOf(schema: JsonSchema, where: string): fc.Arbitrary<string> {
  if (typeof schema.format === 'string') {
    const format = FORMATS[schema.format];
    if (!format) throw new Error(`${where}: string format "${schema.format}" is not handled`);
    return format();
  }
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 200;
  return anyText({ minLength, maxLength });
}

type Context = { schemas: Readonly<Record<string, JsonSchema>>; where: string };

function objectOf(schema: JsonSchema, context: Context): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = arbitraryFor(property, { ...context, where: `${context.where}.${name}` });
  // A required field the properties do not describe can hold anything.
  for (const name of required) model[name] ??= fc.jsonValue();
  const known = fc.record(model, { requiredKeys: required });
  const additional = schema.additionalProperties;
  if (additional === false) return known;
  const extraValue = typeof additional === 'object' && additional !== null ? arbitraryFor(additional as JsonSchema, context) : fc.jsonValue({ maxDepth: 2 });
  // A record's keys (`propertyNames`) are drawn from their own schema.
  const names = typeof schema.propertyNames === 'object' && schema.propertyNames !== null ? (arbitraryFor(schema.propertyNames as JsonSchema, context) as fc.Arbitrary<string>) : anyText({ minLength: 1, maxLength: 12 });
  const extraKey = names.filter((key) => typeof key === 'string' && !(key in model));
  return fc.tuple(known, fc.dictionary(extraKey, extraValue, { maxKeys: 3 })).map(([fields, extra]) => ({ ...extra, ...fields }));
}

function ofType(type: string, schema: JsonSchema, context: Context): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'string':
      return stringOf(schema, context.where);
    case 'array': {
      const items = schema.items ? arbitraryFor(schema.items as JsonSchema, context) : fc.jsonValue({ maxDepth: 2 });
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return fc.array(items, { minLength, maxLength: typeof schema.maxItems === 'number' ? schema.maxItems : minLength + 5 });
    }
    case 'object':
      return objectOf(schema, context);
    default:
      throw new Error(`${context.where}: type "${type}" is not handled`);
  }
}

/** Values `schema` describes; `where` names the schema in errors (e.g. "POST /api/cattle body"). */
export function arbitraryFor(schema: JsonSchema, context: Context): fc.Arbitrary<unknown> {
  for (const keyword of Object.keys(schema)) {
    if (!HANDLED.has(keyword) && !ANNOTATIONS.has(keyword)) throw new Error(`${context.where}: JSON Schema keyword "${keyword}" is not handled`);
  }
  if (typeof schema.$ref === 'string') {
    const name = /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1];
    const target = name === undefined ? undefined : context.schemas[name];
    if (!target) throw new Error(`${context.where}: cannot resolve ${schema.$ref}`);
    return arbitraryFor(target, context);
  }
  const { nullable, ...rest } = schema;
  if (nullable === true) return fc.oneof(fc.constant(null), arbitraryFor(rest, context));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryFor(choice, context)));
  if (Array.isArray(schema.type)) return fc.oneof(...(schema.type as string[]).map((type) => ofType(type, schema, context)));
  if (typeof schema.type === 'string') return ofType(schema.type, schema, context);
  return fc.jsonValue({ maxDepth: 3 });
}
