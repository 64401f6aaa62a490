import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../core/schemas/auth';
import { ownerOf } from './last-loaded';
import { readKeptUser } from './signed-in-user';

// The account kept beside the token is read before the first screen: whatever an older build or a
// hand edit left there must read as nothing rather than as a half account. The browser test in
// start-up.spec.ts proves the start it speeds up, and that signing out and privacy mode leave none.

const user: PublicUser = {
  id: 'u1',
  email: 'hank@example.com',
  farmName: 'Hilltop Ranch',
  ownerName: null,
  role: 'owner',
  calls: ['cattle.list', 'cattle.create'],
  location: 'Laramie, WY',
  isActive: true,
  emailVerified: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};
const owner = ownerOf('token-1');

describe('the kept signed-in account', () => {
  it('reads back the whole account with the sign-in it belongs to, and nothing else stored beside it', () => {
    expect(readKeptUser({ owner, user: { ...user, passwordHash: 'x' } })).toEqual({ owner, user });
  });

  it('reads nothing from an account with a field missing or of another kind', () => {
    const broken = [
      { ...user, farmName: undefined },
      { ...user, email: 7 },
      // Kept by a build from before the e-mail's proof was part of the account.
      { ...user, emailVerified: undefined },
      { ...user, ownerName: 3 },
      { ...user, location: undefined },
      { ...user, isActive: 'yes' },
      { ...user, createdAt: null },
    ];
    for (const account of broken) expect(readKeptUser({ owner, user: account })).toBeUndefined();
  });

  it('reads nothing without the sign-in it belongs to, or from anything but an object', () => {
    expect(readKeptUser({ user })).toBeUndefined();
    expect(readKeptUser({ owner: 12, user })).toBeUndefined();
    for (const stored of [undefined, null, 'garbage', [owner, user]]) expect(readKeptUser(stored)).toBeUndefined();
  });
});
