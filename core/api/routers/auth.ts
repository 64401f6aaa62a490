import { z } from 'zod';
import { logIn, signUp, updateProfile } from '../../auth/accounts';
import { revokeSession } from '../../db/sessions';
import { toPublicUser } from '../../db/users';
import { authResult, loginInput, publicUser, signupInput, updateProfileInput } from '../../schemas/auth';
import { protectedProcedure, publicProcedure, router } from '../trpc';

const tags = ['auth'];

export const authRouter = router({
  signup: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/api/auth/signup', tags, protect: false, summary: 'Create a farm account' }, runsAlone: true })
    .input(signupInput)
    .output(authResult)
    .mutation(({ ctx, input }) => signUp(ctx.db, input)),

  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/api/auth/login', tags, protect: false, summary: 'Sign in' }, runsAlone: true })
    .input(loginInput)
    .output(authResult)
    .mutation(({ ctx, input }) => logIn(ctx.db, input, ctx.client)),

  me: protectedProcedure
    .meta({ openapi: { method: 'GET', path: '/api/auth/me', tags, protect: true, summary: 'The signed-in user' } })
    .input(z.void())
    .output(publicUser)
    .query(({ ctx }) => toPublicUser(ctx.user)),

  logout: protectedProcedure
    .meta({ openapi: { method: 'POST', path: '/api/auth/logout', tags, protect: true, summary: 'Revoke this token' } })
    .input(z.void())
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx }) => {
      revokeSession(ctx.db, ctx.session.sessionId);
      return { ok: true as const };
    }),

  updateProfile: protectedProcedure
    .meta({
      openapi: { method: 'PATCH', path: '/api/auth/update-profile', tags, protect: true, summary: 'Update the account' },
    })
    .input(updateProfileInput)
    .output(publicUser)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
});
