import { expect } from 'vitest';
import type { QuickUser } from '../../core/testing/quick-user';
import { callJson } from './http';

// REST calls on a farm's records for the HTTP tests, written once. A 5xx is never an answer the
// API may give, so every call checks it.

export interface ErrorBody {
  message: string;
  code: string;
  data?: { issues?: { path: (string | number)[]; message: string }[] };
}

export type Body = Record<string, unknown>;

/** Calls on the server at `url` as `user` unless told otherwise; both read when a call is made. */
export function recordApi(context: () => { url: string; user: QuickUser }) {
  async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, who: QuickUser = context().user) {
    const answer = await callJson<T & ErrorBody>(`${context().url}${path}`, { method, body, token: who.token });
    expect(answer.status, `${method} ${path} → ${JSON.stringify(answer.body)}`).toBeLessThan(500);
    return answer;
  }
  const list = async <T>(path: string, who: QuickUser = context().user) => {
    const answer = await call<T[]>('GET', path, undefined, who);
    expect(answer.status).toBe(200);
    return answer.body as T[];
  };
  async function created<T>(path: string, body: Body, who: QuickUser = context().user): Promise<T> {
    const answer = await call<T>('POST', path, body, who);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  }
  const put = <T>(path: string, id: string, body: Body, who: QuickUser = context().user) => call<T>('PUT', `${path}/${id}`, body, who);
  const remove = (path: string, id: string, who: QuickUser = context().user) => call<{ ok: boolean }>('DELETE', `${path}/${id}`, undefined, who);
  return { call, list, created, put, remove };
}

/** A 400 whose message is the field's message, reported under that field. */
export function expectRejected(answer: { status: number; body: ErrorBody }, field: string, message: string) {
  expect([answer.status, answer.body.message], JSON.stringify(answer.body)).toEqual([400, message]);
  expect(answer.body.data?.issues).toContainEqual({ path: [field], message });
}

export function expectNotFound(answer: { status: number; body: unknown }, message: string) {
  expect([answer.status, (answer.body as ErrorBody).message], JSON.stringify(answer.body)).toEqual([404, message]);
}
