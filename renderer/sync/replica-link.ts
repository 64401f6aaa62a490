import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../core/api/root';
import { todayISO } from '../../core/domain/dates';
import { DomainError, domainErrorCode, type DomainErrorCode } from '../../core/errors';
import { SYNC_PROCEDURES, type SyncProcedure } from '../../core/schemas/sync';
import { isFarmRead } from '../api/farm-reads';
import type { WriteContext } from '../api/write-context';
import type { ReplicaSession } from './replica-session';
import { answerFromView } from './view-reads';

// The phone's copy of the farm as a data source. Placed before the transport, this link answers the
// farm's reads from the copy (with the saves still waiting applied on top) and takes the farm's
// record saves into the outbox, answering at once, online or not. Screens need do nothing: they
// read and save through the API client as ever. Until a new phone has pulled the whole farm once,
// reads and saves go to the server as before. Calls that change the farm wholesale on the server
// (settling a conflict, a restore, Clear All Data) go to it, and answer once the copy has pulled
// what they did.

const HTTP_STATUS: Record<DomainErrorCode, number> = {
  NOT_FOUND: 404,
  CONFLICT: 409,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PRECONDITION_FAILED: 412,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** A save refused on the phone, reported as the server reports the same refusal. */
function asServerRefusal(error: unknown): TRPCClientError<AppRouter> {
  if (!(error instanceof DomainError)) return TRPCClientError.from(error instanceof Error ? error : new Error(String(error)));
  const code = domainErrorCode(error);
  return TRPCClientError.from<AppRouter>({
    error: { message: error.message, code: -32000, data: { code, httpStatus: HTTP_STATUS[code], ...(error.issues ? { issues: error.issues } : {}) } },
  } as never);
}

const SAVES = new Set<string>(SYNC_PROCEDURES);
const isSave = (path: string): path is SyncProcedure => SAVES.has(path);
/** Writes the server makes to the farm as a whole: the copy pulls them before the call answers. */
const PULLED_AFTER = new Set(['conflicts.resolve', 'data.clear', 'data.restore']);

export function replicaLink(session: ReplicaSession): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        let live = true;
        let forwarded: { unsubscribe(): void } | undefined;
        const answer = (data: unknown) => {
          if (!live) return;
          observer.next({ result: { type: 'data', data } });
          observer.complete();
        };
        const forward = () => {
          if (live) forwarded = next(op).subscribe(observer);
        };

        if (PULLED_AFTER.has(op.path)) {
          forwarded = next(op).subscribe({
            next: (envelope) => void session.syncNow().then(() => live && (observer.next(envelope), observer.complete())),
            error: (error) => observer.error(error),
          });
        } else if (op.type === 'query' && isFarmRead(op.path)) {
          const path = op.path;
          void session.engine().then((engine) => (engine?.whole() ? answer(answerFromView(engine.view(), path, todayISO())) : forward()));
        } else if (op.type === 'mutation' && isSave(op.path)) {
          const path = op.path;
          const { base } = op.context as WriteContext;
          void session.engine().then((engine) => {
            if (!engine?.whole()) return forward();
            engine.save(path, op.input as Record<string, unknown>, base).then(
              (saved) => {
                session.syncSoon();
                answer(saved);
              },
              (error: unknown) => live && observer.error(asServerRefusal(error)),
            );
          });
        } else {
          forward();
        }
        return () => {
          live = false;
          forwarded?.unsubscribe();
        };
      });
}
