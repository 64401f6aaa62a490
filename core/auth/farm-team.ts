import { isPrimaryKeyViolation } from '../db/create-once';
import { deleteMember, findMember, findPendingInvitation, insertInvitation, openInvitation, setMemberRole, useInvitation, withdrawInvitation } from '../db/farm-members';
import type { FarmDb } from '../db/open-farm-db';
import { takeRateSlot } from '../db/rate-events';
import { conflictOnDuplicate } from '../db/unique-violation';
import { findUserByEmail, findUserById, insertUser } from '../db/users';
import { sameEmail } from '../domain/email';
import { invitableRoles, invitationExpiry, mayChangeRole, mayRemove, MEMBER_MESSAGES, roleRefusal, type Role } from '../domain/roles';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, RuleViolationError, TooManyRequestsError } from '../errors';
import type { NewSession } from '../schemas/auth';
import { RECORD_ID_MESSAGES } from '../schemas/fields';
import { JOIN_CODE_PARAM, JOIN_PATH } from '../schemas/join-link';
import type { InvitationCreated, InvitationPreview, Member } from '../schemas/members';
import { MESSAGES, SIGNUP_LIMIT, startSession } from './accounts';
import { hashPassword } from './passwords';
import { newSessionToken } from './tokens';

// The farm's team (docs/accounts-and-privacy.md): inviting, joining, changing a role, removing.
// The rules of who may do which are core/domain/roles.ts; here they meet the database.

/** The member making a call: who they are, on which farm, as what. */
export interface Caller {
  id: string;
  farmId: string;
  role: Role;
}

/** The Join page with the code, at the app's address when the host knows it (else a path on it). */
export const joinLink = (appUrl: string | null, code: string): string =>
  `${(appUrl ?? '').replace(/\/+$/, '')}${JOIN_PATH}?${JOIN_CODE_PARAM}=${encodeURIComponent(code)}`;

/** Invite Member: a single-use code for one e-mail and role, valid 7 days; only its hash is kept. */
export function invite(db: FarmDb, caller: Caller, input: { email: string; role: Role; id?: string | undefined }, appUrl: string | null, now = new Date()): InvitationCreated {
  if (!invitableRoles(caller.role).includes(input.role)) throw new ForbiddenError(roleRefusal(caller.role));
  const code = newSessionToken();
  const invitation = { id: input.id ?? crypto.randomUUID(), email: input.email, role: input.role, code, invitedBy: caller.id, expiresAt: invitationExpiry(now) };
  // An id already used (a repeat, or another farm's) is refused without a word about its invitation.
  try {
    insertInvitation(db, caller.farmId, invitation);
  } catch (error) {
    if (isPrimaryKeyViolation(error)) throw new ConflictError(RECORD_ID_MESSAGES.inUse);
    throw error;
  }
  return { id: invitation.id, code, link: joinLink(appUrl, code), expiresAt: invitation.expiresAt };
}

/** Withdraw: the code stops working at once. A manager withdraws only what they could have sent. */
export function withdraw(db: FarmDb, caller: Caller, id: string): void {
  const invitation = findPendingInvitation(db, caller.farmId, id);
  if (!invitation) throw new NotFoundError(MEMBER_MESSAGES.invitationNotFound);
  if (!invitableRoles(caller.role).includes(invitation.role)) throw new ForbiddenError(roleRefusal(caller.role));
  withdrawInvitation(db, id);
}

function otherMember(db: FarmDb, caller: Caller, id: string) {
  const target = findMember(db, caller.farmId, id);
  if (!target) throw new NotFoundError(MEMBER_MESSAGES.memberNotFound);
  if (target.role === 'owner') throw new RuleViolationError(MEMBER_MESSAGES.ownerStays);
  return target;
}

/** A new role, from the member's next call on. Only the owner, and never to or from owner. */
export function changeRole(db: FarmDb, caller: Caller, id: string, role: Role): Member {
  const target = otherMember(db, caller, id);
  if (!mayChangeRole(caller.role, target.role, role)) throw new ForbiddenError(roleRefusal(caller.role));
  return setMemberRole(db, caller.farmId, id, role)!;
}

/** Removes a member: their account and sessions end at once. The records they kept stay the farm's. */
export function removeMember(db: FarmDb, caller: Caller, id: string): void {
  const target = otherMember(db, caller, id);
  if (!mayRemove(caller.role, target.role)) throw new ForbiddenError(roleRefusal(caller.role));
  deleteMember(db, caller.farmId, id);
}

/** The Join page's heading and form: the inviting farm's name, the invited e-mail and role. */
export function previewInvitation(db: FarmDb, code: string): InvitationPreview {
  const invitation = openInvitation(db, code);
  const owner = invitation ? findUserById(db, invitation.userId) : undefined;
  if (!invitation || !owner) throw new RuleViolationError(MEMBER_MESSAGES.invitationInvalid);
  return { farmName: owner.farmName, email: invitation.email, role: invitation.role };
}

/**
 * Joining by an invitation: a new account in the inviting farm with the invited role, signed in.
 * Counted with sign-ups from the caller's address (hashing the password is the costly step). The
 * invitation is used in the same transaction as the account is made, so a code joins once.
 */
export async function join(
  db: FarmDb,
  input: { code: string; email: string; password: string; name: string },
  from: { client: string; perHour: number },
): Promise<NewSession> {
  const invitation = openInvitation(db, input.code);
  if (!invitation) throw new RuleViolationError(MEMBER_MESSAGES.invitationInvalid);
  if (!sameEmail(invitation.email, input.email)) throw new InvalidInputError([{ path: ['email'], message: MEMBER_MESSAGES.otherEmail }]);
  if (findUserByEmail(db, input.email)) throw new ConflictError(MESSAGES.emailTaken, 'email');
  if (!takeRateSlot(db, { ...SIGNUP_LIMIT, limit: from.perHour }, from.client)) throw new TooManyRequestsError(MESSAGES.tooManySignUps);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(
    () => {
      // Hashing yielded to the event loop: the code may have been used or withdrawn meanwhile.
      if (!openInvitation(db, input.code) || !useInvitation(db, invitation.id)) throw new RuleViolationError(MEMBER_MESSAGES.invitationInvalid);
      const user = conflictOnDuplicate(
        () => insertUser(db, { email: input.email, passwordHash, farmName: '', ownerName: input.name, location: null, farmId: invitation.userId, role: invitation.role }),
        MESSAGES.emailTaken,
        'email',
      );
      return startSession(db, user);
    },
    { behavior: 'immediate' },
  );
}
