// The messages every page shares: the frame (navbar, footer, loading and error states), the
// language switch, reading types and access, and the failures only the browser can have.
import type { ReadingType } from '../../../shared/reading-types';
import { plural } from '../plural';

export const common = {
  brand: 'Jyotishi',
  nav: {
    label: 'Main',
    home: 'Home',
    kundli: 'Kundli',
    readings: 'Readings',
    ask: 'Ask',
    panchang: 'Panchang',
    muhurta: 'Muhurta',
    premium: 'Premium',
    family: 'Family',
    match: 'Kundli Milan',
    profile: 'Profile',
    signOut: 'Sign Out',
    homeLink: 'Jyotishi home',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  language: {
    label: 'Language',
  },
  skipToContent: 'Skip to content',
  initializing: 'Initializing...',
  loading: 'Loading...',
  loadingShort: 'Loading',
  back: 'Back',
  optional: '(optional)',
  footer: {
    about:
      'Your personal Vedic astrologer. Every reading is written from your own birth chart — the planets, nakshatras and dashas computed from the moment and place you were born.',
    support: 'Support',
    supportBefore: 'Questions about your readings or your plan? Write to us at',
    supportAfter: '. We reply within one working day.',
    legal: 'Legal',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    shipping: 'Shipping, Returns & Refunds',
    accuracy: 'How our calculations compare',
    disclaimer: (year: number) => `© ${year} Jyotishi. Readings are for guidance and reflection, not a substitute for professional advice.`,
  },
  pageError: {
    title: 'Something went wrong',
    body: 'An unexpected error stopped this page. You can try again, or reload the app.',
    reload: 'Reload Page',
    retry: 'Try Again',
  },
  access: {
    label: 'Your reading access',
    premium: 'Premium Member - Unlimited Readings',
    free: 'Free Reading Available! Pick any reading.',
    share: (n: number) => `${n} ${n === 1 ? 'Reading' : 'Readings'} Available`,
    none: 'Share on WhatsApp or upgrade to premium for more readings',
  },
  readings: (n: number) => plural('en', n, { one: '# reading', other: '# readings' }),
  network: 'Could not reach Jyotishi. Please check your connection and try again.',
  requestFailed: 'Failed to process request. Please try again.',
  pdfFailed: 'Failed to download PDF. Please try again.',
  whatsAppFailed: 'Failed to open WhatsApp. Please try again.',
  readingFetchFailed: 'Failed to load your reading. Please try again.',
  historyFailed: 'Failed to load your reading history. Please try again.',
  /** The button under a failed look-up that asks again (the profile, more readings). */
  retry: 'Retry',
  /** A Kundli Milan report's title in the history (it is kept with the readings). */
  matchTitle: 'Kundli Milan',
  /** One line per type: what it is read from (the composer reads exactly these parts of the chart). */
  readingDescriptions: {
    daily: "Today's transits over your Moon sign and the day's panchang.",
    weekly: 'The week ahead: the planets on the move and where to put your energy.',
    monthly: 'Themes, openings and cautions for the month ahead.',
    quarterly: 'The next three months through your running dasha and the slow planets.',
    yearly: 'Your year at a glance: Jupiter, Saturn and your dasha periods.',
    career: 'Work, money and direction from your 10th house, its lord, Saturn and the Sun.',
    love: 'Relationships and marriage from your 7th house, Venus and the navamsa.',
    health: 'Vitality and balance from your lagna, the 6th house and the Moon.',
    life: 'Your whole chart and the sequence of your dashas, read as one story.',
  } satisfies Record<ReadingType, string>,
  /** The promotional message shared on WhatsApp, in paragraphs; the link is added after the last. */
  shareMessage: {
    intro: 'I just got my personal Vedic astrology reading from Jyotishi.',
    body: 'It is written from your real birth chart (your lagna, nakshatras and running dashas), not a generic sun-sign horoscope: daily and yearly forecasts, career, love and health.',
    free: (link: string) => `Your first reading is free: ${link}`,
  },
};
