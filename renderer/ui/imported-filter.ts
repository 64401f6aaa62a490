// The herd list narrowed to what an import brought in (docs/import.md, "The Import screen"): the
// animals added or changed since the import began, told by their `updatedAt` (an added animal's too).
// The import's report names no animal, so the time is what the link carries: `/cattle?imported=<ISO>`.

/** The list's search parameter holding when the import began. */
export const IMPORTED_PARAM = 'imported';

/** The herd list showing the animals an import that began at `since` (ISO) added or changed. */
export function importedCattlePath(since: string): string {
  return `/cattle?${new URLSearchParams({ [IMPORTED_PARAM]: since }).toString()}`;
}

/** The time a link's `imported` parameter holds, as the records write times; null when absent or no time. */
export function importedSince(param: string | null): string | null {
  if (!param) return null;
  const time = Date.parse(param);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Whether the animal was added or changed at or after `since` (ISO times compare as text). */
export function changedSince(animal: { updatedAt: string }, since: string): boolean {
  return animal.updatedAt >= since;
}
