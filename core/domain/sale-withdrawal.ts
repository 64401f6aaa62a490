import { displayName } from './display-name';
import { latestWithdrawal, meatWithdrawalMessage, sellsInWithdrawal, type TreatmentLike } from './withdrawal';
import { todayISO } from './dates';

// A treated animal's meat must not reach the packer before its withdrawal ends: saving it as sold
// with a sale date before then is refused unless the person confirmed it ("Sell anyway?").

interface SaleFields {
  tag?: string | null;
  name?: string | null;
  status?: string | null;
  disposition?: string | null;
  dispositionDate?: string | null;
}

/**
 * Whether saving `saved` over `stored` sells the animal inside the meat withdrawal that ends
 * `meatWithdrawalUntil`. A sale already saved with the same date was confirmed then: saving the
 * sold animal again (a note, say) is not asked twice. A form asks "Sell anyway?" by this before it
 * sends the save, from the animal's stored end.
 */
export function isNewSaleInWithdrawal(stored: SaleFields, saved: SaleFields, meatWithdrawalUntil: string | null | undefined, today: string = todayISO()): boolean {
  if (!sellsInWithdrawal(saved, meatWithdrawalUntil, today)) return false;
  return !(sellsInWithdrawal(stored, meatWithdrawalUntil, today) && stored.dispositionDate === saved.dispositionDate);
}

/** The refusal's words when `saved` sells the animal inside the meat withdrawal of its `treatments`, else null. */
export function saleInWithdrawal(stored: SaleFields, saved: SaleFields, treatments: readonly TreatmentLike[], today: string = todayISO()): string | null {
  const latest = latestWithdrawal(treatments, 'meat');
  if (!latest || !isNewSaleInWithdrawal(stored, saved, latest.until, today)) return null;
  return meatWithdrawalMessage(displayName(saved), latest.until, latest.treatment.product, latest.treatment.date);
}
