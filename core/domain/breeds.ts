// The breed choices (docs/herd-book.md). Stored as the value, shown as the label: only Composite
// reads differently on screen.
export const BREEDS = [
  { value: 'Angus', label: 'Angus' },
  { value: 'Simmental', label: 'Simmental' },
  { value: 'Hereford', label: 'Hereford' },
  { value: 'Charolais', label: 'Charolais' },
  { value: 'Limousin', label: 'Limousin' },
  { value: 'Gelbvieh', label: 'Gelbvieh' },
  { value: 'Brahman', label: 'Brahman' },
  { value: 'Brangus', label: 'Brangus' },
  { value: 'Red Angus', label: 'Red Angus' },
  { value: 'Shorthorn', label: 'Shorthorn' },
  { value: 'Composite', label: 'Composite/Crossbred' },
  { value: 'Other', label: 'Other' },
] as const;

export function breedLabel(value: string | null | undefined): string {
  return BREEDS.find((breed) => breed.value === value)?.label ?? value ?? '';
}

/** A breed as stored, from its label or value in any case ("composite/crossbred" is Composite); other text as it is. */
export function breedValue(text: string): string {
  const wanted = text.trim().toLowerCase();
  return BREEDS.find((breed) => breed.label.toLowerCase() === wanted || breed.value.toLowerCase() === wanted)?.value ?? text;
}

/** Cow classification (the hidden calving tab): regular, donor or recipient. */
export const COW_TYPES = ['regular', 'donor', 'recipient'] as const;
export type CowType = (typeof COW_TYPES)[number];

export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];
