import fc from 'fast-check';
import { versionedRoutes } from '../../../core/api/versioned-routes';
import { anyText, arbitraryFor } from './bad-input-json-schema';
import { badValue, MALFORMED_JSON, mutationsOf, NAN_LIKE, NOT_UUIDS, ODD_TEXT, SNEAKY_KEYS } from './bad-input-values';
import { collectionOf, fillPath, type ApiDocument, type JsonSchema, type Method, type Operation } from './openapi-operations';

/** One generated call, as sent: REST at the operation's path, or its procedure at /api/trpc. */
export interface FuzzRequest {
  operation: Operation;
  transport: 'rest' | 'trpc';
  method: Method;
  /** Path and query string. */
  target: string;
  body?: { text: string; contentType: string };
  /** An `If-Match` header, on the REST edits and deletes of versioned records. */
  ifMatch?: string;
}

export interface FuzzTargets {
  document: ApiDocument;
  /** Ids the farm and its neighbour hold in a collection: a path's id names one of them often. */
  ids(collection: string): string[];
  /** Input the operation takes, as its body or query fields (a rule may still refuse it, e.g. a taken e-mail). */
  validBody(operation: Operation): Record<string, unknown>;
}

/**
 * Node refuses a request line and headers over 16 KB itself, with a bare 431 before the app sees
 * it; the calls keep their URL well below that (a body carries the huge values).
 */
const MAX_URL = 8_000;

/** A JSON text of the value (undefined stays no body). */
const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));

/** Text safe to put in a URL: a lone surrogate becomes U+FFFD, as a browser would send it. */
const wellFormed = (text: string) => text.toWellFormed();

/** A path segment: never empty, "." or "..", which the URL itself would fold away. */
function pathValue(targets: FuzzTargets, operation: Operation, schema: JsonSchema): fc.Arbitrary<string> {
  const where = { schemas: targets.document.schemas, where: `${operation.key} path` };
  return fc
    .oneof(
      { weight: 5, arbitrary: fc.constantFrom(...targets.ids(collectionOf(operation.path))) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: arbitraryFor(schema, where).map(String) },
      { weight: 2, arbitrary: fc.constantFrom(...NOT_UUIDS, ...ODD_TEXT, ...NAN_LIKE) },
      { weight: 1, arbitrary: fc.integer({ min: 65, max: 3_000 }).map((n) => 'i'.repeat(n)) },
    )
    .map((value) => encodeURIComponent(wellFormed(value)))
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** The query string: the documented parameters (right, wrong, missing or repeated) and stray ones. */
function queryOf(targets: FuzzTargets, operation: Operation): fc.Arbitrary<string> {
  const where = { schemas: targets.document.schemas, where: `${operation.key} query` };
  const documented = operation.queryParams.map((param) =>
    fc.oneof(
      fc.constant<[string, string][]>([]),
      fc.oneof(arbitraryFor(param.schema, where), badValue(param.schema)).map((value): [string, string][] => [[param.name, typeof value === 'string' ? value : JSON.stringify(value)]]),
      fc.tuple(anyText({ maxLength: 20 }), anyText({ maxLength: 20 })).map(([a, b]): [string, string][] => [[param.name, a], [param.name, b]]),
    ),
  );
  const strayKey = fc.oneof(fc.constantFrom(...SNEAKY_KEYS), anyText({ minLength: 1, maxLength: 10 }));
  const stray = fc.array(fc.tuple(strayKey, anyText({ maxLength: 30 })), { maxLength: 3 });
  return fc.tuple(fc.tuple(...documented), fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: stray })).map(([params, extra]) => {
    const pairs = [...params.flat(), ...extra].map(([key, value]) => [wellFormed(key), wellFormed(value)]);
    const query = new URLSearchParams(pairs).toString();
    return query === '' ? '' : `?${query}`;
  });
}

/** Body texts for an operation whose document lists a body: made from its schema, a valid body broken, anything. */
function documentedBody(targets: FuzzTargets, operation: Operation, schema: JsonSchema): fc.Arbitrary<string | undefined> {
  const valid = targets.validBody(operation);
  const where = { schemas: targets.document.schemas, where: `${operation.key} body` };
  return fc.oneof(
    { weight: 6, arbitrary: mutationsOf(valid, schema).map(json) },
    { weight: 4, arbitrary: arbitraryFor(schema, where).map(json) },
    { weight: 1, arbitrary: fc.constant(json(valid)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json) },
    { weight: 1, arbitrary: fc.constantFrom<string | undefined>(...MALFORMED_JSON, '', undefined) },
  );
}

const versioned = versionedRoutes();

/** Whether the operation edits or deletes a versioned record: its input takes the `version` the client opened. */
export const takesVersion = (operation: Operation): boolean => versioned(operation.method, operation.path);

