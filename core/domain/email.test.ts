import { describe, expect, it } from 'vitest';
import { normaliseEmail, sameEmail } from './email';

describe('e-mails are one account whatever their case and surrounding spaces', () => {
  it('normaliseEmail trims and lower-cases', () => expect(normaliseEmail('  Rancher@Example.COM ')).toBe('rancher@example.com'));
  it('sameEmail compares them so', () => {
    expect(sameEmail('Rancher@Example.com', 'rancher@example.com ')).toBe(true);
    expect(sameEmail('rancher@example.com', 'rancher2@example.com')).toBe(false);
  });
});
