// The messages of where a user lives now and how they name lunar months, in each language. They
// are kept apart from shared/messages.ts, whose catalogues every page carries: only the profile's
// card and the server need these, and the sign-in page has no room to spare.
import { featureMessages } from './feature-messages';

export const residenceMessages = {
  residenceRequired: 'Please enter the city you live in now',
  residenceTooLong: 'Please keep the place you live in under 120 characters',
  residenceCharacters: 'The place you live in contains characters that are not allowed',
  residencePickAgain: 'Please pick the place you live in from the suggestions again',
  residenceNotFound: 'We could not find the place you live in on our map. Please enter the nearest larger town.',
  residenceUpdated: 'Saved. Your readings now follow the calendar where you live.',
  residenceCleared: 'Saved. Your readings follow the calendar of your birth place again.',
  lunarMonthInvalid: 'Please choose purnimanta, amanta or the default for your region',
  lunarMonthUpdated: 'Saved. Lunar months are now named your way.',
} as const;

type ResidenceMessage = keyof typeof residenceMessages;

const residenceMessagesHi: Record<ResidenceMessage, string> = {
  residenceRequired: 'कृपया वह शहर लिखें जहाँ आप अभी रहते हैं',
  residenceTooLong: 'कृपया रहने की जगह का नाम 120 अक्षरों से कम रखें',
  residenceCharacters: 'रहने की जगह के नाम में ऐसे अक्षर हैं जिनकी अनुमति नहीं है',
  residencePickAgain: 'कृपया रहने की जगह सुझावों में से फिर से चुनें',
  residenceNotFound: 'आप जहाँ रहते हैं, वह जगह हमारे नक़्शे पर नहीं मिली। कृपया पास का कोई बड़ा शहर लिखें।',
  residenceUpdated: 'सहेज लिया। अब आपके राशिफल में तारीख़ें और समय वहीं के पंचांग से होंगे जहाँ आप रहते हैं।',
  residenceCleared: 'सहेज लिया। अब आपके राशिफल फिर से जन्म स्थान के पंचांग से चलेंगे।',
  lunarMonthInvalid: 'कृपया पूर्णिमांत, अमांत या अपने क्षेत्र की सामान्य गणना चुनें',
  lunarMonthUpdated: 'सहेज लिया। अब चंद्र मासों के नाम आपकी गणना से होंगे।',
};

const catalogue = featureMessages(residenceMessages, residenceMessagesHi);

/** These messages in `language`. */
export const residenceMessagesIn = catalogue.in;

/** One of these English messages in `language`; any other text comes back unchanged. */
export const localizeResidenceMessage = catalogue.localize;
