import { describe, expect, it } from 'vitest';
import { calfPrefill, calvesOf, parentOrNull } from './lineage';

describe('parents: free text from any herd, "none" means not known', () => {
  it('blank or "none" in any case is no parent; anything else is kept, trimmed', () => {
    expect(parentOrNull('none')).toBeNull();
    expect(parentOrNull(' None ')).toBeNull();
    expect(parentOrNull('NONE')).toBeNull();
    expect(parentOrNull('   ')).toBeNull();
    expect(parentOrNull(null)).toBeNull();
    expect(parentOrNull(' 77 ')).toBe('77');
    expect(parentOrNull('Bar R Sure Fire')).toBe('Bar R Sure Fire');
  });
});

describe("a cow's calves", () => {
  const bessie = { id: 'cow', tag: '101', name: 'Bessie', pasture: 'Creek Bottom', breedingSire: 'Bar R Sure Fire|Tank 1' };
  const calf = (id: string, cowTag: string | null) => ({ id, cowTag });

  it('are the records whose dam is her tag, or her name in any case', () => {
    const herd = [calf('cow', '101'), calf('1', '101'), calf('2', 'bessie'), calf('3', '102'), calf('4', null)];
    expect(calvesOf(bessie, herd).map((c) => c.id)).toEqual(['1', '2']);
  });

  it('match her tag and name as keys: a look-alike dam saved before keys were normalised is still hers', () => {
    const herd = [calf('1', '101\u200b'), calf('2', 'Ｂｅｓｓｉｅ'), calf('3', '1\u00ad01'), calf('4', '1010')];
    expect(calvesOf(bessie, herd).map((c) => c.id)).toEqual(['1', '2', '3']);
  });

  it('never include the cow herself', () => {
    expect(calvesOf({ id: 'x', tag: '5', name: null }, [calf('x', '5')])).toEqual([]);
  });
});

describe('a new calf of hers', () => {
  it('is a Calf, dam = her tag, sire = the bull she was bred to, born today, in her pasture, active', () => {
    expect(calfPrefill({ tag: '101', name: 'Bessie', pasture: 'Creek Bottom', breedingSire: 'Bar R Sure Fire|Tank 1' }, '2026-04-02')).toEqual({
      type: 'Calf',
      cowTag: '101',
      sireTag: 'Bar R Sure Fire',
      birthDate: '2026-04-02',
      pasture: 'Creek Bottom',
      status: 'active',
    });
  });

  it('names the dam by her name when she has no tag, and leaves the sire blank when she was not bred', () => {
    expect(calfPrefill({ tag: null, name: 'Daisy', pasture: 'North' }, '2026-04-02')).toMatchObject({ cowTag: 'Daisy', sireTag: null });
  });
});
