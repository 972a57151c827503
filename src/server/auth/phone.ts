import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

const textable = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER']);

/**
 * The number in E.164 if it is a valid number that can receive an SMS, else null.
 * A missing '+' is added first, as docs/product.md, Validation says. The `max` metadata knows number types.
 */
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s()-]{4,24}$/.test(trimmed)) return null;
  const phone = parsePhoneNumberFromString(trimmed.startsWith('+') ? trimmed : `+${trimmed}`);
  if (!phone?.isValid()) return null;
  const type = phone.getType();
  if (type !== undefined && !textable.has(type)) return null;
  return phone.number;
}

/** The ISO 3166 region of a number already in E.164 (e.g. 'IN'), or null when it has none. */
export function phoneCountry(e164: string): string | null {
  return parsePhoneNumberFromString(e164)?.country ?? null;
}
