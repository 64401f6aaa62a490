import { describe, expect, it } from 'vitest';
import type { QuickUser } from '../core/testing/quick-user';
import { callJson } from './testing/http';
import { expectRejected, recordApi } from './testing/record-api';
import type { TestServer } from './testing/test-server';
import { serverWithTwoFarms } from './testing/two-farms';

// Text the Excel export's XML cannot carry (U+FFFE, U+FFFF, lone surrogates) and control
// characters other than tab and newline are refused over real HTTP, by every record's free text
// and the account's, with a 400 naming the field (docs/herd-book.md#text).

let server: TestServer;
let farm: QuickUser;
serverWithTwoFarms((started) => ({ server, farm } = started));
const api = recordApi(() => ({ url: server.url, user: farm }));

const cannotBeSaved = (label: string) => `${label} contains a character that cannot be saved: remove control or invalid characters`;

/** One of each kind the rule refuses; JSON carries the lone surrogates as \ud800 escapes. */
const REFUSED = ['\uFFFE', '\uFFFF', '\ud800', '\udc00', '\u0000', '\u0007', '\u001b', '\r', '\u007f', '\u0085'];

describe('unsavable characters in free text: a 400 with the message on the field', () => {
  it.each(REFUSED.map((c) => [`U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`, c]))('%s in an animal’s notes', async (_, character) => {
    const answer = await api.call('POST', '/api/cattle', { name: 'Daisy', type: 'Cow', pasture: 'North', notes: `Calm${character}cow` });
    expectRejected(answer, 'notes', cannotBeSaved('Notes'));
  });

  it('in a tag, a pasture (of an animal and of a pasture record), an activity, a bull name and the account', async () => {
    expectRejected(await api.call('POST', '/api/cattle', { tag: '7\uFFFF', type: 'Cow', pasture: 'North' }), 'tag', cannotBeSaved('Tag'));
    expectRejected(await api.call('POST', '/api/cattle', { tag: '7', type: 'Cow', pasture: 'North\u0001' }), 'pasture', cannotBeSaved('Pasture'));
    expectRejected(await api.call('POST', '/api/pastures', { name: 'Edge\uFFFE' }), 'name', cannotBeSaved('Pasture name'));
    const activity = { type: 'vaccination', cattleTag: '7', date: '2025-03-02', pasture: 'North' };
    expectRejected(await api.call('POST', '/api/activities', { ...activity, cattleTag: '7\ud800' }), 'cattleTag', cannotBeSaved('Animal'));
    expectRejected(await api.call('POST', '/api/activities', { ...activity, notes: 'Dose\u0002' }), 'notes', cannotBeSaved('Notes'));
    const tank = await api.created<{ id: string }>('/api/semen-tanks', { name: 'Tank 1' });
    const cane = await api.created<{ id: string }>('/api/semen-canes', { tankId: tank.id, caneNumber: '1' });
    const straws = { caneId: cane.id, bullName: 'Big\uFFFF Red', breed: 'Angus' };
    expectRejected(await api.call('POST', '/api/semen-straws', straws), 'bullName', cannotBeSaved('Bull name'));
    const profile = { farmName: 'Ranch\u0008', ownerName: 'Sam', location: 'Here', email: 'x@example.com' };
    const answer = await callJson<{ message: string }>(`${server.url}/api/auth/update-profile`, { method: 'PATCH', body: profile, token: farm.token });
    expectRejected(answer as never, 'farmName', cannotBeSaved('Farm name'));
    const signup = await callJson<{ message: string }>(`${server.url}/api/auth/signup`, { body: { email: 'new@example.com', password: 'secret12', farmName: 'Ranch', location: 'Up\uFFFEstream' } });
    expectRejected(signup as never, 'location', cannotBeSaved('Location'));
  });

  it('keeps tab and newline, and saves a CR LF line end as LF', async () => {
    const saved = await api.created<{ notes: string }>('/api/cattle', { tag: '8', type: 'Cow', pasture: 'North', notes: 'Line one\r\nLine\ttwo' });
    expect(saved.notes).toBe('Line one\nLine\ttwo');
  });
});
