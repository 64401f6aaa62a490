import type { Mailer, OutgoingMail } from '../api/mailer';
import type { FarmDb } from '../db/open-farm-db';
import { takeRateSlot, type RateLimit } from '../db/rate-events';
import type { UserRow } from '../db/users';
import { ForbiddenError, ServiceUnavailableError, TooManyRequestsError } from '../errors';

// Every e-mail the server sends goes to the signed-in account's own address (a verification link,
// the herd book), so its limits are the account's: the address must be proven before anything but
// the proof goes to it, and an account sends at most 5 e-mails an hour of either kind.

/** E-mails (verification links and exports together) an account may send within an hour. */
export const EMAILS_PER_HOUR = 5;
const EMAIL_LIMIT: RateLimit = { bucket: 'email', limit: EMAILS_PER_HOUR, windowMinutes: 60 };

export const EMAIL_MESSAGES = {
  notConfigured: 'Email is not configured on this server',
  notSent: 'The e-mail could not be sent: the mail server did not take it. Please try again later.',
  unverified: 'Verify your email address first: press Send Verification Link in Settings > Account.',
  tooMany: `Too many e-mails from this account. Please try again within ${EMAIL_LIMIT.windowMinutes} minutes.`,
} as const;

/** The host's mailer; a host without one (no SMTP, the desktop) answers 503. */
export function requireMailer(mailer: Mailer | null): Mailer {
  if (!mailer) throw new ServiceUnavailableError(EMAIL_MESSAGES.notConfigured);
  return mailer;
}

/** Mail beyond the proof itself goes only to a proven address, so nobody can mail someone else's. */
export function requireVerifiedEmail(user: UserRow): void {
  if (user.emailVerifiedAt === null) throw new ForbiddenError(EMAIL_MESSAGES.unverified);
}

/**
 * Sends the mail `compose` writes to the account's address, counting it against the hourly limit
 * first, so a refused one costs nothing to write (a mail the server could not hand over counts
 * too: it was tried). A mail server's refusal is a 503.
 */
export async function mailAccount(db: FarmDb, mailer: Mailer, user: UserRow, compose: () => Promise<Omit<OutgoingMail, 'to'>>): Promise<void> {
  if (!takeRateSlot(db, EMAIL_LIMIT, user.id)) throw new TooManyRequestsError(EMAIL_MESSAGES.tooMany);
  const mail = await compose();
  try {
    await mailer.send({ ...mail, to: user.email });
  } catch {
    throw new ServiceUnavailableError(EMAIL_MESSAGES.notSent);
  }
}
