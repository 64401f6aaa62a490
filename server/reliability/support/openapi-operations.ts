import { z } from 'zod';
import { buildOpenApiDocument } from '../../../core/api/openapi';
import { PROCEDURES } from '../../../core/api/procedures';
import type { ProcedureMeta } from '../../../core/api/trpc';
import { callJson } from '../../testing/http';

// The API's operations as the served OpenAPI document lists them, each joined to the procedure that
// answers it: the reliability tests walk this list, so a new route is covered without editing them.
// Anything in the document these tests cannot read is an error here, never skipped.

export type JsonSchema = Readonly<Record<string, unknown>>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** 'PATCH /api/cattle/{id}' */
  key: string;
  method: Method;
  /** The documented path, with `{name}` for each path parameter. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body it takes, if the document lists one. */
  body: { schema: JsonSchema; required: boolean } | null;
  /** Its body is a file's bytes (an import), not JSON: `body` is then null. */
  upload: boolean;
  /** Needs a signed-in caller: the document lists a security requirement. */
  signedIn: boolean;
  /** Answers a file, not JSON. */
  download: boolean;
  /** The procedure behind it: its dotted name (its tRPC path), its kind, and its input schema. */
  procedure: { name: string; type: 'query' | 'mutation'; input: z.ZodType };
}

export interface ApiDocument {
  operations: Operation[];
  /** `components.schemas`, for the `$ref`s a schema may hold. */
  schemas: Readonly<Record<string, JsonSchema>>;
}

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface DocumentOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

interface Served {
  paths: Record<string, Record<string, DocumentOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

function procedureAt(method: Method, path: string): Operation['procedure'] {
  const found = Object.entries(PROCEDURES).filter(([, procedure]) => {
    const openapi = (procedure._def.meta as ProcedureMeta | undefined)?.openapi;
    return openapi?.method === method && openapi.path === path;
  });
  if (found.length !== 1) throw new Error(`${method} ${path}: ${found.length} procedures carry this REST path in their meta (expected one)`);
  const [name, procedure] = found[0]!;
  const inputs = (procedure._def as unknown as { inputs?: z.ZodType[] }).inputs ?? [];
  // tRPC merges several input parsers into one object; the answer's oracle judges a single schema.
  // A write that takes nothing declares none (core/api/routers/auth.ts says why): it takes what z.void() takes.
  if (inputs.length > 1) throw new Error(`${name}: ${inputs.length} input schemas; these tests judge inputs with at most one`);
  return { name, type: procedure._def.type as 'query' | 'mutation', input: inputs[0] ?? z.void() };
}

function parametersOf(key: string, operation: DocumentOperation) {
  const params = operation.parameters ?? [];
  for (const param of params) {
    if (param.in !== 'path' && param.in !== 'query') throw new Error(`${key}: a parameter in "${param.in}" (${param.name}); only path and query are handled`);
  }
  const of = (where: string) => params.filter((p) => p.in === where).map((p) => ({ name: p.name, required: p.required === true, schema: p.schema }));
  return { pathParams: of('path'), queryParams: of('query') };
}

/** Whether the document lists the body as a file of any of a few types, each as binary. */
const takesFile = (operation: DocumentOperation) =>
  Object.values(operation.requestBody?.content ?? { none: { schema: {} } }).every((content) => content.schema.format === 'binary');

function bodyOf(key: string, operation: DocumentOperation): Operation['body'] {
  if (!operation.requestBody || takesFile(operation)) return null;
  const types = Object.keys(operation.requestBody.content);
  const json = operation.requestBody.content['application/json'];
  if (!json || types.length !== 1) throw new Error(`${key}: a request body of ${types.join(', ')}; only application/json is handled`);
  return { schema: json.schema, required: operation.requestBody.required === true };
}

/** The operations of an OpenAPI document as the server serves it. */
export function operationsOf(served: unknown): ApiDocument {
  const { paths, components } = served as Served;
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(paths)) {
    for (const [lower, operation] of Object.entries(byMethod)) {
      const method = lower.toUpperCase() as Method;
      const key = `${method} ${path}`;
      if (!METHODS.includes(method)) throw new Error(`${key}: the method is not one these tests call`);
      const ok = operation.responses?.['200']?.content ?? {};
      operations.push({
        key,
        method,
        path,
        ...parametersOf(key, operation),
        body: bodyOf(key, operation),
        upload: takesFile(operation),
        signedIn: (operation.security?.length ?? 0) > 0,
        download: !('application/json' in ok),
        procedure: procedureAt(method, path),
      });
    }
  }
  return { operations, schemas: components?.schemas ?? {} };
}

/** Reads the document the server serves at GET /api/openapi.json. */
export async function servedOperations(baseUrl: string): Promise<ApiDocument> {
  const answer = await callJson(`${baseUrl}/api/openapi.json`);
  if (answer.status !== 200) throw new Error(`GET /api/openapi.json answered ${answer.status}`);
  return operationsOf(answer.body);
}

/**
 * The same document built where the server builds it, without a server: for tests that name one
 * case per route, which must be known before any server starts.
 */
export const documentedOperations = (): ApiDocument => operationsOf(JSON.parse(JSON.stringify(buildOpenApiDocument('http://localhost'))));

/** The path with each `{name}` replaced by its value, written into the URL as given (already encoded). */
export function fillPath(path: string, values: Readonly<Record<string, string>>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return value;
  });
}

/** The collection a path's id names a record of: '/api/semen-canes/{id}' → '/api/semen-canes'. */
export function collectionOf(path: string): string {
  const at = path.indexOf('/{');
  return at === -1 ? path : path.slice(0, at);
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
