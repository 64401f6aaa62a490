import { onlineManager } from '@tanstack/react-query';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../core/api/root';
import { todayISO } from '../../core/domain/dates';
import { DomainError, domainErrorCode, type DomainErrorCode, type FieldIssue } from '../../core/errors';
import { SYNC_PROCEDURES, type SyncProcedure } from '../../core/schemas/sync-names';
import { isFarmRead } from '../api/farm-read-paths';
import type { WriteContext } from '../api/write-context';
import type { ReplicaSession } from './replica-session';

// The phone's copy of the farm as a data source. Placed before the transport, this link answers the
// farm's reads from the copy (with the saves still waiting applied on top) and takes the farm's
// record saves into the outbox: offline it answers at once, online once the server has the save.
// A new phone shows what its first sync has brought so far; its saves go to the server until the
// copy is whole (the phone's own checks need the whole farm). Screens need do nothing: they
// read and save through the API client as ever. Calls that change the farm wholesale on the server
// (settling a conflict, a restore, Clear All Data, an import) go to it, and answer once the copy has pulled
// what they did.

/** How long a list waits for a new phone's first sync to bring some of it before asking the server. */
export const COPY_WAIT_MS = 3_000;

/** How long an online save waits for the server before it answers from the phone alone. */
export const ONLINE_SAVE_WAIT_MS = 5_000;

/** The server refused an op when it came: said as it said it (field issues are bad input, else a clash). */
class RefusedOnServer extends DomainError {
  constructor(message: string, issues?: FieldIssue[]) {
    super(message);
    this.name = 'RefusedOnServer';
    if (issues) this.issues = issues;
  }
}

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
  const code = error instanceof RefusedOnServer ? (error.issues ? 'BAD_REQUEST' : 'CONFLICT') : domainErrorCode(error);
  return TRPCClientError.from<AppRouter>({
    error: { message: error.message, code: -32000, data: { code, httpStatus: HTTP_STATUS[code], ...(error.issues ? { issues: error.issues } : {}) } },
  } as never);
}

const SAVES = new Set<string>(SYNC_PROCEDURES);
const isSave = (path: string): path is SyncProcedure => SAVES.has(path);
/** Writes the server makes to the farm as a whole: the copy pulls them before the call answers. */
const PULLED_AFTER = new Set(['conflicts.resolve', 'data.clear', 'data.restore', 'imports.cattle']);

export function replicaLink(session: ReplicaSession): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        let live = true;
        let forwarded: { unsubscribe(): void } | undefined;
        let stopWaiting: (() => void) | undefined;
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
          // The answers (the lists' orders, the dashboard's figures) load with the first farm read.
          void Promise.all([session.engine(), import('./view-reads')]).then(([engine, { answerFromView, answersBeforeWhole, waitsForCopy }]) => {
            if (!engine) return forward();
            const ready = () => engine.whole() || answersBeforeWhole(engine.view(), path);
            if (ready()) return answer(answerFromView(engine.view(), path, todayISO(), op.input));
            if (!waitsForCopy(path) || session.syncFailing()) return forward();
            // A new phone's first pages have none of this list yet: it waits for them a moment,
            // then asks the server. A first sync that cannot get through does not hold the screen.
            const askServer = () => {
              stopWaiting?.();
              forward();
            };
            const giveUp = setTimeout(askServer, COPY_WAIT_MS);
            const stopOnFailure = session.onSyncFailed(askServer);
            const unsubscribe = engine.subscribe(() => {
              if (!ready()) return;
              stopWaiting?.();
              answer(answerFromView(engine.view(), path, todayISO(), op.input));
            });
            stopWaiting = () => {
              clearTimeout(giveUp);
              stopOnFailure();
              unsubscribe();
            };
          });
        } else if (op.type === 'mutation' && isSave(op.path)) {
          const path = op.path;
          const { base } = op.context as WriteContext;
          void session.engine().then(async (engine) => {
            if (!engine?.whole()) {
              forward();
              // The first sync, still running, goes round once more to bring the save back.
              return session.syncSoon();
            }
            // Online, the save answers once the server has it (or after a few seconds, the op
            // still queued): its refusal, rare after the phone's own checks, shows on the form.
            const waitsForServer = onlineManager.isOnline();
            try {
              const { opId, answer: saved } = await engine.save(path, op.input as Record<string, unknown>, base, { waitsForServer });
              if (waitsForServer) await Promise.race([session.syncNow(), new Promise((resolve) => setTimeout(resolve, ONLINE_SAVE_WAIT_MS))]);
              else session.syncSoon();
              const refused = engine.claimRefusal(opId);
              if (refused) throw new RefusedOnServer(refused.message, refused.issues);
              answer(saved);
            } catch (error) {
              if (live) observer.error(asServerRefusal(error));
            }
          });
        } else {
          forward();
        }
        return () => {
          live = false;
          forwarded?.unsubscribe();
          stopWaiting?.();
        };
      });
}
