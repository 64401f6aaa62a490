import { describe, expect, it } from 'vitest';
import { memberName } from './roles';

describe('memberName', () => {
  it('names a member by their name', () => {
    expect(memberName({ ownerName: '  Casey Morgan ', email: 'casey@example.com' })).toBe('Casey Morgan');
  });

  it('names a member without a name by their e-mail', () => {
    expect(memberName({ ownerName: null, email: 'casey@example.com' })).toBe('casey@example.com');
    expect(memberName({ ownerName: '   ', email: 'casey@example.com' })).toBe('casey@example.com');
  });
});
