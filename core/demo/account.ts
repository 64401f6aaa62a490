// The demo account every fresh install has, advertised on the sign-in page: its sign-in and the
// farm it belongs to. Privacy mode shows this farm's name and e-mail in place of the real ones.
export const DEMO_ACCOUNT = {
  email: 'demo@farmhand.app',
  password: 'farmhand',
  farmName: 'Willow Creek Ranch',
  ownerName: 'Sam Rivera',
  location: 'Sheridan, Wyoming',
} as const;

/**
 * What the demo account may not do, since anyone may sign in to it: change its sign-in or details,
 * sign every visitor out, empty or replace its farm, or have mail sent to its published address.
 */
export const DEMO_REFUSED = 'The demo farm cannot be changed this way.';

/** Whether an account is the published demo account (its e-mail cannot be changed, so it names it). */
export const isDemoAccount = (user: { email: string }) => user.email === DEMO_ACCOUNT.email;
