import bcrypt from 'bcryptjs';

// Cost 10 is bcrypt's long-standing floor for interactive logins (~70 ms here in pure JS).
export const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

// Compared against for unknown e-mails so both failures take the same time and leak nothing.
const DECOY_HASH = bcrypt.hashSync('decoy password for unknown accounts', BCRYPT_COST);

export function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  return bcrypt.compare(password, hash ?? DECOY_HASH).then((ok) => ok && hash !== null);
}
