import { cleanText, type TagAndName } from '../../../core/domain';

/** "#22 June": the ear tag marked as one, so a numeric tag before a name does not read as a date. */
export function animalTitle(animal: TagAndName): string {
  const tag = cleanText(animal.tag);
  const parts = [tag === null ? null : `#${tag}`, cleanText(animal.name)].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' ') : 'Unknown';
}
