import { cleanText, displayName, type TagAndName } from '../../../core/domain/display-name';

/** An animal in a heading: "#15" when it has only a tag (as the cattle list shows it), else its name. */
export function animalTitle(animal: TagAndName): string {
  return cleanText(animal.name) === null && cleanText(animal.tag) !== null ? `#${cleanText(animal.tag)}` : displayName(animal);
}
