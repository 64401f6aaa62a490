import { z } from 'zod';
import { changePassword, logIn, signUp, updateProfile } from '../../auth/accounts';
import { confirmEmail, sendVerificationLink } from '../../auth/email-verification';
import { join, previewInvitation } from '../../auth/farm-team';
import { invitationCodeInput, invitationPreview, joinInput, joinResult } from '../../schemas/members';
import { revokeAllSessions, revokeSession } from '../../db/sessions';
import { toPublicUser } from '../../db/users';
import {
  authResult,
  changePasswordInput,
  confirmEmailInput,
  emailConfirmed,
  emailVerificationSent,
  loginInput,
  okAnswer,
  publicUser,
  signupInput,
  updateProfileInput,
} from '../../schemas/auth';
import { EVERY_MEMBER } from '../../domain/roles';
import { allowedCalls } from '../call-roles';
import { memberProcedure, publicProcedure, router } from '../trpc';
import type { AccountDetails, AuthResult, NewSession, PublicUser } from '../../schemas/auth';

const tags = ['auth'];

/** The account as the app gets it: with the calls its role allows, from the calls' own declarations. */
const withRoleCalls = (user: AccountDetails): PublicUser => ({ ...user, calls: allowedCalls(user.role) });
const withCalls = (session: NewSession): AuthResult => ({ token: session.token, user: withRoleCalls(session.user) });
const ok = { ok: true as const };

// The writes that take nothing (logout, logout-all, verify-email) declare no input at all: the app's
// tRPC client sends such a call as a POST without a body, which tRPC over HTTP can read as "no
// input" only when there is no input parser (z.void() makes it parse the empty body as JSON, and
// fail). Their REST paths still refuse a body (core/api/bodyless-routes.ts).

export const authRouter = router({
  signup: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/api/auth/signup', tags, protect: false, summary: 'Create a farm account (10 an hour from one address)' }, runsAlone: true })
    .input(signupInput)
    .output(authResult)
    .mutation(async ({ ctx, input }) => withCalls(await signUp(ctx.db, input, { client: ctx.client, perHour: ctx.signupsPerHour }))),

  join: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/api/auth/join', tags, protect: false, summary: "Join a farm by an invitation's code: a new account with the invited role, signed in" },
      runsAlone: true,
      created: true,
    })
    .input(joinInput)
    .output(joinResult)
    .mutation(async ({ ctx, input }) => withCalls(await join(ctx.db, input, { client: ctx.client, perHour: ctx.signupsPerHour }))),

  invitation: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/api/auth/invitation', tags, protect: false, summary: "What the Join page shows of an invitation: the farm's name, the invited e-mail and role" } })
    .input(invitationCodeInput)
    .output(invitationPreview)
    .query(({ ctx, input }) => previewInvitation(ctx.db, input.code)),

  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/api/auth/login', tags, protect: false, summary: 'Sign in' }, runsAlone: true })
    .input(loginInput)
    .output(authResult)
    .mutation(async ({ ctx, input }) => withCalls(await logIn(ctx.db, input, ctx.client))),

  me: memberProcedure(EVERY_MEMBER)
    .meta({ openapi: { method: 'GET', path: '/api/auth/me', tags, protect: true, summary: 'The signed-in user' } })
    .input(z.void())
    .output(publicUser)
    .query(({ ctx }) => withRoleCalls(toPublicUser(ctx.user, ctx.farm))),

  logout: memberProcedure(EVERY_MEMBER)
    .meta({ openapi: { method: 'POST', path: '/api/auth/logout', tags, protect: true, summary: 'Revoke this token' } })
    .output(okAnswer)
    .mutation(({ ctx }) => {
      revokeSession(ctx.db, ctx.session.sessionId);
      return ok;
    }),

  // Sign Out Everywhere: a lost phone or a leaked token is signed out without knowing which.
  logoutAll: memberProcedure(EVERY_MEMBER, { demo: false })
    .meta({ openapi: { method: 'POST', path: '/api/auth/logout-all', tags, protect: true, summary: 'Revoke every token of the account, this one too' } })
    .output(okAnswer)
    .mutation(({ ctx }) => {
      revokeAllSessions(ctx.db, ctx.user.id);
      return ok;
    }),

  updateProfile: memberProcedure(EVERY_MEMBER, { demo: false })
    .meta({
      openapi: { method: 'PATCH', path: '/api/auth/update-profile', tags, protect: true, summary: 'Update the account (a new e-mail needs currentPassword)' },
      runsAlone: true,
    })
    .input(updateProfileInput)
    .output(publicUser)
    .mutation(async ({ ctx, input }) => withRoleCalls(await updateProfile(ctx.db, ctx.session, input, ctx.client))),

  changePassword: memberProcedure(EVERY_MEMBER, { demo: false })
    .meta({ openapi: { method: 'POST', path: '/api/auth/change-password', tags, protect: true, summary: "Change the password; the account's other tokens are revoked" }, runsAlone: true })
    .input(changePasswordInput)
    .output(okAnswer)
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx.db, ctx.session, input, ctx.client);
      return ok;
    }),

  requestEmailVerification: memberProcedure(EVERY_MEMBER, { demo: false })
    .meta({ openapi: { method: 'POST', path: '/api/auth/verify-email', tags, protect: true, summary: "Mail the account's address a link that proves it" }, runsAlone: true })
    .output(emailVerificationSent)
    .mutation(({ ctx }) => sendVerificationLink(ctx.db, ctx.mailer, ctx.user)),

  confirmEmail: memberProcedure(EVERY_MEMBER)
    .meta({ openapi: { method: 'POST', path: '/api/auth/confirm-email', tags, protect: true, summary: 'Prove the address with the secret of a mailed link' } })
    .input(confirmEmailInput)
    .output(emailConfirmed)
    .mutation(({ ctx, input }) => confirmEmail(ctx.db, ctx.user.id, input.token)),
});
