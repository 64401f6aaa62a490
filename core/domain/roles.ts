// A farm is worked by a team: each member has one role, and the role decides what they may do
// (docs/accounts-and-privacy.md). These are the rules; core/api applies them to every call.

export const ROLES = ['owner', 'manager', 'hand', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  manager: 'Manager',
  hand: 'Farm hand',
  viewer: 'Viewer',
};

/** What a call outside the caller's role answers (403), on every transport and on sync push. */
export const roleRefusal = (role: Role): string => `Your role on this farm (${ROLE_LABELS[role]}) does not allow this.`;

/** Who may call what, by group: every call declares one of these (or its own list). */
export const EVERY_MEMBER: readonly Role[] = ROLES;
/** Add and edit animals and calves, log activities, move cattle: the work at the chute. */
export const HERD_WORKERS: readonly Role[] = ['owner', 'manager', 'hand'];
/** Every farm record, exports, backups, reports, and the team's hands and viewers. */
export const MANAGERS: readonly Role[] = ['owner', 'manager'];
/** Members and roles, Clear All Data, restoring a backup, the farm's own details. */
export const OWNER_ONLY: readonly Role[] = ['owner'];

export const mayCall = (allowed: readonly Role[], role: Role): boolean => allowed.includes(role);

/** The roles a member may invite: the owner any but owner (a farm has one), a manager hands and viewers. */
export function invitableRoles(inviter: Role): Role[] {
  if (inviter === 'owner') return ['manager', 'hand', 'viewer'];
  if (inviter === 'manager') return ['hand', 'viewer'];
  return [];
}

/** Removing a member: the owner removes anyone else, a manager only hands and viewers; nobody the owner. */
export function mayRemove(actor: Role, target: Role): boolean {
  if (target === 'owner') return false;
  return invitableRoles(actor).includes(target);
}

/** Changing a role: only the owner, never to or from owner, so the farm keeps exactly one. */
export const mayChangeRole = (actor: Role, from: Role, to: Role): boolean => actor === 'owner' && from !== 'owner' && to !== 'owner';

/** How the farm names a member: their name, else their e-mail. */
export const memberName = (member: { ownerName: string | null; email: string }): string => member.ownerName?.trim() || member.email;

export const MEMBER_MESSAGES = {
  invitationInvalid: 'This invitation is no longer valid.',
  otherEmail: 'This invitation was sent to another email address.',
  ownerStays: "The farm's owner cannot leave the farm or change their own role.",
  memberNotFound: 'Member not found',
  invitationNotFound: 'Invitation not found',
} as const;

/** An invitation's code works this long, once. */
export const INVITATION_DAYS = 7;

/** When an invitation made at `now` stops working. */
export const invitationExpiry = (now: Date): string => new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000).toISOString();
