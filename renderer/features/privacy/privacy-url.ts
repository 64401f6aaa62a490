import { PRIVACY_PARAM } from '../../api/privacy-mode';

/** The farm's address with privacy mode on: its home page with `?privacy=true`. */
export function privacyUrl(origin: string): string {
  const url = new URL('/', origin);
  url.searchParams.set(PRIVACY_PARAM, 'true');
  return url.toString();
}
