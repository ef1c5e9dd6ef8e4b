import { describe, expect, it } from 'vitest';
import { maskEmail } from './outbox.ts';

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
    expect(maskEmail('a@b.org')).toBe('a***@b.org');
  });
  it('shows nothing of an address without a name or an @', () => {
    expect(maskEmail('')).toBe('***');
    expect(maskEmail('@example.com')).toBe('***');
    expect(maskEmail('no-at-sign')).toBe('***');
  });
});
