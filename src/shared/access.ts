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
