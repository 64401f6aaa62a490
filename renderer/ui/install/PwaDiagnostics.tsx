import { Button, Classes } from '@blueprintjs/core';
import { Refresh, TickCircle, WarningSign } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { runPwaDiagnostics } from './pwa-diagnostics';

/** The diagnostics card: each check with a tick or a warning and what it found, run on each visit. */
export function PwaDiagnostics() {
  const checks = useQuery({ queryKey: ['pwa-diagnostics'], queryFn: runPwaDiagnostics, staleTime: 0, gcTime: 0 });
  const running = checks.isFetching;
  return (
    <section className="fh-pwa-diagnostics" aria-labelledby="pwa-diagnostics-title" aria-busy={running}>
      <h3 id="pwa-diagnostics-title">Diagnostics</h3>
      <ul className="fh-pwa-checks">
        {running ? (
          <li className={Classes.SKELETON}>Checking…</li>
        ) : (
          (checks.data ?? []).map(({ label, ok, detail }) => (
            <li key={label} className={ok ? 'fh-pwa-check-ok' : 'fh-pwa-check-warn'}>
              {ok ? <TickCircle aria-hidden="true" /> : <WarningSign aria-hidden="true" />}
              <span>
                <strong>{label}</strong>
                <span className="fh-visually-hidden">{ok ? ' (working)' : ' (needs attention)'}</span>: {detail}
              </span>
            </li>
          ))
        )}
      </ul>
      <Button icon={<Refresh />} text="Check Again" onClick={() => void checks.refetch()} />
    </section>
  );
}
