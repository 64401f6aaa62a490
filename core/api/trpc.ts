import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { DEMO_REFUSED, isDemoAccount } from '../demo/account';
import { fieldIssues } from '../schemas/field-issues';
import { DomainError, domainErrorCode, ForbiddenError, UnauthorizedError, type FieldIssue } from '../errors';
import type { ApiContext } from './context';
import { asActor } from '../db/write-scope';
import { mayCall, memberName, roleRefusal, type Role } from '../domain/roles';

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
   * It takes a file (its input's `file`, base64 over tRPC and IPC). Its REST path takes the file's
   * bytes as the body instead, and these yes-or-no options of its input from the query string
   * (server/file-upload.ts); on the web the file goes there, never through the tRPC endpoint.
   */
  upload?: { query: readonly string[] };
  /**
   * Costly enough that many of them in one request would hold the server up for every farm (it
   * builds a file, copies the farm's records, or hashes a password): never sent in a batch.
   */
  runsAlone?: true;
  /** A create that answers 201 over REST (the calls the members contract names so). */
  created?: true;
  /** The roles that may call it (every signed-in call declares them); absent on a public call. */
  roles?: readonly Role[];
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

/**
 * A call for members of a farm, declaring the roles that may make it: there is no signed-in
 * procedure without that declaration. It requires a session (else 401) and one of `roles` (else 403
 * with the role's refusal), on every transport alike, and the declaration is kept in `meta.roles` for
 * sync push, which applies it to each op. The call sees `ctx.farmId`, which scopes every query, and
 * runs as its member, who every write it makes is kept as (history, "Last changed by").
 * `demo: false`: not for the published demo account either (403 with DEMO_REFUSED).
 */
export const memberProcedure = (roles: readonly Role[], { demo = true }: { demo?: boolean } = {}) =>
  publicProcedure.meta({ roles }).use(({ ctx, next }) => {
    if (!ctx.session) throw new UnauthorizedError();
    const { user, farm } = ctx.session;
    if (!mayCall(roles, user.role)) throw new ForbiddenError(roleRefusal(user.role));
    if (!demo && isDemoAccount(user)) throw new ForbiddenError(DEMO_REFUSED);
    const member = { id: user.id, name: memberName(user), role: user.role, farmId: farm.id };
    return asActor(member, () => next({ ctx: { ...ctx, session: ctx.session!, user, farm, farmId: farm.id, member } }));
  });
