import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../../core/api/root';
import { PRIVACY_MESSAGES } from '../privacy-mode';
import { isSessionCall, withDemoAccount } from './session-calls';

// Privacy mode as a data source. Placed before the transport, this link answers every read of farm
// data from the demo farm and refuses every write, so no request for the farm's data leaves the
// app; the session calls go on to the server, with the account in their answers shown as the demo
// farm's. Screens need do nothing: every screen, present or future, gets this by reading through
// the API client.

/** A refusal as the client reports any failed call: a message, and FORBIDDEN as its code. */
function refusal(message: string): TRPCClientError<AppRouter> {
  return TRPCClientError.from<AppRouter>({ error: { message, code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403 } } } as never);
}

export function privacyLink(): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        if (isSessionCall(op.path)) {
          const subscription = next(op).subscribe({
            next: (envelope) => {
              const { result } = envelope;
              if (!('data' in result)) return observer.next(envelope);
              observer.next({ ...envelope, result: { ...result, data: withDemoAccount(op.path, result.data) } } as typeof envelope);
            },
            error: (error) => observer.error(error),
            complete: () => observer.complete(),
          });
          return () => subscription.unsubscribe();
        }
        if (op.type !== 'query') {
          observer.error(refusal(PRIVACY_MESSAGES.writeRefused));
          return;
        }
        let live = true;
        // The demo farm and its answers load on first use, so a visit without privacy mode never downloads them.
        import('./demo-answers')
          .then(({ demoAnswer, PrivacyRefusal }) => {
            try {
              return { refused: null, data: demoAnswer(op.path, op.input) };
            } catch (error) {
              if (error instanceof PrivacyRefusal) return { refused: error.message, data: undefined };
              throw error;
            }
          })
          .then(
            (answer) => {
              if (!live) return;
              if (answer.refused !== null) return observer.error(refusal(answer.refused));
              observer.next({ result: { type: 'data', data: answer.data } });
              observer.complete();
            },
            (error: unknown) => live && observer.error(TRPCClientError.from(error as Error)),
          );
        return () => {
          live = false;
        };
      });
}
