// The birth-details form (/profile/complete and /profile), the profile page and its subscription card.
import { plural } from '../text';

export const profile = {
  form: {
    name: 'Full name',
    gender: 'Gender',
    male: 'Male',
    female: 'Female',
    chooseGender: 'Choose…',
    email: 'Email',
    birthDate: 'Date of birth',
    birthTime: 'Time of birth',
    birthTimeHint: 'As accurate as possible — your ascendant changes every two hours.',
    country: 'Country',
  },
  /** Whether the birth time is known: many people were never told theirs. */
  timeKnown: {
    label: 'Do you know the birth time?',
    exact: 'Yes, I know the exact time',
    unknown: "I don't know my birth time",
    ranges: {
      'early-morning': 'Roughly: early morning (4 am – 8 am)',
      morning: 'Roughly: morning (8 am – 12 noon)',
      afternoon: 'Roughly: afternoon (12 noon – 4 pm)',
      evening: 'Roughly: evening (4 pm – 8 pm)',
      night: 'Roughly: night (8 pm – 4 am)',
    },
    /** The part of the day alone, for sentences such as "the middle of the morning". */
    parts: { 'early-morning': 'early morning', morning: 'morning', afternoon: 'afternoon', evening: 'evening', night: 'night' },
    hint: 'Without the exact time the chart is read from the Moon sign instead of the rising sign. You can add the time later.',
    unknownShown: 'Not known',
  },
  place: {
    label: 'Birth place (city)',
    placeholder: 'Start typing, e.g. Varanasi',
    suggestions: 'Birth place suggestions',
    available: (n: number) => plural('en', n, { one: '# suggestion available', other: '# suggestions available' }) + '. Use the arrow keys to choose.',
    located: '✓ Found on the map: your chart will use its exact coordinates and time zone.',
    pick: 'Pick your city (or the nearest town) from the suggestions for an exact chart.',
    /** Around the place the text is likely a misspelling of: 'Did you mean Bengaluru?'. */
    didYouMean: 'Did you mean',
    didYouMeanEnd: '?',
  },
  /** The dashboard's notice for a profile whose birth place is not on the map. */
  complete: {
    step: 'Step 2 of 2',
    title: 'Your birth details',
    intro: 'Your chart is cast from the exact moment and place of your birth. Everything stays private to your account.',
    saving: 'Saving...',
    submit: 'Save and continue',
  },
  page: {
    signedOut: 'Please log in again to continue.',
    goToLogin: 'Go to Login',
    /** Stands in for a name not given yet. */
    user: 'User',
    quickActions: 'Quick Actions',
    history: 'Reading History',
    kundli: 'Your Kundli',
    family: 'Family charts',
    dashboard: 'Back to Dashboard',
    languageHint: 'The app and your new readings are in this language.',
    birthDetails: 'Birth Details',
    edit: 'Edit',
    updateFailed: (reason: string) => `Failed to update profile: ${reason}`,
    cancel: 'Cancel',
    saving: 'Saving...',
    save: 'Save Changes',
  },
  subscription: {
    heading: 'Subscription',
    loading: 'Loading...',
    loadFailed: 'Error loading subscription details',
    premiumActive: 'Premium Active',
    /** Followed by the date. */
    validUntil: 'Valid until',
    startedOn: 'Started on',
    lifetime: 'Lifetime Access',
    unlocked: 'All premium features unlocked',
    free: 'Free plan',
    freeBody: 'Unlimited readings and Kundli Milan reports with Premium.',
    upgrade: 'Upgrade Now',
  },
};
