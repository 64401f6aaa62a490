import { SIGNUPS_PER_HOUR } from '../auth/accounts';
import type { ActiveSession } from '../db/sessions';
import { findActiveSession } from '../db/sessions';
import type { FarmDb } from '../db/open-farm-db';
import type { Mailer } from './mailer';

/** What the host offers the procedures besides the database: e-mail where it can send, and its limits. */
export interface ApiHost {
  mailer: Mailer | null;
  /** Sign-ups one client address may make within an hour. */
  signupsPerHour: number;
}

/**
 * What every procedure sees, whichever transport brought the call (REST, HTTP tRPC or Electron
 * IPC): the farm database, the session the caller's token opens (null when signed out), and what
 * the host offers.
 */
export interface ApiContext extends ApiHost {
  db: FarmDb;
  session: ActiveSession | null;
  requestId: string;
  /** Who is calling, for the sign-in and sign-up limits: the HTTP client's address, or the desktop window. */
  client: string;
  /** The address the caller opened the app at, for links it hands out (a join link); null when there is none (the desktop's window). */
  appUrl: string | null;
}

/** The client name of calls from the desktop app's own windows (one person at one machine). */
export const DESKTOP_CLIENT = 'desktop';

export function createApiContext(opts: {
  db: FarmDb;
  token: string | null;
  requestId: string;
  host?: Partial<ApiHost>;
  client?: string;
  appUrl?: string | null;
}): ApiContext {
  const session = opts.token ? findActiveSession(opts.db, opts.token) : null;
  return {
    db: opts.db,
    session,
    requestId: opts.requestId,
    mailer: opts.host?.mailer ?? null,
    signupsPerHour: opts.host?.signupsPerHour ?? SIGNUPS_PER_HOUR,
    client: opts.client ?? DESKTOP_CLIENT,
    appUrl: opts.appUrl ?? null,
  };
}
