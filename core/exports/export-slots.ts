import { TooManyRequestsError } from '../errors';

// One export at a time per farm. Building the workbook reads every animal and holds a file's worth
// of memory: a second request for the same farm while one is under way (a double tap, a script, a
// shared link opened by many) is refused rather than built twice. Held in this process, which is
// the one that builds files for every farm it serves.

export const EXPORT_BUSY_MESSAGE = 'An export is already being prepared';

const busy = new Set<string>();

/** Takes the farm's export slot; the answer gives it back (again and again is harmless). */
export function takeExportSlot(farmId: string): () => void {
  if (busy.has(farmId)) throw new TooManyRequestsError(EXPORT_BUSY_MESSAGE);
  busy.add(farmId);
  let held = true;
  return () => {
    if (held) busy.delete(farmId);
    held = false;
  };
}

/** Runs `build` holding the farm's export slot, given back when it settles. */
export async function inExportSlot<T>(farmId: string, build: () => Promise<T>): Promise<T> {
  const release = takeExportSlot(farmId);
  try {
    return await build();
  } finally {
    release();
  }
}
