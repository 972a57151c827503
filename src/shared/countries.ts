// The sign-in country codes of docs/product.md (Screens and routes, /auth), in the spec's order; India is the default.
export const dialCountries = [
  { iso: 'IN', dial: '+91', name: 'India' },
  { iso: 'US', dial: '+1', name: 'USA' },
  { iso: 'GB', dial: '+44', name: 'UK' },
  { iso: 'AU', dial: '+61', name: 'Australia' },
  { iso: 'CN', dial: '+86', name: 'China' },
  { iso: 'AE', dial: '+971', name: 'UAE' },
  { iso: 'SG', dial: '+65', name: 'Singapore' },
  { iso: 'JP', dial: '+81', name: 'Japan' },
] as const;

export type DialCode = (typeof dialCountries)[number]['dial'];
export const defaultDialCode: DialCode = '+91';
