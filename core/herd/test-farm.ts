import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { expect } from 'vitest';
import { createApiContext } from '../api/context';
import { createCaller } from '../api/root';
import { newSessionToken } from '../auth/tokens';
import type { FarmDb } from '../db/open-farm-db';
import { createSession } from '../db/sessions';
import { insertUser } from '../db/users';
import type { FieldIssue } from '../errors';

// For the herd services' tests: signed-in farms on a real, migrated SQLite file, each calling the
// API through createCaller as the server would, and the errors those calls are refused with.

export interface TestFarm {
  userId: string;
  api: ReturnType<typeof createCaller>;
}

/**
 * A farm with a real session but no password hashing (~70 ms a hash): a user row whose placeholder
 * hash opens nothing, and a caller signed in as it.
 */
export function signedInFarm(db: FarmDb, farmName = 'Test Farm'): TestFarm {
  const user = insertUser(db, {
    email: `${randomUUID()}@example.com`,
    passwordHash: 'placeholder: no password opens this account',
    farmName,
    ownerName: null,
    location: null,
  });
  const token = newSessionToken();
  createSession(db, user.id, token);
  return { userId: user.id, api: createCaller(createApiContext({ db, token, requestId: 'test' })) };
}

/** The error a call is refused with (the test fails if the call succeeds). */
export async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

/** The field issues a refusal carries (as a form would show them), if any. */
export function issuesOf(error: TRPCError): FieldIssue[] | undefined {
  const { cause } = error;
  return cause && 'issues' in cause ? (cause.issues as FieldIssue[] | undefined) : undefined;
}
