import { describe, expect, it } from 'vitest';
import { addDays, todayISO } from '../core/domain/dates';
import type { QuickUser } from '../core/testing/quick-user';
import { expectRejected, recordApi } from './testing/record-api';
import type { TestServer } from './testing/test-server';
import { serverWithTwoFarms } from './testing/two-farms';

// Dates outside a sane range are refused over real HTTP with a 400 naming the field: 1900-01-01 at
// the earliest, a birth today at the latest (the server's day, plus one for zones ahead of it),
// events a year ahead, an expected calving date 2 years, an expiration date 100 years
// (docs/herd-book.md#money-weights-and-dates).

let server: TestServer;
let farm: QuickUser;
serverWithTwoFarms((started) => ({ server, farm } = started));
const api = recordApi(() => ({ url: server.url, user: farm }));

const ahead = (days: number) => addDays(todayISO(), days)!;
const yearsAhead = (years: number, days = 0) => addDays(`${Number(todayISO().slice(0, 4)) + years}${todayISO().slice(4).replace('-02-29', '-02-28')}`, days)!;
const animal = (fields: Record<string, unknown>) => api.call('POST', '/api/cattle', { name: 'Daisy', type: 'Cow', pasture: 'North', ...fields });

describe('date bounds over HTTP: a 400 with the message on the field', () => {
  it('a birth date before 1900 or in the future', async () => {
    expectRejected(await animal({ birthDate: '0001-01-01' }), 'birthDate', 'Birth date must be 1900 or later');
    expectRejected(await animal({ birthDate: '1899-12-31' }), 'birthDate', 'Birth date must be 1900 or later');
    expectRejected(await animal({ birthDate: ahead(2) }), 'birthDate', 'Birth date cannot be in the future');
  });

  it('takes a birth date of 1900-01-01, today, and tomorrow (a time zone ahead of the server)', async () => {
    for (const birthDate of ['1900-01-01', todayISO(), ahead(1)]) expect((await animal({ birthDate })).status, birthDate).toBe(200);
  });

  it('a breeding date of 9999-12-31 is refused, so no expected calving date in year 10000 is stored', async () => {
    const answer = await animal({ breedingDate: '9999-12-31', breedingMethod: 'artificial_insemination' });
    expectRejected(answer, 'breedingDate', 'Breeding date cannot be more than a year ahead');
    const bred = await api.created<{ expectedCalvingDate: string }>('/api/cattle', { name: 'Bred', type: 'Cow', pasture: 'North', breedingDate: yearsAhead(1), breedingMethod: 'artificial_insemination' });
    expect(bred.expectedCalvingDate).toBe(addDays(yearsAhead(1), 283));
  });

  it('event dates reach a year ahead; an expected calving date by hand 2 years', async () => {
    expectRejected(await animal({ weanDate: yearsAhead(1, 2) }), 'weanDate', 'Wean date cannot be more than a year ahead');
    expectRejected(await animal({ dispositionDate: '1850-05-01', disposition: 'sold' }), 'dispositionDate', 'Disposition date must be 1900 or later');
    expectRejected(await animal({ expectedCalvingDate: yearsAhead(2, 2) }), 'expectedCalvingDate', 'Expected calving date cannot be more than 2 years ahead');
    expect((await animal({ expectedCalvingDate: yearsAhead(2) })).status).toBe(200);
    const activity = { type: 'vaccination', cattleTag: '7', pasture: 'North' };
    expectRejected(await api.call('POST', '/api/activities', { ...activity, date: '9999-12-31' }), 'date', 'Date cannot be more than a year ahead');
    expectRejected(await api.call('POST', '/api/forage', { type: 'hay', location: 'Barn', totalBales: 1, remainingBales: 1, harvestDate: '1066-10-14' }), 'harvestDate', 'Harvest date must be 1900 or later');
  });

  it('an expiration date of frozen semen or embryos reaches 100 years ahead', async () => {
    const embryos = { donorDam: 'Dam', sire: 'Sire', breed: 'Angus', totalEmbryos: 1 };
    expect((await api.call('POST', '/api/embryos', { ...embryos, expirationDate: yearsAhead(100) })).status).toBe(200);
    expectRejected(await api.call('POST', '/api/embryos', { ...embryos, expirationDate: yearsAhead(100, 2) }), 'expirationDate', 'Expiration date cannot be more than 100 years ahead');
    expectRejected(await api.call('POST', '/api/embryos', { ...embryos, freezeDate: yearsAhead(3) }), 'freezeDate', 'Freeze date cannot be more than a year ahead');
  });
});
