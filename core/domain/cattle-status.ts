// Statuses are stored lowercase and shown capitalised (docs/herd-book.md).
export const CATTLE_STATUSES = ['active', 'bred', 'pregnant', 'open', 'sold', 'deceased'] as const;
export type CattleStatus = (typeof CATTLE_STATUSES)[number];

export type StatusColor = 'green' | 'blue' | 'gray' | 'yellow' | 'red';

export function normaliseStatus(value: string | null | undefined): CattleStatus | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return CATTLE_STATUSES.find((s) => s === wanted) ?? null;
}

/**
 * Capitalised for screens. A label outside the list is shown as entered (capitalised) rather
 * than hidden, because older records carry free labels; nothing at all reads "Unknown".
 */
export function displayStatus(value: string | null | undefined): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return 'Unknown';
  const lower = text.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

const COLORS: Partial<Record<CattleStatus, StatusColor>> = {
  pregnant: 'green',
  bred: 'blue',
  active: 'gray',
  sold: 'yellow',
  deceased: 'red',
};

export function statusColor(value: string | null | undefined): StatusColor {
  const status = normaliseStatus(value);
  return (status && COLORS[status]) ?? 'gray';
}

export function isPregnant(value: string | null | undefined): boolean {
  return normaliseStatus(value) === 'pregnant';
}

/** Statuses of an animal that has left the herd: no badges, alerts or head counts for it. */
export const LEFT_HERD_STATUSES = ['sold', 'deceased'] as const satisfies readonly CattleStatus[];

export function isInHerd(value: string | null | undefined): boolean {
  const status = normaliseStatus(value);
  return !(LEFT_HERD_STATUSES as readonly (CattleStatus | null)[]).includes(status);
}

/**
 * The status a disposition records: an animal sold is `sold`, one that died `deceased` (the form's
 * two dispositions, the statuses of leaving the herd). Any other disposition, or none, says nothing.
 */
export function dispositionStatus(disposition: string | null | undefined): CattleStatus | null {
  const wanted = typeof disposition === 'string' ? disposition.trim().toLowerCase() : null;
  return LEFT_HERD_STATUSES.find((status) => status === wanted) ?? null;
}
