import bcrypt from 'bcryptjs';

// Cost 10 is bcrypt's long-standing floor for interactive logins (~70 ms here in pure JS).
export const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

// Compared against for unknown e-mails so both failures take the same time and leak nothing. A
// fixed cost-10 hash of a password no account has: hashing it at start-up cost every start ~70 ms.
export const DECOY_HASH = '$2b$10$8ft6W9FMh4YRPilj8nCwj.1w.hKVg8EEC8T5hJ3bvzWiLVx6GtxsK';

export function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  return bcrypt.compare(password, hash ?? DECOY_HASH).then((ok) => ok && hash !== null);
}
