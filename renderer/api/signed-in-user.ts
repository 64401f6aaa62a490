// The signed-in account, kept on the device beside its token. A start with no snapshot of the farm
// (the first after signing in, or the first after the app was updated) then draws the app at once
// and asks the server who is signed in alongside the screen's own reads, instead of before them: on
// a slow phone network that is a round trip less before the farm shows.
import { ROLES, type Role } from '../../core/domain/roles';
import type { PublicUser } from '../../core/schemas/auth';
import { loadStored, parseJson, saveStored, STORAGE_KEYS } from '../platform/local-store';
import { storedRecord } from '../platform/stored-value';
import { ownerOf } from './last-loaded';

interface KeptUser {
  /** Which sign-in kept it (a hash of its token): another token never sees this account. */
  owner: string;
  user: PublicUser;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

/** The account as stored, or undefined when a field is missing or of another kind (an older build's shape). */
function readUser(value: unknown): PublicUser | undefined {
  const { id, email, farmName, ownerName, location, role, isActive, emailVerified, createdAt, updatedAt, calls } = storedRecord(value) ?? {};
  if (!isText(id) || !isText(email) || !isText(farmName) || !isText(createdAt) || !isText(updatedAt) || !isRole(role)) return undefined;
  if (!isTextOrNull(ownerName) || !isTextOrNull(location) || typeof isActive !== 'boolean' || typeof emailVerified !== 'boolean') return undefined;
  if (!Array.isArray(calls) || !calls.every(isText)) return undefined;
  return { id, email, farmName, ownerName, location, role, isActive, emailVerified, createdAt, updatedAt, calls };
}

/** What is stored under `signedInUser`, or undefined for anything this build cannot read. */
export function readKeptUser(value: unknown): KeptUser | undefined {
  const kept = storedRecord(value);
  const owner = kept?.owner;
  const user = readUser(kept?.user);
  return isText(owner) && user ? { owner, user } : undefined;
}

/** The account kept for this sign-in's token, or undefined (none kept, another sign-in's, unreadable). */
export function keptSignedInUser(token: string): PublicUser | undefined {
  const kept = loadStored(STORAGE_KEYS.signedInUser, (raw) => readKeptUser(parseJson(raw)), undefined);
  return kept?.owner === ownerOf(token) ? kept.user : undefined;
}

/** Keeps the account the server answered for this token (at sign-in, and at each check of the session). */
export function keepSignedInUser(token: string, user: PublicUser): void {
  saveStored(STORAGE_KEYS.signedInUser, JSON.stringify({ owner: ownerOf(token), user } satisfies KeptUser));
}

export const forgetSignedInUser = () => saveStored(STORAGE_KEYS.signedInUser, null);
