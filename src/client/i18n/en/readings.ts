// The reading pages: asking for a reading (/reading/:type), the result, and the history (/readings).
// The reading's own text is not here: it stays in the language it was written in.
import type { Language } from '../../../shared/profile';
import type { ReadingType } from '../../../shared/reading-types';
import type { historyFilterTypes } from '../../lib/reading-info';

export const readings = {
  request: {
    /** How the running period is named: 'today's', 'this week's'… (natal readings go by the calendar month). */
    periodNames: {
      daily: 'today’s',
      weekly: 'this week’s',
      monthly: 'this month’s',
      quarterly: 'this quarter’s',
      yearly: 'this year’s',
      career: 'this month’s',
      love: 'this month’s',
      health: 'this month’s',
      life: 'this month’s',
    } satisfies Record<ReadingType, string>,
    alreadyHave: (period: string, title: string) => `You already have ${period} ${title}. Opening it again is free.`,
    /** Said only when the period's reading is in the other language: opening it will not translate it. */
    writtenIn: { en: 'It is written in English.', hi: 'It is written in Hindi.', ta: 'It is written in Tamil.', te: 'It is written in Telugu.' } satisfies Record<Language, string>,
    openCurrent: (period: string) => `Open ${period} reading`,
    detailsTitle: 'Your birth details',
    detailsIntro: 'Your reading is written from the chart cast for this moment and place.',
    completeProfile: 'Complete Profile',
    generating: 'Generating Reading...',
    getFree: (title: string) => `Get Your Free ${title}`,
    generate: (title: string) => `Generate ${title}`,
    streamClosed: 'The connection closed before your reading was ready. It will appear in your history shortly.',
  },
  details: {
    loading: 'Loading your details...',
    notSet: 'Not set',
    name: 'Name',
    birthDate: 'Birth Date',
    birthTime: 'Birth Time',
    birthPlace: 'Birth Place',
  },
  gate: {
    back: 'Back to reading details',
    title: (title: string) => `Choose how to unlock your ${title}`,
    intro: 'Your free reading has been used. Share Jyotishi with a friend for one more reading, or go Premium for unlimited readings.',
    premiumEyebrow: 'Unlimited',
    premiumTitle: 'Premium',
    premiumPoints: {
      every: '✓ Every reading type, as often as you like',
      matches: '✓ Kundli Milan reports too',
      noCredits: '✓ No share credits to earn or spend',
    },
    getPremium: 'Get Premium',
    shareEyebrow: 'Free',
    shareTitle: 'Share on WhatsApp',
    shareText: 'Send a friend a message about Jyotishi and unlock 1 free reading for each share.',
    shareToUnlock: 'Share to Unlock',
  },
  stream: {
    writing: (title: string) => `Writing your ${title}`,
    starting: 'Reading the planets in your chart...',
    /** The reading was written while this page was not following its stream; it is saved now. */
    ready: 'Your reading is ready',
    open: 'Open',
    cut: 'The connection dropped, but your reading is still being written. It will be ready here in a moment.',
    soFar: 'Written so far',
  },
  /** Below a reading: what to read next, and what each would cost this user. */
  next: {
    title: 'Read next',
    cost: {
      owned: 'Already yours: free to open',
      premium: 'Included in Premium',
      free: 'Free: your free reading',
      share: (n: number) => (n === 1 ? 'Uses your 1 share credit' : `Uses 1 of your ${n} share credits`),
      locked: 'Share to unlock',
    },
  },
  result: {
    loading: 'Loading your reading...',
    notFoundTitle: 'Reading not found',
    errorTitle: 'Error Loading Reading',
    backToDashboard: 'Back to Dashboard',
    notFound: 'We could not find this reading in your account.',
    guidance: 'Personal guidance from your birth chart',
    guidanceFor: (name: string) => `Personal guidance from your birth chart, for ${name}`,
    /** The name of the box that sums the reading up in two lines, for screen readers. */
    summaryLabel: 'The reading in short',
    disclaimer: 'Readings are for guidance and reflection, not a substitute for professional advice.',
    actionsLabel: 'Reading actions',
    actionsTitle: 'Keep or share this reading',
    preparing: 'Preparing...',
    downloadPdf: 'Download PDF',
    shareWhatsApp: 'Share on WhatsApp',
    shareTitle: (title: string) => `My ${title} from Jyotishi`,
  },
  history: {
    title: 'Your Reading History',
    intro: 'Every reading written from your chart, newest first.',
    loading: 'Loading your readings...',
    emptyTitle: 'No readings yet',
    emptyText: 'Every reading you receive is kept here, to come back to whenever you like.',
    firstReading: 'Get Your First Reading',
    showing: (shown: number, total: number) => `Showing ${shown} of ${total} readings`,
    noMatchTitle: 'No matching readings',
    noMatchText: 'No readings match your search or filter.',
    /** The search as typed, in curly quotes: it may be long, so the card lets it wrap anywhere. */
    noMatchFor: (search: string) => `No readings match “${search}”`,
    /** The status line when a search or filter is on: how many of all the readings it finds. */
    matching: (matched: number, total: number) => `${matched} of ${total} readings match`,
    loadMore: 'Show more readings',
    loadingMore: 'Loading more readings...',
    clearFilters: 'Clear Filters',
    search: 'Search your readings',
    filterLabel: 'Filter by reading type',
    all: 'All',
    /** Short names fit the row on a phone; the full title is on every card. */
    filters: {
      daily: 'Daily',
      weekly: 'Weekly',
      monthly: 'Monthly',
      quarterly: 'Quarterly',
      yearly: 'Yearly',
      career: 'Career',
      love: 'Love',
      health: 'Health',
      life: 'Life',
      match: 'Matching',
    } satisfies Record<(typeof historyFilterTypes)[number], string>,
    viewFull: 'View Full Reading',
  },
};
