import { MAX_IMPORT_BYTES } from '../../../core/schemas/imports';
import { MAX_JSON_BYTES } from '../../middleware/api-guards';
import { MAX_JSON_DEPTH } from '../../middleware/json-body';
import { readIfMatch } from '../../if-match';
import { takesVersion, type FuzzRequest } from './bad-input-requests';
import { isPlainObject, type Operation } from './openapi-operations';

// Which answer a generated call is due, decided without asking the server. The body's top level is
// judged against the document (a documented body is a JSON object; an operation without one takes
// none), and its fields by the procedure's own zod input schema on the input the REST adapter
// builds ({...body or query, ...path parameters}). The zod schema and not the document judges the
// fields because the document loses what zod refines: a date is "string" there but must be a real
// YYYY-MM-DD day, a choice is any string there but must be one of the listed ones, text is trimmed
// before its length counts. A call whose input the schema takes may still be refused by a rule
// (404, 409, 429, a 400 from a domain rule): it is only due an answer below 500.

export type Due = { status: 400 | 413 | 415; because: string } | { status: 'below 500'; because: string };

const refused = (status: 400 | 413 | 415, because: string): Due => ({ status, because });

/** How deep arrays and objects nest in a parsed JSON value. */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let deepest = 0;
  for (const item of Object.values(value)) deepest = Math.max(deepest, depthOf(item));
  return deepest + 1;
}

function parsed(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const takesNoInput = (operation: Operation) => operation.procedure.input._zod.def.type === 'void';

/** The query as trpc-to-openapi reads it: a key given once is a string, given more often an array. */
function queryInput(url: URL): Record<string, string | string[]> {
  const query = new Map<string, string[]>();
  url.searchParams.forEach((value, key) => query.set(key, [...(query.get(key) ?? []), value]));
  return Object.fromEntries([...query].map(([key, values]) => [key, values.length === 1 ? values[0]! : values]));
}

/** The path parameters as the adapter matches them: each segment as sent, still percent-encoded. */
function pathInput(operation: Operation, url: URL): Record<string, string> {
  const pattern = new RegExp(`^${operation.path.replace(/\{(.+?)\}/g, (_, name: string) => `(?<${name}>[^/]+)`)}$`, 'i');
  const match = pattern.exec(url.pathname.replace(/\/$/, ''));
  if (!match) throw new Error(`${url.pathname} does not reach ${operation.key}`);
  return { ...match.groups };
}

async function judgedBySchema(operation: Operation, input: unknown): Promise<Due> {
  const result = await operation.procedure.input.safeParseAsync(input);
  return result.success ? { status: 'below 500', because: 'the input schema takes it' } : refused(400, result.error.issues[0]?.message ?? 'invalid');
}

/** What a body sent as JSON is, or why it is refused before any procedure sees it. */
function jsonBody(text: string): { refusal: Due } | { value: unknown } {
  const body = parsed(text);
  if (!body.ok) return { refusal: refused(400, 'not JSON') };
  if (depthOf(body.value) > MAX_JSON_DEPTH) return { refusal: refused(400, 'nested too deeply') };
  return { value: body.value };
}

function dueOverTrpc(request: FuzzRequest, url: URL): Promise<Due> | Due {
  if (request.method === 'GET') {
    // A query's input rides in the URL: no body, so no body limits; tRPC parses it itself.
    const text = url.searchParams.get('input');
    if (text === null) return judgedBySchema(request.operation, undefined);
    const input = parsed(text);
    return input.ok ? judgedBySchema(request.operation, input.value) : refused(400, 'not JSON');
  }
  const text = request.body?.text;
  if (text === undefined || text === '') return judgedBySchema(request.operation, undefined);
  // tRPC reads its body as fetch's Request.json() does, which drops a leading byte order mark.
  const body = jsonBody(text.replace(/^\ufeff/, ''));
  return 'refusal' in body ? body.refusal : judgedBySchema(request.operation, body.value);
}

export function dueAnswer(request: FuzzRequest): Promise<Due> | Due {
  const url = new URL(request.target, 'http://farm.test');
  const text = request.body?.text;
  // Any bytes are a file to read (server/file-upload.ts): a report, or a refusal of the file or its options.
  if (request.transport === 'rest' && request.operation.upload) {
    return text !== undefined && Buffer.byteLength(text) > MAX_IMPORT_BYTES ? refused(413, 'over 10 MB') : { status: 'below 500', because: 'a file to import' };
  }
  if (text !== undefined && Buffer.byteLength(text) > MAX_JSON_BYTES) return refused(413, 'over 1 MB');
  if (request.transport === 'trpc') return dueOverTrpc(request, url);
  const { operation } = request;
  const readsBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const asJson = request.body !== undefined && /^application\/json\s*(;|$)/i.test(request.body.contentType);
  let body: unknown;
  // A JSON body is read (and refused when it is not an object) before anything else looks at the call.
  if (readsBody && request.body && asJson && request.body.text !== '') {
    const read = jsonBody(request.body.text);
    if ('refusal' in read) return read.refusal;
    if (!isPlainObject(read.value)) return refused(400, 'a body that is not an object');
    if (takesNoInput(operation)) return refused(400, 'a body where none is taken');
    body = read.value;
  }
  // Then If-Match, on an edit or delete of a versioned record: its version becomes the input's.
  const ifMatch = takesVersion(operation) ? readIfMatch(request.ifMatch) : { kind: 'none' as const };
  if (ifMatch.kind === 'invalid') return refused(400, 'an If-Match that is not one version');
  if (ifMatch.kind === 'never') return { status: 'below 500', because: 'a weak If-Match never matches (412)' };
  if (readsBody && request.body && !asJson) return refused(415, 'not sent as JSON');
  if (takesNoInput(operation)) return { status: 'below 500', because: 'takes no input' };
  const fields = readsBody ? (body ?? {}) : queryInput(url);
  const version = ifMatch.kind === 'version' ? { version: ifMatch.version } : {};
  return judgedBySchema(operation, { ...(fields as object), ...version, ...pathInput(operation, url) });
}
