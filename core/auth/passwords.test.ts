import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { BCRYPT_COST, DECOY_HASH, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes at bcrypt cost 10 and checks only the right password', async () => {
    const hash = await hashPassword('farmhand');
    expect(bcrypt.getRounds(hash)).toBe(BCRYPT_COST);
    expect(await verifyPassword('farmhand', hash)).toBe(true);
    expect(await verifyPassword('farmhanD', hash)).toBe(false);
  });

  it('an unknown account is compared against a decoy of the same cost, and never signs in', async () => {
    // The same cost makes "no such e-mail" take as long as "wrong password": the answer's time tells nothing.
    expect(bcrypt.getRounds(DECOY_HASH)).toBe(BCRYPT_COST);
    expect(await verifyPassword('decoy password for unknown accounts', null)).toBe(false);
  });
});
