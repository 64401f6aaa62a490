// The demo farm is put back every night at an hour when hardly anyone uses it.

/** The hour of the night, in the server's own time zone, at which the demo farm is put back. */
export const DEMO_RESET_HOUR = 3;

/**
 * The next run after `now` at `hour`:00 local time: today's if it is still ahead, else tomorrow's.
 * Built from the calendar day, not by adding 24 hours, so a daylight-saving change does not shift it.
 */
export function nextNightlyRun(now: Date, hour: number = DEMO_RESET_HOUR): Date {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour);
  return today.getTime() > now.getTime() ? today : new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, hour);
}
