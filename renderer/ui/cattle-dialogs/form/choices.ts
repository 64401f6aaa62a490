import { BREEDS, COW_TYPES, displayStatus, GENDERS } from '../../../../core/domain';
import { DISPOSITIONS, FORM_STATUSES } from '../../../../core/schemas/cattle-form';
import type { SelectOption } from '../../SelectField';

// The choice lists of the cattle form. Stored values stay lowercase; labels are capitalised.

const capitalised = (value: string): SelectOption => ({ value, label: displayStatus(value) });

/** Prepends a stored value the list does not know (an imported breed, a bred or open status). */
function withStored(options: readonly SelectOption[], stored: string | null | undefined, label = stored): SelectOption[] {
  if (!stored || !label || options.some((option) => option.value === stored)) return [...options];
  return [{ value: stored, label }, ...options];
}

export function breedOptions(stored: string | null | undefined): SelectOption[] {
  return [{ value: '', label: 'Select breed' }, ...withStored(BREEDS, stored)];
}

/** Active, pregnant, sold, deceased; plus the edited animal's own status when it is bred or open. */
export function statusOptions(stored: string | null | undefined): SelectOption[] {
  return withStored(FORM_STATUSES.map(capitalised), stored?.toLowerCase(), displayStatus(stored));
}

export const GENDER_OPTIONS: SelectOption[] = [
  { value: '', label: 'Not recorded' },
  ...GENDERS.map((gender) => ({ value: gender, label: gender === 'female' ? 'Female' : 'Male' })),
];

export function dispositionOptions(stored: string | null | undefined): SelectOption[] {
  return [{ value: '', label: 'None (in the herd)' }, ...withStored(DISPOSITIONS.map(capitalised), stored?.toLowerCase(), displayStatus(stored))];
}

/** "Donor Cow": the classification as the form offers it, and as history tells it. */
export const COW_TYPE_LABELS: Record<(typeof COW_TYPES)[number], string> = {
  regular: 'Regular Cow',
  donor: 'Donor Cow',
  recipient: 'Recipient Cow',
};

export const COW_TYPE_OPTIONS: SelectOption[] = COW_TYPES.map((value) => ({ value, label: COW_TYPE_LABELS[value] }));
