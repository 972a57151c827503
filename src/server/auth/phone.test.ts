import { describe, expect, it } from 'vitest';
import { composePhone } from '../../shared/phone';
import { toE164 } from './phone';

describe('toE164', () => {
  it.each([
    ['+919876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    [' +91 98765 43210 ', '+919876543210'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+447911123456', '+447911123456'],
  ])('reads %j as %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '+91', '+9112345', '+91987654321099', '+912223456789', '+91 98765 4321x', '++919876543210', `+91${'9'.repeat(30)}`])(
    'refuses %j',
    (input) => {
      expect(toE164(input)).toBeNull();
    },
  );

  it('accepts what the sign-in form composes: leading zeros stripped, country code prepended', () => {
    expect(toE164(composePhone('+91', '09876543210'))).toBe('+919876543210');
    expect(toE164(composePhone('+91', '00 98765-43210'))).toBe('+919876543210');
  });
});
