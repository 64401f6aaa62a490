import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { DEMO_REFUSED, isDemoAccount } from '../demo/account';
import { fieldIssues } from '../schemas/field-issues';
import { DomainError, domainErrorCode, ForbiddenError, UnauthorizedError, type FieldIssue } from '../errors';
import type { ApiContext } from './context';

/** A field problem as every transport reports it: which field, and the message the form shows. */
export type InputIssue = FieldIssue;

// Carries the field issues past trpc-to-openapi, which replaces the message of any error caused
// by a ZodError with "Input validation failed"; our callers get the field's own message instead.
export class InputIssuesError extends Error {
  constructor(readonly issues: InputIssue[]) {
    super(issues[0]?.message ?? 'Invalid input');
    this.name = 'InputIssuesError';
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** What a procedure says about itself besides its code: its REST path, and whether it answers a file. */
export interface ProcedureMeta extends OpenApiMeta {
  /**
   * Its answer is a file (a FileDownload); its REST path sends the file's bytes with this type. Over
   * HTTP a file is fetched from that path alone, never through the batching tRPC endpoint.
   */
  download?: { contentType: string };
  /**
   * Costly enough that many of them in one request would hold the server up for every farm (it
   * builds a file, copies the farm's records, or hashes a password): never sent in a batch.
   */
  runsAlone?: true;
}

const t = initTRPC
  .context<ApiContext>()
  .meta<ProcedureMeta>()
  .create({
    // Never send stack traces, whatever NODE_ENV says: internals stay in the server log.
    isDev: false,
    errorFormatter({ shape, error }) {
      const { cause } = error;
      const issues = cause instanceof InputIssuesError || cause instanceof DomainError ? cause.issues : undefined;
      // A bug's own message may name tables or files: the caller gets a plain sentence instead.
      const message = error.code === 'INTERNAL_SERVER_ERROR' ? INTERNAL_ERROR_MESSAGE : shape.message;
      return { ...shape, message, data: { ...shape.data, stack: undefined, issues } };
    },
  });


// One place turns what went wrong into a status: bad input and domain errors become 4xx with a
// readable message; anything else stays a 500 whose details only the log sees.
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const { cause, code } = result.error;
  if (code === 'BAD_REQUEST' && cause instanceof ZodError) {
    const issuesError = new InputIssuesError(fieldIssues(cause));
    throw new TRPCError({ code: 'BAD_REQUEST', message: issuesError.message, cause: issuesError });
  }
  if (cause instanceof DomainError) {
    throw new TRPCError({ code: domainErrorCode(cause), message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapErrors);

/** Requires a signed-in user; the procedure then sees `ctx.user` and scopes every query by it. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new UnauthorizedError();
  return next({ ctx: { ...ctx, session: ctx.session, user: ctx.session.user } });
});

/** A signed-in procedure the published demo account may not call: 403 with DEMO_REFUSED. */
export const ownAccountProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (isDemoAccount(ctx.user)) throw new ForbiddenError(DEMO_REFUSED);
  return next();
});
