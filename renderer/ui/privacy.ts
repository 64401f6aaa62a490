// The privacy banner's rules: when it shows, and where its button leads.
import { isPrivacyOnIn, PRIVACY_PARAM, privacyAtLoad } from '../api/privacy-mode';

/** The banner shows while the parameter is on, or when it was on at load. */
export function privacyBannerVisible(search: string): boolean {
  return privacyAtLoad || isPrivacyOnIn(search);
}

/** The current address with privacy switched the other way, for a full reload. */
export function toggledPrivacyUrl(href: string): string {
  const url = new URL(href);
  if (privacyAtLoad) url.searchParams.delete(PRIVACY_PARAM);
  else url.searchParams.set(PRIVACY_PARAM, 'true');
  return url.toString();
}
