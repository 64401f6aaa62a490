import { describe, expect, it } from 'vitest';
import { formValuesFrom } from '../../../../../core/schemas/cattle-form';
import type { CattleRecord } from '../../../../../core/schemas/cattle';
import { calfPrefill, calvesOf } from './calves';

const animal = (fields: Partial<CattleRecord>): CattleRecord =>
  ({ id: fields.tag ?? fields.name ?? 'x', tag: null, name: null, type: 'Calf', pasture: 'North', status: 'active', cowTag: null, breedingSire: null, ...fields }) as CattleRecord;

describe('Cow Calf History (spec 1 §2.5)', () => {
  const bessie = animal({ id: 'cow', tag: '101', name: 'Bessie', type: 'Cow', pasture: 'Creek Bottom', breedingSire: 'Bar R Sure Fire|Tank 1' });

  it('her calves are the records whose dam is her tag or her name (any case)', () => {
    const herd = [bessie, animal({ tag: '1', cowTag: '101' }), animal({ tag: '2', cowTag: 'bessie' }), animal({ tag: '3', cowTag: '102' })];
    expect(calvesOf(bessie, herd).map((calf) => calf.tag)).toEqual(['1', '2']);
  });

  it('a new calf: type Calf, dam = her tag, sire = her breeding sire (the bull of "bull|tank"), born today, her pasture, active', () => {
    expect(calfPrefill(bessie, '2026-04-02')).toEqual({
      type: 'Calf', cowTag: '101', sireTag: 'Bar R Sure Fire', birthDate: '2026-04-02', pasture: 'Creek Bottom', status: 'active',
    });
  });

  it('a cow without a tag passes her name as the dam; the prefill fills the form', () => {
    const prefill = calfPrefill(animal({ name: 'Daisy', type: 'Cow' }), '2026-04-02');
    expect(prefill.cowTag).toBe('Daisy');
    expect(formValuesFrom(prefill)).toMatchObject({ type: 'Calf', cowTag: 'Daisy', sireTag: '', birthDate: '2026-04-02', status: 'active' });
  });
});
