import { describe, expect, it } from 'vitest';
import { composePhone, nationalDigits } from '../../shared/phone';
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

  // A client that sent the paste untouched after the country code: the server reads it the same way.
  it.each([
    ['+91 098765 43210', '+919876543210'],
    ['+91098765 43210', '+919876543210'],
    ['+91 91-98765-43210', '+919876543210'],
    ['+91 (91) 98765 43210', '+919876543210'],
    ['+91919876543210', '+919876543210'],
    ['+1 1 (415) 555-2671', '+14155552671'],
    ['+44 07911 123456', '+447911123456'],
  ])('reads the pasted %j as %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it('keeps a valid number that merely starts with the country code digits', () => {
    expect(toE164('+919198765432')).toBe('+919198765432');
  });

  it.each(['+91 91 91 98765 43210', '+91 00 00', '+91 91'])('still refuses %j', (input) => {
    expect(toE164(input)).toBeNull();
  });
});

describe('nationalDigits', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['91-98765-43210', '9876543210'],
    ['(+91) 98765-43210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['9198765432', '9198765432'],
    ['98765', '98765'],
    ['000', ''],
  ])('reads %j for +91 as %s', (entered, expected) => {
    expect(nationalDigits('+91', entered)).toBe(expected);
  });

  it('drops only the country code chosen in the picker', () => {
    expect(nationalDigits('+44', '+44 7911 123456')).toBe('7911123456');
    expect(nationalDigits('+44', '447911123456')).toBe('7911123456');
    expect(nationalDigits('+1', '1-415-555-2671')).toBe('4155552671');
    expect(nationalDigits('+44', '919876543210')).toBe('919876543210');
  });
});
