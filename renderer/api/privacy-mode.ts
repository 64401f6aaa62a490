// Privacy mode: `?privacy=true` in the address swaps the farm's records for the demo farm's. It is
// read once per page load, and turning it on or off reloads, so one page load never mixes real and
// demo data, even after in-app links drop the parameter.

export const PRIVACY_PARAM = 'privacy';

export const isPrivacyOnIn = (search: string) => new URLSearchParams(search).get(PRIVACY_PARAM) === 'true';

/** Whether this page load runs in privacy mode. */
export const privacyAtLoad: boolean = typeof window !== 'undefined' && isPrivacyOnIn(window.location.search);

export const PRIVACY_MESSAGES = {
  writeRefused: 'Privacy mode is on: changes are not saved.',
  exportRefused: 'Privacy mode is on: the demo farm cannot be exported.',
  syncRefused: 'Privacy mode is on: nothing is kept on this device or sent.',
} as const;
