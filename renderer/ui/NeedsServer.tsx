import { Offline } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { NEEDS_SERVER_MESSAGE } from '../api/errors';
import { useServerReachable } from './useServerReachable';
import './NeedsServer.css';

/** Offline, says that what is here needs the farm's server; online, nothing. */
export function NeedsServerNote() {
  if (useServerReachable()) return null;
  return (
    <p className="fh-needs-server-note">
      <Offline className="fh-needs-server-icon" />
      <span>{NEEDS_SERVER_MESSAGE}</span>
    </p>
  );
}

/**
 * Controls only the farm's server can answer (an export, an e-mail, a backup): offline they are
 * disabled, all at once by their fieldset, and the note under them says why. A link among them
 * stays a link. `className` lays the controls out, as the element that held them did.
 */
export function NeedsServer({ className, children }: { className?: string; children: ReactNode }) {
  const reachable = useServerReachable();
  return (
    <>
      <fieldset className={className ? `fh-needs-server ${className}` : 'fh-needs-server'} disabled={!reachable}>
        {children}
      </fieldset>
      <NeedsServerNote />
    </>
  );
}
