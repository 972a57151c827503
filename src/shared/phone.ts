import type { dialCountries } from './countries';

/**
 * How many digits a mobile number has after the country code, for the countries of the sign-in
 * picker: a pasted number that is exactly the country code plus this many digits carries the code
 * twice once the picker's is added, while a shorter one may just start with the same digits
 * (9198765432 is itself an Indian mobile).
 */
const mobileDigits: Record<(typeof dialCountries)[number]['dial'], number> = {
  '+91': 10,
  '+1': 10,
  '+44': 10,
  '+61': 9,
  '+86': 11,
  '+971': 9,
  '+65': 8,
  '+81': 10,
};

/**
 * The national digits of a number as people paste it, for the country code already chosen:
 * spaces, dashes, brackets and dots go, and so do a '+' or '00' with that country code, the
 * country code written without either (when the length says it is one), and leading zeros
 * (the trunk prefix, '098765 43210'). '+91 98765 43210', '91-98765-43210' and '098765 43210'
 * all give '9876543210'.
 */
export function nationalDigits(dialCode: string, entered: string) {
  const code = dialCode.replace(/\D/g, '');
  let digits = entered.replace(/\D/g, '');
  const international = /^\s*(\+|00)/.test(entered);
  if (international) digits = digits.replace(/^00/, '');
  if (international && digits.startsWith(code)) digits = digits.slice(code.length);
  else if (digits.startsWith(code) && digits.length === code.length + (mobileDigits[dialCode as keyof typeof mobileDigits] ?? -1)) digits = digits.slice(code.length);
  return digits.replace(/^0+/, '');
}

/**
 * What the sign-in form sends: the chosen country code followed by the national digits
 * (docs/product.md, Validation). The server parses, normalises again and validates the result.
 */
export function composePhone(dialCode: string, entered: string) {
  return `${dialCode}${nationalDigits(dialCode, entered)}`;
}

/** Keeps digits only, as the phone and code inputs require. */
export function digitsOnly(value: string, maxLength?: number) {
  const digits = value.replace(/\D/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}
