import { describe, expect, it } from 'vitest';
import { changedAnimal, normalisedAnimal, patchedAnimal, withExpectedCalving, type CalvingFields, type Checked, type DispositionFields } from './cattle-changes';

// The record's schema is the real check (core/schemas/check-cattle.test.ts); this one stands in for
// it: a record needs a tag or a name, and is stored with exactly the fields it is given.
type Animal = CalvingFields & DispositionFields & { tag: string | null; name: string | null };
const check = (record: object): Checked<Animal> => {
  const animal = record as Animal;
  return animal.tag || animal.name ? { ok: true, fields: animal } : { ok: false, issues: [{ path: ['name'], message: 'Tag or name' }] };
};

const stored: Animal = { tag: '12', name: null, status: 'active', disposition: null, breedingDate: '2024-01-10', breedingMethod: 'natural_bull', expectedCalvingDate: '2024-10-19' };

describe('a change to a stored animal', () => {
  it('fills an expected calving date from a breeding date and method: 283 days, 280 for embryo transfer', () => {
    const bred = { breedingDate: '2024-01-10', expectedCalvingDate: null };
    expect(withExpectedCalving({ ...bred, breedingMethod: 'artificial_insemination' }).expectedCalvingDate).toBe('2024-10-19');
    expect(withExpectedCalving({ ...bred, breedingMethod: 'embryo_transfer' }).expectedCalvingDate).toBe('2024-10-16');
    expect(withExpectedCalving({ ...bred, breedingMethod: null }).expectedCalvingDate).toBeNull();
    expect(withExpectedCalving({ ...bred, breedingMethod: 'natural_bull', expectedCalvingDate: '2024-11-01' }).expectedCalvingDate).toBe('2024-11-01');
  });

  it('a patch keeps what it leaves out and is checked as a whole: it cannot take away the last identifier', () => {
    expect(patchedAnimal(stored, { name: 'Bessie' }, check)).toEqual({ ok: true, fields: { ...stored, name: 'Bessie' } });
    expect(patchedAnimal(stored, { tag: null }, check)).toEqual({ ok: false, issues: [{ path: ['name'], message: 'Tag or name' }] });
  });

  it('a patch of the breeding date or method without an expected calving date works it out again', () => {
    expect(patchedAnimal(stored, { breedingDate: '2024-02-01' }, check)).toMatchObject({ ok: true, fields: { expectedCalvingDate: '2024-11-10' } });
    expect(patchedAnimal(stored, { breedingMethod: 'embryo_transfer' }, check)).toMatchObject({ ok: true, fields: { expectedCalvingDate: '2024-10-16' } });
    expect(patchedAnimal(stored, { breedingMethod: null }, check)).toMatchObject({ ok: true, fields: { expectedCalvingDate: null } });
  });

  it('a patch that sends an expected calving date keeps it; one that leaves the breeding alone keeps the stored date, or fills a missing one', () => {
    const sent = { breedingDate: '2024-02-01', expectedCalvingDate: '2024-12-24' };
    expect(patchedAnimal(stored, sent, check)).toMatchObject({ ok: true, fields: { expectedCalvingDate: '2024-12-24' } });
    expect(patchedAnimal({ ...stored, expectedCalvingDate: '2024-11-01' }, { name: 'Bessie' }, check)).toMatchObject({ ok: true, fields: { expectedCalvingDate: '2024-11-01' } });
    expect(patchedAnimal({ ...stored, expectedCalvingDate: null }, { name: 'Bessie' }, check)).toMatchObject({ ok: true, fields: { expectedCalvingDate: '2024-10-19' } });
  });

  it('an activity’s changes go in as they are: a heat that clears the expected calving date leaves it cleared', () => {
    expect(changedAnimal(stored, { expectedCalvingDate: null }, check)).toEqual({ ok: true, fields: { ...stored, expectedCalvingDate: null } });
  });

  it('a disposition sets the status: sold makes a new or patched animal sold, deceased makes it deceased, whatever status was sent', () => {
    expect(normalisedAnimal({ ...stored, status: 'pregnant', disposition: 'sold' }).status).toBe('sold');
    expect(normalisedAnimal({ ...stored, disposition: 'deceased' }).status).toBe('deceased');
    expect(patchedAnimal(stored, { disposition: 'sold' }, check)).toMatchObject({ ok: true, fields: { status: 'sold' } });
    expect(patchedAnimal({ ...stored, status: 'sold', disposition: 'sold' }, { status: 'active' }, check)).toMatchObject({ ok: true, fields: { status: 'sold' } });
    expect(changedAnimal({ ...stored, status: 'deceased', disposition: 'deceased' }, { status: 'bred' }, check)).toMatchObject({ ok: true, fields: { status: 'deceased' } });
  });

  it('no disposition, or one the form does not offer, leaves the status as sent: clearing a sale does not guess the status back', () => {
    expect(normalisedAnimal({ ...stored, status: 'pregnant' }).status).toBe('pregnant');
    expect(normalisedAnimal({ ...stored, status: 'active', disposition: 'culled' }).status).toBe('active');
    expect(patchedAnimal({ ...stored, status: 'sold', disposition: 'sold' }, { disposition: null }, check)).toMatchObject({ ok: true, fields: { status: 'sold' } });
  });
});
