// The frame of the legal pages (Terms, Privacy, Shipping/Refunds), whose text itself is English
// only (the page titles are the footer's links, in common); and /test, the standalone page of
// quick links, small enough not to need a catalogue of its own.
export const legal = {
  back: 'Back to Home',
  lastUpdated: 'Last updated:',
  /** Shown above the English text to a reader of another language; never on the English page. */
  englishOnly: {
    title: 'Available in English only',
    body: 'This legal text is published in English only. The English text below is the binding version.',
  },
  testPage: {
    title: 'Test Page',
    intro: 'Quick links for checking navigation and guards.',
    home: 'Go to Home',
    profileComplete: 'Go to Profile Complete',
    auth: 'Go to Auth',
  },
};
