// Every screen of spec 1 §2.1 but /auth: its path, its title and what it is for. The route table
// builds one route per entry; the shared ScreenPage shows an entry until its screen's own page
// replaces it in routes.tsx.

export interface Screen {
  path: string;
  title: string;
  description: string;
  /** Screens this one leads to, shown as links (the home screen's quick access, for example). */
  related?: string[];
}

export const SCREENS: readonly Screen[] = [
  {
    path: '/',
    title: 'Home',
    description:
      'Your farm at a glance: head count, pregnant cows, calves and pastures, the calvings due in the next 30 days and the cows coming into heat.',
  },
  {
    path: '/cattle',
    title: 'Cattle',
    description:
      'Every animal in the herd: search by name, tag, breed or pasture, filter cows, bulls, pregnant and due-soon animals, and add, edit or export records.',
  },
  {
    path: '/calves',
    title: 'Calves',
    description:
      "This year's calves from birth to weaning: which are weaned, which heifers and bulls are ready to wean, and each calf's dam and sire.",
  },
  {
    path: '/activities',
    title: 'Activity Log',
    description:
      'A dated record of calving, breeding, heat, weaning, vaccinations, pasture moves and health checks, by year and searchable.',
  },
  {
    path: '/pastures',
    title: 'Pastures',
    description:
      'Each pasture with its capacity and the bulls, cows and calves grazing it, so you can see where there is room and where it is crowded.',
  },
  {
    path: '/semen-tanks',
    title: 'Semen Tanks',
    description: 'Semen straws by tank and cane: which bulls you hold, how many straws remain and what each costs.',
    related: ['/genetics', '/embryos'],
  },
  {
    path: '/embryos',
    title: 'Embryos',
    description: 'Embryo lots by donor dam and sire, with grade, stage and how many remain in the tank.',
    related: ['/genetics', '/semen-tanks'],
  },
  {
    path: '/storage-tanks',
    title: 'Storage Tanks',
    description: 'Liquid nitrogen tanks, freezers and shippers: where each one is, how full it is and what it holds.',
  },
  {
    path: '/genetics',
    title: 'Genetics',
    description: 'Semen and embryo inventory in one place, under the Semen Tanks and Embryos tabs.',
    related: ['/semen-tanks', '/embryos'],
  },
  {
    path: '/forage',
    title: 'Forage',
    description:
      'Hay, straw, silage and haylage by harvest year: bales on hand, quality, moisture and cost, with a warning when stock runs low.',
  },
  {
    path: '/reports',
    title: 'Reports',
    description: 'A herd summary, cattle by type, pasture and status, the pregnant cows and the ten latest activities.',
  },
  {
    path: '/settings',
    title: 'Settings',
    description:
      'Your account and farm details, the default cattle view, notifications, appearance, and your data: export, backup and restore.',
    related: ['/export-data', '/privacy-guide'],
  },
  {
    path: '/breeding-management',
    title: 'Breeding Management',
    description:
      'Heat cycles, breeding records and pregnancies: which cows are open, recently bred, confirmed pregnant or returning to heat.',
  },
  {
    path: '/tutorial',
    title: 'Tutorial',
    description: 'A seven-step guided tour of Farm Hand, from setting up pastures to using it out in the field on your phone.',
  },
  {
    path: '/export-data',
    title: 'Export Data',
    description: 'Your cattle records as plain text, ready to copy into a notes app or an e-mail.',
    related: ['/settings'],
  },
  {
    path: '/search-demo',
    title: 'Search Demo',
    description: 'Try the cattle search: it finds animals by part of a name, tag, breed or pasture, and forgives a typo.',
    related: ['/cattle'],
  },
  {
    path: '/privacy-guide',
    title: 'Privacy Guide',
    description:
      'Privacy mode swaps your real records for generated demo data, so you can show Farm Hand to someone without showing your herd. Add ?privacy=true to the address to turn it on.',
    related: ['/settings'],
  },
];

const SCREENS_BY_PATH = new Map(SCREENS.map((screen) => [screen.path, screen]));

export const screenFor = (path: string): Screen | undefined => SCREENS_BY_PATH.get(path);
