import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';
import { nationalDigits } from '../../shared/phone';

const textable = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER']);

/** The number in E.164 when it is valid and can receive an SMS. The `max` metadata knows number types. */
function textableE164(phone: PhoneNumber | undefined): string | null {
  if (!phone?.isValid()) return null;
  const type = phone.getType();
  if (type !== undefined && !textable.has(type)) return null;
  return phone.number;
}

/**
 * The number in E.164 if it is a valid number that can receive an SMS, else null.
 * A missing '+' is added first, as docs/product.md, Validation says. A number that is not valid as
 * it stands is read once more the way the sign-in form reads a paste (shared/phone.ts): after the
 * country code, a trunk '0' or the same country code again is dropped, so '+91 098765 43210' and
 * '+91 91-98765-43210' are +919876543210 whatever the client did with them.
 */
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s()-]{4,24}$/.test(trimmed)) return null;
  const phone = parsePhoneNumberFromString(trimmed.startsWith('+') ? trimmed : `+${trimmed}`);
  if (!phone) return null;
  const asWritten = textableE164(phone);
  if (asWritten) return asWritten;
  const code = phone.countryCallingCode;
  const rest = trimmed.replace(/\D/g, '').slice(code.length);
  return textableE164(parsePhoneNumberFromString(`+${code}${nationalDigits(`+${code}`, rest)}`));
}

/** The ISO 3166 region of a number already in E.164 (e.g. 'IN'), or null when it has none. */
export function phoneCountry(e164: string): string | null {
  return parsePhoneNumberFromString(e164)?.country ?? null;
}
