import { TUTORIAL_STEPS } from '../../../core/domain/tutorial';

// The seven topics of the guided tutorial, each naming the real buttons and screens of Farm Hand.

export interface TutorialTopic {
  id: string;
  title: string;
  /** One line for the topic's card on Quick Overview. */
  summary: string;
  text: string[];
  tips: string[];
  /** Where to try it. */
  link: { to: string; label: string };
}

export const TUTORIAL_TOPICS = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    summary: 'Your dashboard, the menu, and where everything lives.',
    text: [
      'The Home screen is your farm at a glance: total cattle, pregnant cows, calves and pastures, each with how it changed since last month, and widgets for heats coming up, calvings due and more.',
      'Every screen is one tap away: in the bar at the bottom on a phone, or in the sidebar on a computer. Settings holds your account, this device\'s preferences and your data.',
    ],
    tips: [
      'Customize Dashboard renames the dashboard, picks its widgets and puts them in the order you want.',
      'Set up in this order: pastures first, then cattle, then the breeding records. Each step uses the one before.',
    ],
    link: { to: '/', label: 'Open the dashboard' },
  },
  {
    id: 'adding-cattle',
    title: 'Adding Your Cattle',
    summary: 'Tags, names, types and pastures: the herd book.',
    text: [
      'On the Cattle screen, Add Cattle opens the form. Type the tag, the name or both in Animal Identifier: "101 Bessie" is tag 101, named Bessie. Choose the type (cow, bull, steer, heifer or calf) and the pasture; everything else can wait.',
      'The Breeding and Records tabs of the same form hold breeding dates, dam and sire, weights, and what happened when an animal was sold or died.',
    ],
    tips: [
      'Search finds an animal by tag, name, breed or pasture, even with a typo.',
      'Cards suit a phone, the table a computer: switch with Cards and Table, and Settings > General makes either the default on this device.',
      'Export saves the whole herd as an Excel file with a sheet each for cows, bulls, calves and steers.',
    ],
    link: { to: '/cattle', label: 'Open Cattle' },
  },
  {
    id: 'managing-pastures',
    title: 'Managing Pastures',
    summary: 'Where your cattle graze, and how full each pasture is.',
    text: [
      'Add Pasture on the Pastures screen takes a name, a description and how many head it carries. Each pasture card counts its bulls, cows and calves and shows how full it is.',
      'Tap a pasture to see the cattle in it, by type. Renaming a pasture moves its animals along with it.',
    ],
    tips: [
      'A pasture over its capacity turns red, and one that is full says "At capacity".',
      'A pasture with animals in it cannot be deleted: move them first, so no animal is left without a place.',
    ],
    link: { to: '/pastures', label: 'Open Pastures' },
  },
  {
    id: 'logging-activities',
    title: 'Logging Activities',
    summary: 'Vaccinations, moves, weaning, heats and breedings, as they happen.',
    text: [
      'Log Activity records what you did: choose the type, the animal, the date and the pasture, and add notes. The Activities screen lists everything logged, newest first.',
      'A logged activity updates its animal too: a breeding sets the breeding date and the expected calving date, a heat marks the cow as returned to heat, a move changes her pasture.',
    ],
    tips: [
      'Log at the chute, on your phone: the form is made for one thumb.',
      'A breeding by AI from a semen tank takes the straws from that tank\'s stock, so the inventory stays right.',
    ],
    link: { to: '/activities', label: 'Open Activities' },
  },
  {
    id: 'breeding-programs',
    title: 'Breeding Programs',
    summary: 'Heat cycles, breedings, pregnancies and calving dates.',
    text: [
      'Breeding Management gathers your cows and heifers by where they are in the cycle: coming into heat, recently bred, pregnant and due to calve, and the repeat breeders that need a look.',
      'Expected calving is worked out for you: 283 days after breeding, 280 for an embryo transfer. The Calves screen follows each year\'s calves through to weaning.',
    ],
    tips: [
      'Turn on Heat Cycle Reminders and Calving Alerts in Settings > Notifications to get a notice on this device.',
      'Filter the board to cows that returned to heat to find the ones to breed again.',
    ],
    link: { to: '/breeding-management', label: 'Open Breeding' },
  },
  {
    id: 'inventory-management',
    title: 'Inventory Management',
    summary: 'Semen, embryos, storage tanks and forage.',
    text: [
      'Genetics keeps your semen by tank, cane and straw, with the bull, breed and straws left, and your embryo lots with their grade and stage. Storage Tanks shows what each tank holds and how full it is.',
      'Forage tracks your bales by harvest year: what was put up, what is left, and where it is stored.',
    ],
    tips: [
      'Straws running low are flagged, so you can order before breeding season.',
      'Storage and Forage are off the bottom bar at first: add them with the Edit tab if you use them often.',
    ],
    link: { to: '/genetics', label: 'Open Genetics' },
  },
  {
    id: 'mobile-features',
    title: 'Mobile Features',
    summary: 'Install the app, arrange the bottom bar, and show it off safely.',
    text: [
      'Install Farm Hand on your phone from Settings > Appearance: it then opens from the home screen like any app, and starts even with no signal.',
      'The Edit tab at the end of the bottom bar opens Customize Navigation: tick the screens you want, move them up or down, and Reset brings back the defaults.',
    ],
    tips: [
      'Privacy mode shows a made-up demo farm instead of yours: handy for showing Farm Hand to a neighbour. The Privacy Guide explains it.',
      'Dark Mode in Settings > Appearance is easier on the eyes at night and in the calving barn.',
    ],
    link: { to: '/privacy-guide', label: 'Open the Privacy Guide' },
  },
] as const satisfies readonly TutorialTopic[];

// The tutorial's length is a rule of its own; the topics must match it.
const _sevenTopics: typeof TUTORIAL_TOPICS.length extends typeof TUTORIAL_STEPS ? true : false = true;
