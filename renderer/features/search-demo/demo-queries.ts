/** Queries that show what the search does on the demo ranch: a name, a typo, a breed, a pasture, extended syntax. */
export const DEMO_QUERIES = [
  { query: 'Bessie', what: 'a name' },
  { query: 'Besie', what: 'a typo' },
  { query: 'Angus', what: 'a breed' },
  { query: 'North Meadow', what: 'a pasture' },
  { query: 'Duke', what: 'a bull' },
  { query: '=Hereford', what: 'exactly Hereford' },
] as const;
