import { TRPCError } from '@trpc/server';
import { expect } from 'vitest';
import { createApiContext } from '../api/context';
import { createCaller } from '../api/root';
import type { FarmDb } from '../db/open-farm-db';
import type { FieldIssue } from '../errors';
import { quickUser } from '../testing/quick-user';
import { openTempFarmDb } from '../testing/temp-farm-db';

// For the herd services' tests: signed-in farms on a real, migrated SQLite file, each calling the
// API through createCaller as the server would, and the errors those calls are refused with.

export interface TestFarm {
  userId: string;
  api: ReturnType<typeof createCaller>;
}

/** A farm signed in through quickUser (a real session, no password hashing), calling the API as the server would. */
export function signedInFarm(db: FarmDb, farmName = 'Test Farm'): TestFarm {
  const { userId, token } = quickUser(db, farmName);
  return { userId, api: createCaller(createApiContext({ db, token, requestId: 'test' })) };
}

/** A fresh farm database with two farms in it: the one under test, and a neighbour it must never see. */
export function twoFarms(): { db: FarmDb; farm: TestFarm; neighbour: TestFarm; dispose: () => void } {
  const { db, dispose } = openTempFarmDb();
  return { db, farm: signedInFarm(db, 'Home Ranch'), neighbour: signedInFarm(db, 'Next Door'), dispose };
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
