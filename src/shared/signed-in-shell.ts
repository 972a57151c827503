import { accessLevel, type AccessLevel } from './access';
import type { Language, ProfileView } from './profile';

/**
 * A signed-in visitor's page drawn ahead of the app: the build renders the dashboard once for each
 * access level (the banner and the cards differ by it) and the page frame (navbar and skeleton lines)
 * for every other page, in each language; the server picks the drawing that fits the visitor and
 * writes their name into it. The app takes the dashboard over as it is (hydration), so the greeting
 * the visitor sees first is the very one they keep; over the frame it draws the page anew.
 */

/** Stands for the visitor's name in the build's dashboard; the server writes the name in its place. */
export const shellNameMark = 'JYOTISHI_SHELL_NAME';

export const dashboardShellLevels = ['free', 'share', 'none', 'premium'] as const satisfies readonly AccessLevel[];

export const dashboardShellFile = (language: Language, level: AccessLevel) => `prerendered/${language}/shell/dashboard-${level}.html`;

/** The frame of every other signed-in page; members see no Premium link and a badge instead. */
export const frameShellFile = (language: Language, premium: boolean) => `prerendered/${language}/shell/frame-${premium ? 'premium' : 'member'}.html`;

/** What #root says was drawn (`data-shell`): the dashboard at a level, or the frame. */
export const shellMark = (level: AccessLevel | null) => (level ? `dashboard-${level}` : 'frame');

/**
 * The dashboard drawing that shows exactly what the app will for `profile`, or null when none does:
 * the share banner is drawn for one credit (its wording follows the count), and a birth place
 * without coordinates brings a notice of its own.
 */
export function dashboardShellLevel(profile: ProfileView): AccessLevel | null {
  const level = accessLevel(profile);
  if (level === 'share' && profile.sharesAvailable !== 1) return null;
  if (profile.birthLocation.latitude === undefined || profile.birthLocation.longitude === undefined) return null;
  return level;
}

/** The profile the build draws the dashboard for at `level`: only the name differs from a visitor's. */
export function shellProfile(level: AccessLevel, language: Language): ProfileView {
  return {
    phoneNumber: '',
    name: shellNameMark,
    gender: 'female',
    email: '',
    birthDate: '2000-01-01',
    birthTime: '12:00',
    birthTimeAccuracy: 'exact',
    birthTimeRange: null,
    birthLocation: { city: 'Ujjain', country: 'India', latitude: 23.18, longitude: 75.78, timezone: 'Asia/Kolkata' },
    hasUsedFreeReading: level !== 'free',
    sharesAvailable: level === 'share' ? 1 : 0,
    isPremium: level === 'premium',
    language,
  };
}
