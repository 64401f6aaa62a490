import type { Mailer } from '../api/mailer';
import { createEmailVerification, openEmailVerification, VERIFICATION_LINK_HOURS } from '../db/email-verifications';
import type { FarmDb } from '../db/open-farm-db';
import type { UserRow } from '../db/users';
import { NotFoundError, RuleViolationError } from '../errors';
import { VERIFY_EMAIL_PARAM } from '../schemas/auth';
import { mailAccount, requireMailer } from './account-mail';

// Proving the account's e-mail: a link mailed to it opens the app's Settings > Account, which sends
// the link's secret back from the signed-in app. The app, not a GET on the server, does the proving,
// so a mail scanner that follows every link proves nothing: it has no session.

const SEND_ANOTHER = 'Send a new one from Settings > Account.';
export const VERIFICATION_MESSAGES = {
  alreadyVerified: 'Your email address is already verified.',
  expired: `This verification link has expired. ${SEND_ANOTHER}`,
  unknown: `This verification link is not valid. ${SEND_ANOTHER}`,
  addressChanged: `This link was sent to an address this account no longer uses. ${SEND_ANOTHER}`,
} as const;

/** The link in the mail: the app's Settings > Account at `appUrl`, carrying the secret. */
export function verificationLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/settings?tab=account&${VERIFY_EMAIL_PARAM}=${token}`;
}

/** Send Verification Link: mails the account's current address a link that proves it for 24 hours. */
export async function sendVerificationLink(db: FarmDb, mailer: Mailer | null, user: UserRow): Promise<{ sentTo: string; expiresAt: string }> {
  const sender = requireMailer(mailer);
  if (user.emailVerifiedAt !== null) throw new RuleViolationError(VERIFICATION_MESSAGES.alreadyVerified);
  let expiresAt = '';
  await mailAccount(db, sender, user, async () => {
    const link = createEmailVerification(db, user.id, user.email);
    expiresAt = link.expiresAt;
    return {
      subject: 'Farm Hand: verify your email address',
      text: [
        `Open this link to confirm that ${user.email} is the email address of ${user.farmName} on Farm Hand:`,
        '',
        verificationLink(sender.appUrl, link.token),
        '',
        `The link works for ${VERIFICATION_LINK_HOURS} hours. If you did not ask for it, you can ignore this e-mail.`,
        '',
        'Farm Hand',
      ].join('\n'),
    };
  });
  return { sentTo: user.email, expiresAt };
}

/** Opens a mailed link for the signed-in account: its address is proven, or the reason it is not. */
export function confirmEmail(db: FarmDb, userId: string, token: string): { email: string; alreadyVerified: boolean } {
  const outcome = openEmailVerification(db, userId, token);
  switch (outcome.result) {
    case 'verified':
    case 'already-verified':
      return { email: outcome.email, alreadyVerified: outcome.result === 'already-verified' };
    case 'unknown':
      throw new NotFoundError(VERIFICATION_MESSAGES.unknown);
    case 'expired':
      throw new RuleViolationError(VERIFICATION_MESSAGES.expired);
    case 'address-changed':
      throw new RuleViolationError(VERIFICATION_MESSAGES.addressChanged);
  }
}
