// Privacy mode (spec 1 §2.2, DECISIONS): `?privacy=true` in the address swaps real records for
// generated demo data. The state is read once per page load, and turning it on or off reloads, so
// one page load never mixes real and demo data even after in-app links drop the parameter.

const PARAM = 'privacy';

const isOnIn = (search: string) => new URLSearchParams(search).get(PARAM) === 'true';

/** Whether this page load runs in privacy mode. */
export const privacyAtLoad: boolean = typeof window !== 'undefined' && isOnIn(window.location.search);

/** The banner shows while the parameter is on, or when it was on at load. */
export function privacyBannerVisible(search: string): boolean {
  return privacyAtLoad || isOnIn(search);
}

/** The current address with privacy switched the other way, for a full reload. */
export function toggledPrivacyUrl(href: string): string {
  const url = new URL(href);
  if (privacyAtLoad) url.searchParams.delete(PARAM);
  else url.searchParams.set(PARAM, 'true');
  return url.toString();
}
