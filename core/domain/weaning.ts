// Weaning status and the badges on the cattle card (docs/herd-book.md).
import { ageInMonths } from './age';
import { isInHerd } from './cattle-status';
import { normaliseType } from './cattle-types';
import { CALF_WEAN_READY_MONTHS, HEIFER_BREEDING_AGE_MONTHS, WEANING_OVERDUE } from './constants';
import { todayISO } from './dates';
import type { AnimalLike } from './types';
import { isInWithdrawal } from './withdrawal';

export type WeaningKey = 'weaned' | 'nursing' | 'ready' | 'overdue' | 'na';

export interface WeaningStatus {
  key: WeaningKey;
  status: 'Weaned' | 'Nursing' | 'Ready to Wean' | 'Overdue Weaning' | 'N/A';
  text: string;
}

function hasWeanDate(animal: AnimalLike): boolean {
  return typeof animal.weanDate === 'string' && animal.weanDate.trim() !== '';
}

/** A Calf the rancher still has to wean: in the herd (not sold or deceased) and with no wean date. */
function isUnweanedHerdCalf(animal: AnimalLike): boolean {
  return normaliseType(animal.type) === 'Calf' && isInHerd(animal.status) && !hasWeanDate(animal);
}

/**
 * Ready to wean: an unweaned Calf in the herd of 8 months or more (docs/herd-book.md). The one rule
 * behind the weaning status, the card's "Ready to wean" badge and the calves page's Ready to Wean
 * tab, so a calf is ready in all three or in none.
 */
export function isReadyToWean(animal: AnimalLike, today: string = todayISO()): boolean {
  return isUnweanedHerdCalf(animal) && ageInMonths(animal.birthDate, today) >= CALF_WEAN_READY_MONTHS;
}

/**
 * Weaned once it has a wean date; a Calf still to wean is Nursing until it is ready to wean
 * (isReadyToWean), then Ready to Wean, then Overdue Weaning from 10 months. Another type, or a calf
 * sold or dead unweaned (no longer the rancher's to wean), has none.
 */
export function weaningStatus(animal: AnimalLike, today: string = todayISO()): WeaningStatus {
  if (hasWeanDate(animal)) {
    return { key: 'weaned', status: 'Weaned', text: `Weaned on ${animal.weanDate?.trim()}` };
  }
  if (!isUnweanedHerdCalf(animal)) return { key: 'na', status: 'N/A', text: '' };
  if (!isReadyToWean(animal, today)) {
    return { key: 'nursing', status: 'Nursing', text: 'Still nursing from mother' };
  }
  const months = ageInMonths(animal.birthDate, today);
  if (months < WEANING_OVERDUE) {
    const text = `${months} months old - ready for weaning`;
    return { key: 'ready', status: 'Ready to Wean', text };
  }
  const text = `${months} months old - should be weaned`;
  return { key: 'overdue', status: 'Overdue Weaning', text };
}

export const CATTLE_BADGES = [
  'Withdrawal',
  'On cow',
  'Weaned',
  'Ready to wean',
  'Breeding age',
  'Donor',
  'Recipient',
] as const;
export type CattleBadge = (typeof CATTLE_BADGES)[number];

/**
 * Card badges, in CATTLE_BADGES order. "Withdrawal" leads: an animal in the herd inside a meat or
 * milk withdrawal (isInWithdrawal) must not be sold or milked into the tank, whatever else it is. "On cow" is an unweaned Calf under the ready-to-wean
 * age, i.e. still running with its dam, so On cow and Ready to wean never show together. Age
 * badges are left off sold and deceased animals (no longer in the herd); Weaned, Donor and
 * Recipient are history and always show.
 */
export function cattleBadges(animal: AnimalLike, today: string = todayISO()): CattleBadge[] {
  const badges: CattleBadge[] = [];
  const type = normaliseType(animal.type);
  const months = ageInMonths(animal.birthDate, today);
  const weaned = hasWeanDate(animal);
  const inHerd = isInHerd(animal.status);

  if (isInWithdrawal(animal, today)) badges.push('Withdrawal');

  const ready = isReadyToWean(animal, today);
  if (isUnweanedHerdCalf(animal) && !ready) badges.push('On cow');
  if (weaned) badges.push('Weaned');
  if (ready) badges.push('Ready to wean');
  if (inHerd && type === 'Heifer' && months >= HEIFER_BREEDING_AGE_MONTHS) {
    badges.push('Breeding age');
  }

  const cowType = animal.cowType?.trim().toLowerCase();
  if (cowType === 'donor') badges.push('Donor');
  if (cowType === 'recipient') badges.push('Recipient');
  return badges;
}
