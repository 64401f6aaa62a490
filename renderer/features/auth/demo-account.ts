/** The demo farm every fresh install has (DECISIONS.md), advertised on the sign-in page. */
export const DEMO_ACCOUNT = {
  email: 'demo@farmhand.app',
  password: 'farmhand',
} as const;
