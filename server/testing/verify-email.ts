import { expect } from 'vitest';
import { callJson } from './http';

/** The secret of the verification link in a mail's text (…/settings?tab=account&verify=<token>). */
export function verificationToken(text: string): string {
  const token = /[?&]verify=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no verification link in: ${text}`);
  return token;
}

/**
 * Proves the signed-in account's e-mail as a person does: asks for the link, reads it in the mail
 * (`lastMailText` reads the newest one the test's mail server took) and opens it.
 */
export async function verifyEmailViaApi(url: string, token: string, lastMailText: () => string): Promise<void> {
  const sent = await callJson(`${url}/api/auth/verify-email`, { method: 'POST', token });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const confirmed = await callJson(`${url}/api/auth/confirm-email`, { body: { token: verificationToken(lastMailText()) }, token });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
}
