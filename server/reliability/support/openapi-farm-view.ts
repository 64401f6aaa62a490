import { expect } from 'vitest';
import { callJson } from '../../testing/http';
import type { ApiDocument } from './openapi-operations';
import type { Caller } from './openapi-records';

/**
 * Everything a farm can read without naming a record: the answer of every signed-in JSON read in
 * the document that takes no parameter (its lists, counts, reports, backups and account), by
 * operation. Two views equal means nothing the farm can see has changed.
 */
export async function farmView(document: ApiDocument, caller: Caller): Promise<Record<string, unknown>> {
  const view: Record<string, unknown> = {};
  for (const operation of document.operations) {
    const { method, signedIn, download, pathParams, queryParams, key, path } = operation;
    if (method !== 'GET' || !signedIn || download || pathParams.length > 0 || queryParams.some((p) => p.required)) continue;
    const answer = await callJson(`${caller.url}${path}`, { token: caller.token });
    expect(answer.status, `${key} → ${JSON.stringify(answer.body)}`).toBe(200);
    view[key] = answer.body;
  }
  return view;
}
