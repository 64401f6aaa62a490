import type { ActiveSession } from '../db/sessions';
import { findActiveSession } from '../db/sessions';
import type { FarmDb } from '../db/open-farm-db';
import type { Mailer } from './mailer';

/**
 * What every procedure sees, whichever transport brought the call (REST, HTTP tRPC or Electron
 * IPC): the farm database, the session the caller's token opens (null when signed out) and the
 * token itself (logout revokes it), and the mailer where the host can send e-mail.
 */
export interface ApiContext {
  db: FarmDb;
  session: ActiveSession | null;
  requestId: string;
  mailer: Mailer | null;
  /** Who is calling, for the sign-in limits: the HTTP client's address, or the desktop window. */
  client: string;
}

/** The client name of calls from the desktop app's own windows (one person at one machine). */
export const DESKTOP_CLIENT = 'desktop';

export function createApiContext(opts: {
  db: FarmDb;
  token: string | null;
  requestId: string;
  mailer?: Mailer | null;
  client?: string;
}): ApiContext {
  const session = opts.token ? findActiveSession(opts.db, opts.token) : null;
  return { db: opts.db, session, requestId: opts.requestId, mailer: opts.mailer ?? null, client: opts.client ?? DESKTOP_CLIENT };
}
