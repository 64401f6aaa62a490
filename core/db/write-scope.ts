import { AsyncLocalStorage } from 'node:async_hooks';

// Who is writing, for the record's "Last changed by" and for history. A call runs in its member's
// scope from its first middleware to its answer: AsyncLocalStorage carries it through every await,
// so two calls interleaving on the one connection never take each other's name. SQLite's history
// triggers read it synchronously through the functions `open-farm-db.ts` registers.

export interface Actor {
  /** The member's account id. */
  id: string;
  /** Their name as the farm sees it, kept on each record and entry as it was then. */
  name: string;
}

interface WriteScope {
  actor: Actor | null;
  /** False while a whole-farm write (Clear All Data, a restore) writes its own entries instead. */
  history: boolean;
}

const scope = new AsyncLocalStorage<WriteScope>();

/** Runs `work` as `actor`: what it writes is theirs. */
export const asActor = <T>(actor: Actor, work: () => T): T => scope.run({ actor, history: true }, work);

/** Runs `work` without an entry per record: the caller writes what history should say. */
export const withoutRecordHistory = <T>(work: () => T): T => scope.run({ actor: currentActor(), history: false }, work);

/** Who is writing now, or null for the server's own writes (a demo reset, a seed). */
export const currentActor = (): Actor | null => scope.getStore()?.actor ?? null;

/** Whether a record's write adds its own history entry now. */
export const recordHistoryOn = (): boolean => scope.getStore()?.history ?? true;