/** `If-Match` values: none most often, then a version, any, a weak tag, and header-safe garbage. */
const IF_MATCH: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 5 }).map((n) => `"${n}"`) },
  { weight: 1, arbitrary: fc.constantFrom('*', 'W/"1"', '"0"', '"-1"', '""', '"1", "2"', '1', '"1e3"', `"${'9'.repeat(40)}"`) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...' !"#*,/0123456789AWaz'), maxLength: 30 }) },
);

const CONTENT_TYPES = fc.oneof(
  { weight: 18, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constant('application/json; charset=utf-8') },
  { weight: 1, arbitrary: fc.constant('text/plain') },
);

/** A file an import may be sent: CSV of any shape (a header, rows of odd text), any text, JSON, or nothing. */
const FILES: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.array(fc.array(fc.oneof(fc.constantFrom('Tag', 'Name', 'Type', 'Pasture', 'DOB', 'Cow', ''), anyText({ maxLength: 12 })), { minLength: 1, maxLength: 5 }), { maxLength: 4 }).map((rows) => rows.map((row) => row.join(',')).join('\n')) },
  { weight: 1, arbitrary: anyText({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map(json) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const FILE_TYPES = fc.constantFrom('text/csv', 'application/octet-stream', 'application/json', 'text/plain');

function restRequest(targets: FuzzTargets, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const params = Object.fromEntries(operation.pathParams.map((param) => [param.name, pathValue(targets, operation, param.schema)]));
  const readsBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const texts: fc.Arbitrary<string | undefined> = !readsBody
    ? fc.constant(undefined)
    : operation.upload
      ? FILES
      : operation.body
        ? documentedBody(targets, operation, operation.body.schema)
        : fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json) });
  return fc
    .tuple(fc.record(params), queryOf(targets, operation), texts, operation.upload ? FILE_TYPES : CONTENT_TYPES, takesVersion(operation) ? IF_MATCH : fc.constant(undefined))
    .map(([values, query, text, contentType, ifMatch]): FuzzRequest => ({
      operation,
      transport: 'rest',
      method: operation.method,
      target: `${fillPath(operation.path, values)}${query}`,
      body: text === undefined ? undefined : { text, contentType },
      ...(ifMatch === undefined ? {} : { ifMatch }),
    }))
    .filter((request) => request.target.length < MAX_URL);
}

/** The procedure's whole input as one JSON Schema object: body fields, path and query parameters. */
function inputSchema(operation: Operation): JsonSchema {
  const params = [...operation.pathParams, ...operation.queryParams];
  const body = operation.body?.schema ?? {};
  return {
    type: 'object',
    properties: { ...((body.properties ?? {}) as object), ...Object.fromEntries(params.map((p) => [p.name, p.schema])) },
    required: [...((body.required ?? []) as string[]), ...params.filter((p) => p.required).map((p) => p.name)],
  };
}

function trpcRequest(targets: FuzzTargets, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const { name, type } = operation.procedure;
  const takesInput = operation.body !== null || operation.pathParams.length + operation.queryParams.length > 0;
  const schema = inputSchema(operation);
  const ownIds = Object.fromEntries(operation.pathParams.map((p) => [p.name, targets.ids(collectionOf(operation.path))[0]]));
  const valid = { ...targets.validBody(operation), ...ownIds };
  const inputs: fc.Arbitrary<unknown> = takesInput
    ? fc.oneof(
        { weight: 4, arbitrary: mutationsOf(valid, schema) },
        { weight: 3, arbitrary: arbitraryFor(schema, { schemas: targets.document.schemas, where: `${name} input` }) },
        { weight: 1, arbitrary: fc.constant(valid) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
      )
    : fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });
  const endpoint = `/api/trpc/${name}`;
  if (type === 'query') {
    return inputs
      .map((input) => (input === undefined ? endpoint : `${endpoint}?input=${encodeURIComponent(wellFormed(JSON.stringify(input)))}`))
      .filter((target) => target.length < MAX_URL)
      .map((target) => ({ operation, transport: 'trpc', method: 'GET', target }));
  }
  const texts = fc.oneof({ weight: 12, arbitrary: inputs.map(json) }, { weight: 1, arbitrary: fc.constantFrom<string | undefined>(...MALFORMED_JSON) });
  return texts.map((text) => ({
    operation,
    transport: 'trpc',
    method: 'POST',
    target: endpoint,
    body: text === undefined ? undefined : { text, contentType: 'application/json' },
  }));
}

/**
 * Calls spread over every operation of the document (those with a body or parameters four times as
 * often), one in ten through tRPC.
 */
export function fuzzRequests(targets: FuzzTargets): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    ...targets.document.operations.map((operation) => ({
      weight: operation.body || operation.upload || operation.pathParams.length + operation.queryParams.length > 0 ? 4 : 1,
      arbitrary: fc.oneof({ weight: 9, arbitrary: restRequest(targets, operation) }, { weight: 1, arbitrary: trpcRequest(targets, operation) }),
    })),
  );
}
