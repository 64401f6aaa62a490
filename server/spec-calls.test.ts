import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../core/api/openapi';
import { SPEC_CALLS } from '../core/api/spec-calls';
import { startTestServer, type TestServer } from './testing/test-server';

// Lowered by every issue that serves more of the product's calls; never raised.
const UNSERVED_CEILING = 2;

const UNKNOWN_PATH = JSON.stringify({ message: 'Not found', code: 'NOT_FOUND' });
const STATIC_DIR = resolve('dist/renderer');
const SOME_ID = '00000000-0000-4000-8000-000000000000';

let server: TestServer;
beforeAll(async () => {
  if (!existsSync(resolve(STATIC_DIR, 'index.html'))) throw new Error('Build the renderer first (npm run build)');
  server = await startTestServer({ staticDir: STATIC_DIR });
});
afterAll(() => server?.close());

async function answer(method: string, path: string) {
  const url = `${server.url}${path.replace('{id}', SOME_ID)}`;
  const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
  const response = await fetch(url, { method, body, headers: body ? { 'content-type': 'application/json' } : {} });
  return { status: response.status, text: await response.text() };
}

describe('the product’s REST calls (core/api/spec-calls.ts)', () => {
  const served = SPEC_CALLS.filter((call) => call.served);
  const unserved = SPEC_CALLS.filter((call) => !call.served);

  it.each(served.map((call) => [call.method, call.path]))('%s %s answers at its exact path', async (method, path) => {
    const { status, text } = await answer(method, path);
    expect(text).not.toBe(UNKNOWN_PATH);
    expect(status).toBeLessThan(500);
    expect([200, 400, 401]).toContain(status);
  });

  it.each(unserved.map((call) => [call.method, call.path]))('%s %s is listed as not served yet, and is not', async (method, path) => {
    const { status, text } = await answer(method, path);
    expect([status, text]).toEqual([404, UNKNOWN_PATH]);
  });

  it('the list of unserved calls only shrinks', () => {
    expect(unserved.length).toBeLessThanOrEqual(UNSERVED_CEILING);
  });

  it('every REST path the API serves is one of the listed calls', () => {
    const listed = new Set(SPEC_CALLS.map((call) => `${call.method} ${call.path}`));
    const paths = buildOpenApiDocument('http://localhost').paths ?? {};
    const servedByApi = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(servedByApi.filter((call) => !listed.has(call))).toEqual([]);
  });
});
