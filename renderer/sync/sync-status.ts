import { create } from 'zustand';
import type { RefusedOp } from './sync-engine';

// What the header and the screens show of sync: the saves waiting to be sent, the conflicts left
// to settle, whether the phone's copy of the farm is whole yet, and the saves the server refused.

export interface SyncStatus {
  /** The phone keeps a copy of the farm (not in privacy mode, not on the desktop). */
  active: boolean;
  waiting: number;
  /** Conflicts not yet settled. */
  conflicts: number;
  /** The first pull of the whole farm is done. */
  whole: boolean;
  /** The records on the phone so far: a new phone's first sync shows it growing. */
  records: number;
  /** Saves the server refused when they arrived, newest last, until the person has read them. */
  refused: RefusedOp[];
}

/** No copy open: privacy mode, the desktop, or no one signed in. */
export const NO_COPY: SyncStatus = { active: false, waiting: 0, conflicts: 0, whole: false, records: 0, refused: [] };

export const useSyncStatus = create<SyncStatus>(() => NO_COPY);
