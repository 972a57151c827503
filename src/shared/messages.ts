// The spec's exact wording (docs/product.md, Validation and Messages). Server and browser both use these, so a
// message a test looks for is written once.
/** A wait, rounded up to the unit a person would say: "25 seconds", "2 minutes", "1 hour". */
function waitInWords(seconds: number) {
  const [n, unit] = waitUnits(seconds);
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** The wait in whole seconds below a minute, whole minutes below an hour, else whole hours (rounded up). */
export function waitUnits(seconds: number): [number, 'second' | 'minute' | 'hour'] {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return [s, 'second'];
  if (s < 3600) return [Math.ceil(s / 60), 'minute'];
  return [Math.ceil(s / 3600), 'hour'];
}

export const messages = {
  phoneBlank: 'Please enter a valid phone number',
  phoneInvalid: 'The phone number format is incorrect. Please enter a valid phone number.',
  tooManyRequests: 'Too many requests. Please try again later.',
  /** Follows tooManyRequests on every 429, with the real wait (the Retry-After the answer carries). */
  tryAgainIn: (seconds: number) => `Try again in ${waitInWords(seconds)}.`,
  countryNotServed: 'Sign-in codes cannot be sent to numbers from this country yet. Please use a number from one of the listed countries.',
  codeInvalid: 'The verification code is invalid. Please try again.',
  otpFormat: 'Please enter a valid 6-digit OTP',
  captchaFailed: 'Failed to set up reCAPTCHA verification',
  captchaRejected: 'We could not confirm you are human. Please try again.',
  loginFallback: 'Failed to process request. Please try again.',
  otpFallback: 'Invalid OTP. Please try again.',
  nameRequired: 'Name is required',
  birthDateRequired: 'Date of birth is required',
  birthTimeRequired: 'Birth time is required',
  birthPlaceRequired: 'Birth place is required',
  birthPlaceNotFound: 'We could not find this place on our map. Please enter the nearest larger town.',
  profileSaveFailed: 'Failed to update profile. Please try again.',
  profileUpdated: 'Profile updated successfully! Redirecting to home...',
  userNotAuthenticated: 'User not authenticated',
  notSignedIn: 'User is not authenticated',
  somethingWentWrong: 'Something went wrong',
  internalError: 'Something went wrong on our side. Please try again.',
  unavailable: 'Jyotishi is briefly unavailable. Please try again in a moment.',
  notFound: 'Not found',
  profileIncomplete: 'User profile is incomplete. Please update your profile first.',
  birthDetailsMissing: 'Please complete your profile with birth details first.',
  noAccess: 'You need to either use your free reading, have shares available, or upgrade to premium.',
  readingNotFound: 'Reading not found.',
  // The reading history's pages and its search (docs/product.md, Screens and routes /readings).
  historySearchTooLong: 'Please search with 100 characters or fewer.',
  historyCursorInvalid: 'That page of your reading history could not be found. Please reload your history.',
  historyPageSizeInvalid: 'Please ask for between 1 and 50 readings at a time.',
  generationFailed: 'Failed to generate your reading. Please try again later.',
  emptyReply: 'Unable to generate reading. Please try again later.',
  aiFailed: (message: string) => `Failed to get astrological reading after 3 attempts: ${message}`,
  busy: 'Our astrologer is busy with many readings right now. Please try again in a minute.',
  // A user's own limits on readings (docs/security.md): how many at once, and premium's fair use per day.
  readingsInProgressLimit: (limit: number) =>
    limit === 1
      ? 'You already have a reading being written. Please wait for it to finish.'
      : `You already have ${limit} readings being written. Please wait for one to finish.`,
  /** A rolling 24 hours, not a calendar day: `when` is the moment the oldest counted reading turns a day old, already formatted. */
  premiumDailyLimit: (limit: number, when: string) =>
    `You have had ${limit} readings in the last 24 hours, the fair-use limit of your plan. Your next reading can be written from ${when}.`,
  shareCreditFailed: 'Failed to add reading credit. Please try again.',
  shareThanks: (n: number) => `Thank you for sharing! You now have ${n} reading${n === 1 ? '' : 's'} available.`,
  forbiddenOrigin: 'This request did not come from the Jyotishi app.',
  unsupportedContentType: 'Requests must be sent as JSON.',
  bodyTooLarge: 'The request is too large.',
  badRequest: 'The request could not be understood.',
  malformedJson: 'The request body is not valid JSON.',
  bodyNotObject: 'The request body must be a JSON object.',
  characterNotAllowed: 'The request contains a character that is not allowed.',
  eventPropertiesFlat: 'Event properties must each be short text, a number or true/false, not a list or an object.',
  signOutFailed: (message: string) => `Sign out failed: ${message}`,
  profileLoadFailed: (message: string) => `Failed to load user profile: ${message}`,
  plansLoadFailed: 'Failed to load payment plans. Please try again.',
  invalidPlan: 'Invalid plan selected',
  orderCreateFailed: (message: string) => `Failed to create order: ${message}`,
  orderResponseInvalid: 'Invalid response from order creation API',
  orderNotFound: 'Order not found.',
  orderAlreadyPaid: 'This order has already been paid.',
  tooManyOpenOrders: 'You have too many payments in progress. Please finish or wait for one of them.',
  paymentGatewayUnavailable: 'the payment service is not responding',
  invalidPaymentDetails: 'Invalid payment details',
  paymentVerificationFailed: 'Payment verification failed. Please contact support.',
  paymentNotConfirmed:
    'We could not confirm your payment with the payment gateway yet. If money was deducted, Premium will be activated automatically within a few minutes.',
  paymentCancelled: 'Payment cancelled. You can try again anytime.',
  paymentFailed: 'Payment failed. Please try again.',
  paymentFallback: 'Failed to process payment. Please try again.',
  paymentSuccessFallback: 'Failed to process payment. Please contact support.',
  webhookSignatureInvalid: 'Invalid webhook signature',
  // The birth-details and settings forms' other messages (shared/profile-schema.ts words them the
  // same), and the API's own validation answers: listed here so they can be shown in Hindi too.
  nameTooLong: 'Please keep the name under 100 characters',
  nameCharacters: 'The name contains characters that are not allowed',
  genderRequired: 'Please choose Male or Female',
  emailInvalid: 'Please enter a valid email address',
  birthDateInvalid: 'Please enter a valid date of birth',
  birthDateTooEarly: 'Date of birth must be in 1900 or later',
  birthDateInFuture: 'Date of birth cannot be in the future',
  birthTimeInvalid: 'Please enter a valid birth time',
  birthTimeOrUnknown: 'Please either enter the birth time or say you do not know it, not both',
  birthTimeRangeRequired: 'Please choose the part of the day you were born in',
  birthPlaceTooLong: 'Please keep the birth place under 120 characters',
  birthPlaceCharacters: 'The birth place contains characters that are not allowed',
  countryNotText: 'Please enter the country as text',
  countryTooLong: 'Please keep the country under 80 characters',
  countryCharacters: 'The country contains characters that are not allowed',
  pickPlaceAgain: 'Please pick the birth place from the suggestions again',
  chooseLanguage: 'Please choose English or Hindi',
  placeQueryMissing: 'Please type a place name',
  placeQueryTooLong: 'Please type a shorter place name',
  unknownReadingType: 'Unknown reading type',
  invalidRequest: 'Invalid request',
  /** `when` is the time sharing earns again, already formatted in the message's language. */
  shareLimitReached: (perDay: number, when: string) =>
    `Thank you for spreading the word! Sharing has earned you ${perDay} readings in the last 24 hours, the most it can. Sharing will earn again from ${when}.`,
  // Kundli Milan (matching two charts).
  matchChooseTwo: 'Please choose the two people to match',
  matchPersonMissing: 'That saved person could not be found. Please choose again.',
  matchSameChart: 'Please choose two different people to match',
  matchNotFound: 'Match report not found.',
  // Family: the people a user saves besides themselves.
  relationRequired: 'Please choose how this person is related to you',
  personNotFound: 'Person not found.',
  peopleLimitReached: (limit: number) => `You can save up to ${limit} people. Delete someone to add another.`,
  // The day's panchang for a date and a place.
  panchangDateInvalid: 'Please choose a valid date',
  panchangDateOutOfRange: 'Please choose a date between 1900 and 2100',
  panchangPlaceInvalid: 'Please pick the city from the suggestions again',
  panchangPlaceNameInvalid: 'The place name is too long or contains characters that are not allowed',
  // The daily reminder by Web Push: what the API refuses (the notification's words are the server's, reminders/reminder-text.ts).
  reminderSubscriptionInvalid: "This browser's notification subscription could not be read. Please turn the reminder off and on again.",
  reminderEndpointNotAllowed: "This browser's notification service is not one we can send to.",
  reminderTimeInvalid: 'Please choose a time on the hour or half hour, such as 07:00 or 07:30',
  reminderDevicesLimit: (limit: number) => `The reminder is already on for ${limit} devices, the most we send to. Turn it off on one of them first.`,
} as const;

/** The English catalogue's shape: what every other language's catalogue must match exactly. */
export type MessageCatalogue = {
  readonly [K in keyof typeof messages]: (typeof messages)[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};
