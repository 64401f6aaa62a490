// `If-Match` on the REST edits and deletes of farm records, and the ETag of a record in an answer.
// A record's entity tag is its version in quotes ("3"): a client that sends back the tag of the
// record it opened has its edit refused with 412 if the record was saved since.

export type IfMatch =
  | { kind: 'none' }
  | { kind: 'any' }
  | { kind: 'version'; version: number }
  /** A tag that can never match a record's (a weak tag, under the strong comparison If-Match uses): 412. */
  | { kind: 'never' }
  | { kind: 'invalid'; message: string };

export const IF_MATCH_INVALID = 'If-Match must be one record version in quotes, such as "3", or *';

/** Reads an `If-Match` header as one strong entity tag, `*`, or nothing. */
export function readIfMatch(header: string | undefined): IfMatch {
  const value = header?.trim();
  if (!value) return { kind: 'none' };
  if (value === '*') return { kind: 'any' };
  if (/^W\/"[^"]*"$/.test(value)) return { kind: 'never' };
  const version = /^"([1-9]\d{0,14})"$/.exec(value)?.[1];
  if (version === undefined) return { kind: 'invalid', message: IF_MATCH_INVALID };
  return { kind: 'version', version: Number(version) };
}

/** The entity tag of a record in an answer (an object with an id and a version), or undefined. */
export function recordEtag(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { id, version } = body as { id?: unknown; version?: unknown };
  return typeof id === 'string' && typeof version === 'number' ? `"${version}"` : undefined;
}
