// Name lists for the demo ranch. Phone numbers use 555-01xx, the range set aside for fiction.

export const COW_NAMES = [
  'Bessie', 'Daisy', 'Buttercup', 'Clementine', 'Rosie', 'Maisie', 'Hazel', 'Dolly', 'Penny',
  'Ginger', 'Molly', 'Lulu', 'Blossom', 'Annabelle', 'Tilly', 'Goldie', 'Pearl', 'Marigold',
  'Henrietta', 'Willow', 'Sadie', 'Dixie', 'Belle', 'Ruby', 'Poppy', 'Miss Kitty', 'June',
  'Myrtle', 'Opal', 'Ethel', 'Trixie', 'Maybelle', 'Honey', 'Clover', 'Lady Bess', 'Queenie',
] as const;

export const HEIFER_NAMES = ['Fancy', 'Dottie', 'Sassy', 'Lacey'] as const;

// The kids name a few calves every spring; the rest go by tag.
export const CALF_NAMES = ['Peanut', 'Oreo', 'Biscuit', 'Pickles', 'Sprout', 'Domino'] as const;

export interface HerdBullTemplate {
  name: string;
  breed: string;
}

// Clean-up and natural-service bulls running with the cows.
export const HERD_BULLS: readonly HerdBullTemplate[] = [
  { name: 'Duke', breed: 'Angus' },
  { name: 'Rusty', breed: 'Red Angus' },
  { name: 'Boomer', breed: 'Hereford' },
  { name: 'Moose', breed: 'Charolais' },
];

export interface Buyer {
  buyer: string;
  buyerContact: string;
}

export const BUYERS: readonly Buyer[] = [
  { buyer: 'Bar T Feeders', buyerContact: '(307) 555-0142' },
  { buyer: 'Hansen Cattle Co.', buyerContact: '(307) 555-0178' },
  { buyer: 'Double Diamond Feedlot', buyerContact: '(308) 555-0115' },
  { buyer: 'Prairie Packing Co.', buyerContact: '(406) 555-0193' },
];

export const SALE_LOCATIONS = [
  'Torrington Livestock Auction',
  'Buffalo Livestock Marketing',
  'Billings Livestock Commission',
] as const;

export const VACCINATIONS = {
  branding: 'Branding: Vision 7 with Spur and Bovi-Shield Gold One Shot',
  preWeaning: 'Pre-weaning booster: Bovi-Shield Gold 5 and Vision 7',
  preCalving: 'Pre-calving: ScourGuard 4KC',
  preBreeding: 'Pre-breeding: Vira Shield 6 + VL5 HB',
} as const;

export const TREATMENTS = [
  'Pinkeye in left eye: LA-300 and eye patch',
  'Foot rot, right hind: Draxxin, recheck in 5 days',
  'Limping after sorting: no swelling, watching',
  'Mild scours: electrolytes twice daily',
  'Body condition score 5, looks good',
  'Body condition score 4: moved to better grass',
] as const;
