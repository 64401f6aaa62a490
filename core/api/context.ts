import type { ActiveSession } from '../db/sessions';
import { findActiveSession } from '../db/sessions';
import type { FarmDb } from '../db/open-farm-db';

/**
 * What every procedure sees, whichever transport brought the call (REST, HTTP tRPC or Electron
 * IPC): the farm database, the session the caller's token opens (null when signed out) and the
 * token itself (logout revokes it).
 */
export interface ApiContext {
  db: FarmDb;
  session: ActiveSession | null;
  requestId: string;
}

export function createApiContext(opts: { db: FarmDb; token: string | null; requestId: string }): ApiContext {
  const session = opts.token ? findActiveSession(opts.db, opts.token) : null;
  return { db: opts.db, session, requestId: opts.requestId };
}
