// The sign-in page: the phone step, the code step, the welcome for new users and the terms line.
import type { dialCountries } from '../../../shared/countries';

export const auth = {
  /** Above the form: what the app does, the free first reading, a sample of a reading and the privacy promise. */
  pitch: {
    /** Three lines: what the app does, what one can ask, the offer. */
    what: 'Jyotishi reads your birth chart the Vedic way and answers in plain words.',
    ask: 'Career, marriage, health or the day ahead: ask what is on your mind.',
    free: 'Your first reading is free.',
    sampleLabel: 'Sample',
    sampleFrom: 'from a career reading',
    sample:
      'Jupiter moving through your tenth house lifts your standing at work in the coming months. An offer that arrives before the end of March deserves a serious look. Saturn still asks for patience with money, so hold back on large purchases for now.',
    privacy: 'Your number only signs you in. We never sell it or send you spam.',
  },
  phone: {
    title: 'Sign in with your phone',
    intro: "We'll text you a 6-digit code. New here? The same step creates your account.",
    label: 'Phone number',
    countryCode: 'Country code',
    placeholder: '98765 43210',
    sending: 'Sending code...',
    send: 'Send OTP',
  },
  /** The dial-code picker's country names; shared/countries.ts keeps the English ones for the server. */
  countries: {
    IN: 'India',
    US: 'USA',
    GB: 'UK',
    AU: 'Australia',
    CN: 'China',
    AE: 'UAE',
    SG: 'Singapore',
    JP: 'Japan',
  } satisfies Record<(typeof dialCountries)[number]['iso'], string>,
  captcha: {
    solving: 'Checking that you are human…',
    ready: 'Verified: you are human',
    failed: 'Human check could not start. It will retry when you send.',
    /** The provider's name stays as it is in every language. */
    protectedBy: (provider: string) => `Protected by ${provider}`,
  },
  otp: {
    title: 'Verify your number',
    /** Followed by the number the code went to. */
    sentTo: 'Enter the 6-digit code sent to',
    label: 'Verification code',
    verifying: 'Verifying...',
    verify: 'Verify OTP',
    changeNumber: 'Change phone number?',
    /** `time` is the wait as a clock, '0:30'. */
    resendIn: (time: string) => `Resend code in ${time}`,
    resend: 'Resend code',
    resent: 'A new code is on its way. The previous code no longer works.',
  },
  welcome: {
    title: 'Welcome to Jyotishi!',
    body: 'Your number is verified. Next, tell us when and where you were born so we can cast your birth chart.',
    continue: 'Continue Now',
  },
  /** Around the two links: before, Terms of Service, between, Privacy Policy, after. */
  terms: {
    before: 'By continuing you agree to our',
    between: ' and',
    after: '.',
  },
};
