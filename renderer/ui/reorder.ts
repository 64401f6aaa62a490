/**
 * Moves the item with `id` one place up (-1) or down (+1), swapping it with its neighbour. The
 * first cannot go up and the last cannot go down: those moves give the list as it was.
 */
export function moveInList<T extends { id: string }>(items: readonly T[], id: string, direction: -1 | 1): T[] {
  const from = items.findIndex((item) => item.id === id);
  const to = from + direction;
  const next = [...items];
  if (from >= 0 && to >= 0 && to < items.length) [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
