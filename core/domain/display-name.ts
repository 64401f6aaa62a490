// How an animal is named everywhere: tag and name, else either, else "Unknown" (docs/herd-book.md).

export interface TagAndName {
  tag?: string | null;
  name?: string | null;
}

/** Trimmed text, or null when missing or blank: an empty tag counts as no tag. */
export function cleanText(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Tag and name joined by a space, else whichever exists, else "Unknown". */
export function displayName(animal: TagAndName): string {
  const parts = [cleanText(animal.tag), cleanText(animal.name)].filter((p) => p !== null);
  return parts.length > 0 ? parts.join(' ') : 'Unknown';
}
