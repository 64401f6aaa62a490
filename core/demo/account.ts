// The demo account every fresh install has, advertised on the sign-in page: its sign-in and the
// farm it belongs to. Privacy mode shows this farm's name and e-mail in place of the real ones.
export const DEMO_ACCOUNT = {
  email: 'demo@farmhand.app',
  password: 'farmhand',
  farmName: 'Willow Creek Ranch',
  ownerName: 'Sam Rivera',
  location: 'Sheridan, Wyoming',
} as const;
