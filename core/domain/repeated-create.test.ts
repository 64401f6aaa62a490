import { describe, expect, it } from 'vitest';
import { isSameCreate } from './repeated-create';

describe('isSameCreate: a create sent again answers the record saved under its id', () => {
  it('when the record holds every field the create gives; a field left out is not compared', () => {
    const saved = { name: 'North', capacity: 4, notes: 'x' };
    expect(isSameCreate({ name: 'North', capacity: 4 }, saved)).toBe(true);
    expect(isSameCreate({ name: 'North', capacity: undefined }, { name: 'North', capacity: 4 })).toBe(true);
  });

  it('not when a field differs (null is a value)', () => {
    expect(isSameCreate({ name: 'North', capacity: null }, { name: 'North', capacity: 4 })).toBe(false);
  });
});
