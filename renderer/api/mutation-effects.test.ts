import { describe, expect, it } from 'vitest';
import { PROCEDURES } from '../../core/api/procedures';
import { MUTATION_EFFECTS, queriesAfter } from './mutation-effects';

const procedures = PROCEDURES;

describe('what each change refreshes', () => {
  it('every mutation of the API says what it changes', () => {
    const mutations = Object.entries(procedures).filter(([, p]) => p._def.type === 'mutation').map(([path]) => path);
    expect(mutations.sort()).toEqual(Object.keys(MUTATION_EFFECTS).sort());
  });

  it('a change to an animal refreshes the cattle list, the dashboard counts and its widgets, the data counts and the history', () => {
    for (const path of ['cattle.create', 'cattle.update', 'cattle.delete']) {
      expect(queriesAfter(path).sort()).toEqual(['cattle.list', 'dashboard.stats', 'dashboard.widgets', 'data.summary', 'history.list', 'reports.herd']);
    }
  });

  it('every write of a farm record refreshes the history; a change to the team or the account does not', () => {
    for (const path of ['pastures.update', 'activities.create', 'semenStraws.delete', 'forage.create', 'sync.push', 'conflicts.resolve']) expect(queriesAfter(path)).toContain('history.list');
    for (const path of ['farm.invite', 'farm.setRole', 'auth.updateProfile', 'data.backUp']) expect(queriesAfter(path)).not.toContain('history.list');
  });

  it('Clear All Data and a restore refresh every read of the farm\'s records, and the backups', () => {
    // The change feed is read by its cursor, never kept as a screen's query.
    // The team is not the farm's records: a restore or Clear All Data leaves it as it is.
    const notFarmReads = ['auth.me', 'health.check', 'exports.cattleWorkbook', 'exports.sharedCattleWorkbook', 'sync.changes', 'farm.members', 'farm.invitations', 'auth.invitation'];
    const farmReads = Object.keys(PROCEDURES).filter((path) => PROCEDURES[path]!._def.type === 'query' && !notFarmReads.includes(path));
    for (const path of ['data.clear', 'data.restore']) expect(queriesAfter(path).sort()).toEqual(farmReads.sort());
  });

  it("a renamed pasture refreshes the pastures and the animals that moved with it; the account's change, the account", () => {
    expect(queriesAfter('pastures.update')).toEqual(expect.arrayContaining(['pastures.list', 'cattle.list', 'dashboard.stats']));
    expect(queriesAfter('auth.updateProfile')).toEqual(['auth.me']);
  });

  it('signing in or out refreshes nothing (the page reloads), and every refreshed read exists', () => {
    expect(queriesAfter('auth.login')).toEqual([]);
    const reads = Object.keys(MUTATION_EFFECTS).flatMap(queriesAfter);
    for (const read of reads) expect(procedures[read]?._def.type, read).toBe('query');
  });
});
