/**
 * What the sign-in form sends: the chosen country code followed by the national digits with
 * leading zeros stripped (docs/product.md, Validation). The server parses and validates the result.
 */
export function composePhone(dialCode: string, nationalDigits: string) {
  const digits = nationalDigits.replace(/\D/g, '').replace(/^0+/, '');
  return `${dialCode}${digits}`;
}

/** Keeps digits only, as the phone and code inputs require. */
export function digitsOnly(value: string, maxLength?: number) {
  const digits = value.replace(/\D/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}
