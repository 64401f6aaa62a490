// How one animal reads on a card or a table row (docs/herd-book.md).
import { cleanText, normaliseType, statusColor, type StatusColor } from '../../core/domain';

interface Identified {
  tag?: string | null;
  name?: string | null;
}

/** The card's heading: the name, or the tag with a # prefix, or "Unknown". */
export function cardTitle(animal: Identified): string {
  const name = cleanText(animal.name);
  if (name) return name;
  const tag = cleanText(animal.tag);
  return tag ? `#${tag}` : 'Unknown';
}

/**
 * What a card stands for, to a screen reader listing the page's cards: the name, the type and the
 * tag, "Bessie, Cow #12" or "Cow #3", since a bare "#3" does not say it is an animal. The visible
 * heading stays short: the type and the tag are on the card beside it.
 */
export function cardName(animal: Identified & { type?: string | null }): string {
  const name = cleanText(animal.name);
  const tag = cleanText(animal.tag);
  const type = normaliseType(animal.type) ?? cleanText(animal.type) ?? 'Animal';
  const what = tag ? `${type} #${tag}` : type;
  return name ? `${name}, ${what}` : what;
}

/** "1,250 lbs", or null when no weight is recorded. */
export function pounds(weight: number | null | undefined): string | null {
  return typeof weight === 'number' && weight > 0 ? `${weight.toLocaleString('en-US')} lbs` : null;
}

/** The warning of a cow whose breeding did not take, with how often she returned. */
export function heatReturnWarning(animal: { cameBackInHeat?: boolean | null; heatReturnCount?: number | null }): string | null {
  if (!animal.cameBackInHeat) return null;
  return `Returned to heat (${Math.max(1, animal.heatReturnCount ?? 0)}x)`;
}

/** Donor or Recipient for a cow that is not a regular one (the table's badge). */
export function cowTypeBadge(cowType: string | null | undefined): 'Donor' | 'Recipient' | null {
  const value = cowType?.trim().toLowerCase();
  if (value === 'donor') return 'Donor';
  if (value === 'recipient') return 'Recipient';
  return null;
}

/** CSS class for a status tag: Pregnant green, Bred blue, Active gray, Sold yellow, Deceased red. */
export function statusClass(status: string | null | undefined): `fh-status-${StatusColor}` {
  return `fh-status-${statusColor(status)}`;
}

/** CSS class for a type tag, so cows, bulls and steers tell apart at a glance. */
export function typeClass(type: string | null | undefined): string {
  return `fh-type-${(normaliseType(type) ?? 'other').toLowerCase()}`;
}

/**
 * A zero-width space after each slash, so "Composite/Crossbred" can wrap at the slash in a narrow
 * column instead of breaking mid-word.
 */
export function wrapAtSlashes(text: string): string {
  return text.replaceAll('/', '/\u200B');
}
