import { randomInt } from 'node:crypto';
import { readFileSetting, writeFileSetting } from '../../core/db/file-settings';
import type { FarmDb } from '../../core/db/open-farm-db';

// A farm is shared with phones on one port, kept in its farm file from session to session: a
// phone's browser keeps its offline copy of the farm and its unsent changes by address
// (scheme://host:port), so on a new port the farm is a new site to the phone and that data is left
// behind. Hence a port is never changed behind the person's back.

const SETTING = 'sharing.port';

/**
 * Where a farm's port is picked: below every system's ephemeral range (Linux from 32768, Windows and
 * macOS from 49152), which the system hands to outgoing connections (and Windows reserves in blocks),
 * so a port picked here is as likely to be free next session as it is now.
 */
export const SHARING_PORTS = { first: 20_000, last: 32_767 } as const;
/** Ports tried before giving up when picking one. */
const TRIES = 20;

/** The farm's stored port is held by another program (or kept by the system) right now. */
export class SharingPortTaken extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} is in use by another program on this computer.`);
    this.name = 'SharingPortTaken';
  }
}

/** The port stored in the farm file; null before its first share (or if the value is not a port). */
export function storedSharingPort(db: FarmDb): number | null {
  const port = Number(readFileSetting(db, SETTING) ?? Number.NaN);
  return Number.isInteger(port) && port > 0 && port < 65_536 ? port : null;
}

export function storeSharingPort(db: FarmDb, port: number): void {
  writeFileSetting(db, SETTING, String(port));
}

export interface PortChoice {
  /** The person agreed to leave the stored port: a new one is picked and stored. */
  newPort?: boolean;
  /** The other open farms' ports, never given to this one: two farms on one address would share the phone's data. */
  avoid?: readonly number[];
}

/** How listening fails on a port that cannot be had now: in use, or kept by the system (Windows' excluded ranges answer EACCES). */
function unavailable(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'EADDRINUSE' || code === 'EACCES';
}

/** Up to TRIES ports of SHARING_PORTS, none in `avoid`, in random order, so farms seldom meet on one. */
function* candidatePorts(avoid: ReadonlySet<number>): Generator<number> {
  const ports: number[] = [];
  for (let port = SHARING_PORTS.first; port <= SHARING_PORTS.last; port++) if (!avoid.has(port)) ports.push(port);
  for (let tried = 0; tried < TRIES && ports.length > 0; tried++) yield ports.splice(randomInt(ports.length), 1)[0]!;
}

/**
 * Runs `listenOn` on the farm's port: the one stored in its file; at the first share (or a move the
 * person agreed to) a free one from SHARING_PORTS, then stored. A stored port another program holds
 * is refused with SharingPortTaken rather than swapped for another.
 */
export async function onFarmPort<T>(db: FarmDb, choice: PortChoice, listenOn: (port: number) => Promise<T>): Promise<T> {
  const stored = storedSharingPort(db);
  if (stored !== null && !choice.newPort) {
    try {
      return await listenOn(stored);
    } catch (error) {
      throw unavailable(error) ? new SharingPortTaken(stored) : error;
    }
  }
  for (const port of candidatePorts(new Set([...(choice.avoid ?? []), ...(stored === null ? [] : [stored])]))) {
    try {
      const listening = await listenOn(port);
      storeSharingPort(db, port);
      return listening;
    } catch (error) {
      if (!unavailable(error)) throw error;
    }
  }
  throw new Error(`No free port was found between ${SHARING_PORTS.first} and ${SHARING_PORTS.last} to share the farm on.`);
}
