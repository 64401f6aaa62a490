import { z } from 'zod';
import { invitableRoles, ROLES } from '../domain/roles';
import { emailSchema, newPasswordSchema, publicUser } from './auth';
import { clientRecordId, recordId, requiredText } from './fields';

// The calls of a farm's team (docs/accounts-and-privacy.md): invitations, joining, members, roles.

const role = z.enum(ROLES, { error: 'Choose a role' });
/** The roles anyone can be invited as: the owner's, since a manager's are among them. */
const invitedRole = z.enum(invitableRoles('owner') as ['manager', 'hand', 'viewer'], { error: 'Choose Manager, Farm hand or Viewer' });

/**
 * Invite Member. The client may name the invitation's id, as every create may; since only the
 * code's hash is kept, a repeat cannot answer the code again, and an id already used is refused.
 */
export const invitationCreate = z.object({ email: emailSchema, role: invitedRole, ...clientRecordId });
export type InvitationCreate = z.input<typeof invitationCreate>;

export const invitationCreated = z.object({
  id: z.string(),
  /** Shown once: only its hash is kept. */
  code: z.string(),
  /** The app's Join page with the code, for the new member to open. */
  link: z.string(),
  expiresAt: z.string(),
});
export type InvitationCreated = z.infer<typeof invitationCreated>;

export const pendingInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role,
  expiresAt: z.string(),
  createdAt: z.string(),
  /** Who invited, by name (null when they have left). */
  invitedBy: z.string().nullable(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

export const member = z.object({ id: z.string(), email: z.string(), name: z.string(), role, joinedAt: z.string() });
export type Member = z.infer<typeof member>;

export const recordRef = z.object({ id: recordId });
export const memberRoleChange = z.object({ id: recordId, role });

export const joinInput = z.object({
  code: z.string({ error: 'The invitation code is missing' }).trim().min(1, 'The invitation code is missing').max(200, 'This invitation is no longer valid.'),
  email: emailSchema,
  password: newPasswordSchema,
  name: requiredText(200, 'Your name is required', 'Name'),
});
export type JoinInput = z.input<typeof joinInput>;

/** What the Join page shows of an invitation before the account exists: the farm, the e-mail, the role. */
export const invitationPreview = z.object({ farmName: z.string(), email: z.string(), role });
export type InvitationPreview = z.infer<typeof invitationPreview>;
export const invitationCodeInput = z.object({ code: joinInput.shape.code });

export const joinResult = z.object({ token: z.string(), user: publicUser });
