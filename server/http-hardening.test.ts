import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressWithBrotli } from '../scripts/build/precompress';
import { jsonDepth, MAX_JSON_DEPTH } from './middleware/json-body';
import { callJson } from './testing/http';
import { startTestServer, type TestServer } from './testing/test-server';
import type { Logger } from './logger';

// A caller's mistake never gets a 5xx: malformed JSON, huge bodies, wrong types, unknown paths.
const lines: string[] = [];
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const herd${i} = ${i};`).join('\n');
const recordingLog: Logger = { info: (m) => lines.push(m), error: (m) => lines.push(m) };
let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'farm-hand-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Farm Hand</title>');
  writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(staticDir, 'assets', 'big-def456.js'), BIG_SCRIPT);
  precompressWithBrotli(staticDir);
  server = await startTestServer({ staticDir, log: recordingLog });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const api = (path: string) => `${server.url}${path}`;

/** Sends a body in chunks with no Content-Length, so only the streaming limit can stop it; stops
 *  writing as soon as the server answers. */
function postChunked(path: string, chunks: number, chunkSize: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(api(path), { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      answered = true;
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (error) => {
      if (!answered && !/EPIPE|ECONNRESET/.test(error.message)) reject(error);
    });
    const chunk = 'x'.repeat(chunkSize);
    let sent = 0;
    const pump = () => {
      while (!answered && sent < chunks) {
        sent += 1;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end('"}');
    };
    req.write('{"email":"');
    pump();
  });
}

describe('bad input is a 4xx with a readable JSON message', () => {
  it('malformed JSON → 400 (REST and tRPC)', async () => {
    const trpc = await callJson(api('/api/trpc/auth.login'), { body: '{"email": oops' });
    expect(trpc.status).toBe(400);
    const answer = await callJson(api('/api/auth/login'), { body: '{"email": oops' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The request body is not valid JSON');
  });

  it('a small body nested 5,000 levels deep → 400 with a message on every write, before any work, no stack trace logged', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const body = `{"email":${deep},"password":"x"}`;
    const logged = lines.length;
    for (const [method, path] of [['POST', '/api/auth/login'], ['POST', '/api/auth/signup'], ['POST', '/api/cattle'], ['PATCH', '/api/cattle/some-id'], ['POST', '/api/trpc/auth.login']]) {
      const answer = await callJson(api(path!), { method, body });
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.body.message).toBe(`The request body nests too deeply (${MAX_JSON_DEPTH} levels at most)`);
    }
    expect(lines.slice(logged).join('\n')).not.toMatch(/RangeError|call stack| {4}at /);
  });

  it('counts nesting outside strings only, so brackets in a text field are fine', () => {
    expect(jsonDepth('{"notes":"[[[[{{{{","tags":["a","b\\"]"]}')).toBe(2);
    expect(jsonDepth('[[[]]]')).toBe(3);
    expect(jsonDepth('"plain"')).toBe(0);
  });

  it('a body over 1 MB with Content-Length → 413 before it is read', async () => {
    const answer = await callJson(api('/api/auth/login'), { body: { email: 'a'.repeat(1_100_000), password: 'x' } });
    expect([answer.status, answer.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('a chunked body over 1 MB → 413 (REST and tRPC)', async () => {
    for (const path of ['/api/auth/login', '/api/trpc/auth.login']) {
      const answer = await postChunked(path, 20, 64 * 1024);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('a body just under 1 MB is read and validated normally', async () => {
    const answer = await callJson(api('/api/auth/login'), { body: { email: 'a'.repeat(900_000), password: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Email must be at most 255 characters');
  });

  it.each([
    ['numbers for strings', { email: 42, password: 7 }, 'Please enter a valid email address'],
    ['an array', [1, 2], 'The request body must be a JSON object'],
    ['null', null, 'The request body must be a JSON object'],
    ['a bare string', '"hello"', 'The request body must be a JSON object'],
  ])('wrong types (%s) → 400', async (_, body, message) => {
    const answer = await callJson(api('/api/auth/login'), { body: body === null ? 'null' : body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('a body that is not JSON at all → 415 with a message', async () => {
    const answer = await callJson(api('/api/auth/login'), { body: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect(answer.status).toBe(415);
    expect(typeof answer.body.message).toBe('string');
  });

  it('application/json with a charset is still JSON', async () => {
    const answer = await callJson(api('/api/auth/login'), {
      body: { email: 'nobody@example.com', password: 'whatever' },
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(answer.status).toBe(401);
  });

  it.each([
    ['GET', '/api/no-such-call'],
    ['POST', '/api/cattle-rustling'],
    ['DELETE', '/api/auth/me'],
    ['GET', '/api'],
  ])('unknown /api path %s %s → 404 JSON, never the app page', async (method, path) => {
    const answer = await callJson(api(path), { method });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('an unknown tRPC procedure → 404', async () => {
    expect((await callJson(api('/api/trpc/cattle.rustle'))).status).toBe(404);
  });
});

// The security headers and Cache-Control of each kind of answer: server/reliability/auth.test.ts.
describe('headers', () => {
  it('gives every request an id and logs one line per request, never the token', async () => {
    const { headers } = await callJson(api('/api/auth/me'), { token: 'super-secret-token-value' });
    const id = headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mine = lines.filter((line) => line.startsWith(id));
    expect(mine).toEqual([expect.stringMatching(new RegExp(`^${id} GET /api/auth/me 401 [0-9.]+ms$`))]);
    expect(lines.join('\n')).not.toContain('super-secret-token-value');
  });

  it('compresses large answers for clients that accept gzip', async () => {
    const response = await fetch(api('/api/openapi.json'), { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('OpenAPI document', () => {
  it('GET /api/openapi.json lists the REST paths from the procedures’ meta', async () => {
    const answer = await callJson<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(api('/api/openapi.json'));
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toMatch(/^3\./);
    expect(Object.keys(answer.body.paths['/api/auth/login'] ?? {})).toEqual(['post']);
    expect(Object.keys(answer.body.paths['/api/auth/update-profile'] ?? {})).toEqual(['patch']);
  });

  it('marks exactly health, signup, login, join, the invitation preview and the shared download link as needing no token', async () => {
    type Operation = { security?: unknown[] };
    const answer = await callJson<{ paths: Record<string, Record<string, Operation>> }>(api('/api/openapi.json'));
    const open: string[] = [];
    const guarded: string[] = [];
    for (const [path, operations] of Object.entries(answer.body.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        (operation.security?.length ? guarded : open).push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(open.sort()).toEqual(['GET /api/auth/invitation', 'GET /api/cattle/export/shared', 'GET /api/health', 'POST /api/auth/join', 'POST /api/auth/login', 'POST /api/auth/signup']);
    expect(guarded).toContain('GET /api/auth/me');
    expect(guarded.length).toBeGreaterThan(40);
  });
});

describe('the built app', () => {
  it('serves index.html for app routes (client-side routing), revalidated', async () => {
    for (const path of ['/', '/cattle', '/settings', '/no-such-page']) {
      const response = await fetch(api(path), { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Farm Hand</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable, and a missing asset as a real 404', async () => {
    const asset = await fetch(api('/assets/app-abc123.js'));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(api('/assets/app-gone.js'))).status).toBe(404);
  });

  it('sends the build’s Brotli copy of a script to a browser that takes Brotli, and compresses for one that does not', async () => {
    const asBrotli = await rawGet('/assets/big-def456.js', 'br, gzip');
    expect(asBrotli.headers['content-encoding']).toBe('br');
    expect(asBrotli.headers['content-type']).toContain('javascript');
    expect(asBrotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(asBrotli.body).toString()).toBe(BIG_SCRIPT);
    expect(asBrotli.body.length).toBeLessThan(BIG_SCRIPT.length / 4);

    const asGzip = await rawGet('/assets/big-def456.js', 'gzip');
    expect(asGzip.headers['content-encoding']).toBe('gzip');
  });
});

/** A GET whose body is kept as sent (fetch would decompress it). */
function rawGet(path: string, acceptEncoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(api(path), { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('an unexpected failure', () => {
  it('is a 500 without internals, logged with the request id', async () => {
    const broken = await startTestServer({ log: recordingLog });
    const { body } = await callJson<{ token: string }>(`${broken.url}/api/auth/signup`, {
      body: { email: 'x@example.com', password: 'secret1', farmName: 'X' },
    });
    broken.db.$client.exec('DROP TABLE login_failures');
    const answer = await callJson(`${broken.url}/api/auth/login`, { body: { email: 'x@example.com', password: 'wrong-one' } });
    await broken.close();
    expect(answer.status).toBe(500);
    expect(JSON.stringify(answer.body)).not.toMatch(/login_failures|SqliteError|at .*\.ts/);
    expect(lines.some((line) => line.includes('auth.login failed'))).toBe(true);
    expect(body.token).toBeTruthy();
  });
});
