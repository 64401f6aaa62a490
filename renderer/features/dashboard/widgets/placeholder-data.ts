import type { DashboardData } from '../useDashboardData';

// What a widget draws while its figures load, shown as a skeleton: the shape of a typical answer,
// so the card already has the size it will keep.
const someone = (id: string) => ({ id, tag: '000', name: 'Loading', date: '2000-01-01' });
const three = [someone('a'), someone('b'), someone('c')];

export const PLACEHOLDER_DATA: DashboardData = {
  stats: {
    totalCattle: 0,
    pregnantCows: 0,
    calves: 0,
    totalPastures: 0,
    trends: { totalCattle: null, pregnantCows: null, calves: null, totalPastures: null },
  },
  widgets: {
    herdByType: { Cow: 0, Heifer: 0, Calf: 0, Bull: 0, Steer: 0 },
    heat: { soonest: three, total: three.length },
    calvings: three,
    conception: { bred: 1, conceived: 1, rate: 1 },
    doNotSell: { soonest: three, total: three.length },
  },
};
