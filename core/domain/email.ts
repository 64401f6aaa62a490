// E-mails are compared and stored trimmed and lower-cased: Rancher@Example.com is rancher@example.com.

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether two typed e-mails name the same account. */
export const sameEmail = (a: string, b: string) => normaliseEmail(a) === normaliseEmail(b);
