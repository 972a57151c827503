// The dashboard ('/'): greeting, the reading cards, the kundli card and the latest readings.

export const dashboard = {
  authError: 'Authentication Error - User not found. Please try logging in again.',
  goToLogin: 'Go to Login',
  offline: {
    title: 'You are offline',
    body: 'Readings you have opened on this device can still be read. New readings, the panchang and your chart need a connection.',
  },
  eyebrow: 'Your personal astrologer',
  /** Followed by the user's name. */
  greeting: 'Namaste,',
  intro: 'Every reading is written from your own birth chart.',
  upgrade: 'Upgrade to Premium',
  startToday: "Start with Today's Horoscope",
  shareToUnlock: 'Share to Unlock',
  goPremium: 'Go Premium',
  chooseReading: 'Choose your reading',
  free: 'FREE',
  /** On each reading card: what tapping it will cost this user. */
  cost: {
    credit: '1 credit',
    locked: 'Locked',
    unlock: 'Share to unlock or Premium',
    /** The user has this type's reading for the running period: opening it again costs nothing. */
    owned: 'Already yours — opens free',
  },
  /** Followed by the Life Prediction's title. */
  wholeStory: 'Want the whole story? Read your',
  kundli: {
    title: 'Your Kundli',
    body: "Your birth chart, dashas and today's panchang",
  },
  panchang: {
    title: "Today's panchang",
    at: (place: string) => `at ${place}`,
    loading: 'Reading the sky…',
    sunrise: 'Sunrise',
    sunset: 'Sunset',
    rahuKaal: 'Rahu kaal',
    choghadiya: 'Choghadiya now',
    now: 'Now',
    natures: { good: 'good', neutral: 'neutral', bad: 'bad' },
    open: 'Full panchang',
    failed: 'Today’s panchang could not be loaded.',
  },
  recent: {
    title: 'Recent Readings',
    viewAll: 'View All',
    loading: 'Loading readings...',
    failedTitle: 'Error Loading Readings',
    failed: 'Failed to load readings',
    emptyTitle: 'No Readings Yet',
    empty: 'Your readings will be kept here to read again.',
    getFree: 'Get Your Free Reading',
    getFirst: 'Get Your First Reading',
  },
  /** The notice for a birth place saved before places had to be on the map. */
  unlocated: {
    title: (city: string) => `We could not find “${city}” on our map`,
    body: 'So your chart and readings are not exact. Choose your birth town, or the nearest larger town.',
    fix: 'Fix birth place',
  },
};
