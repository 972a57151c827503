import type { ProfileView } from './profile';

export type AccessLevel = 'none' | 'premium' | 'free' | 'share';

type Entitlements = Pick<ProfileView, 'isPremium' | 'hasUsedFreeReading' | 'sharesAvailable'>;

/** docs/product.md, States, in the spec's order: no profile → none; premium; free reading unused; share credits; none. */
export function accessLevel(profile: Entitlements | null | undefined): AccessLevel {
  if (!profile) return 'none';
  if (profile.isPremium) return 'premium';
  if (!profile.hasUsedFreeReading) return 'free';
  if (profile.sharesAvailable > 0) return 'share';
  return 'none';
}

/** 'reading' or 'readings' after a count. */
export const readingsWord = (n: number) => (n === 1 ? 'reading' : 'readings');

/** docs/product.md, States, the dashboard banner. */
export function entitlementBanner(profile: Entitlements): string {
  switch (accessLevel(profile)) {
    case 'premium':
      return 'Premium Member - Unlimited Readings';
    case 'free':
      return 'Free Reading Available!';
    case 'share':
      return `${profile.sharesAvailable} ${profile.sharesAvailable === 1 ? 'Reading' : 'Readings'} Available`;
    case 'none':
      return 'Share on WhatsApp or upgrade to premium for more readings';
  }
}
