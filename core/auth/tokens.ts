import { createHash, randomBytes } from 'node:crypto';

// 256 random bits, URL-safe; only its SHA-256 is stored (a fast hash is right for high-entropy
// tokens: there is nothing to brute-force).
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads `Authorization: Bearer <token>`; anything else is no token. */
export function bearerToken(header: string | undefined | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
