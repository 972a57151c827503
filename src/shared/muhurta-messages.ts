// The messages of the muhurta finder's API, in each language. Kept apart from shared/messages.ts,
// whose catalogues every page carries: only the server and the muhurta page need them.
import { featureMessages } from './feature-messages';
import { MUHURTA_MAX_DAYS, MUHURTA_MAX_PEOPLE } from './muhurta-limits';

export { MUHURTA_MAX_DAYS, MUHURTA_MAX_PEOPLE };

export const muhurtaMessages = {
  muhurtaPurposeInvalid: 'Please choose what the muhurta is for from the list',
  muhurtaDateInvalid: 'Please give the dates as YYYY-MM-DD',
  muhurtaDateOutOfRange: 'Please choose dates between 1900 and 2100',
  muhurtaRangeBackwards: 'The end of the range is before its start',
  muhurtaRangeTooLong: `Please choose a range of at most ${MUHURTA_MAX_DAYS} days`,
  muhurtaPersonalProfile: 'Please complete your birth details first: the personal filter reads your birth Moon',
  muhurtaPeopleCount: `Please choose from one to ${MUHURTA_MAX_PEOPLE} people`,
  muhurtaWeddingTwo: 'For a wedding, please choose two people: the bride and the groom',
  muhurtaWeddingRoles: 'For a wedding, please say which of the two is the bride and which the groom',
  muhurtaPersonTwice: 'Each person can be chosen only once',
  muhurtaPersonMissing: 'That person is not among the people you saved',
  muhurtaResultNotFound: 'This muhurta result does not exist, or it is not yours',
  muhurtaLanguageInvalid: 'The PDF is made in English (en) or Hindi (hi)',
  muhurtaMonthInvalid: 'Please give the month as YYYY-MM',
} as const;

type MuhurtaMessage = keyof typeof muhurtaMessages;

const muhurtaMessagesHi: Record<MuhurtaMessage, string> = {
  muhurtaPurposeInvalid: 'कृपया सूची में से चुनें कि मुहूर्त किस काम के लिए चाहिए',
  muhurtaDateInvalid: 'कृपया तारीख़ें YYYY-MM-DD के रूप में लिखें',
  muhurtaDateOutOfRange: 'कृपया 1900 से 2100 के बीच की तारीख़ें चुनें',
  muhurtaRangeBackwards: 'अवधि की आख़िरी तारीख़ पहली तारीख़ से पहले की है',
  muhurtaRangeTooLong: `कृपया ज़्यादा से ज़्यादा ${MUHURTA_MAX_DAYS} दिन की अवधि चुनें`,
  muhurtaPersonalProfile: 'कृपया पहले अपना जन्म विवरण पूरा करें: व्यक्तिगत छँटाई आपके जन्म के चंद्रमा से होती है',
  muhurtaPeopleCount: `कृपया एक से ${MUHURTA_MAX_PEOPLE} लोगों को चुनें`,
  muhurtaWeddingTwo: 'विवाह के लिए दो लोगों को चुनें: वधू और वर',
  muhurtaWeddingRoles: 'विवाह के लिए बताएँ कि दोनों में वधू कौन है और वर कौन',
  muhurtaPersonTwice: 'एक व्यक्ति को एक ही बार चुना जा सकता है',
  muhurtaPersonMissing: 'यह व्यक्ति आपके सहेजे हुए लोगों में नहीं है',
  muhurtaResultNotFound: 'यह मुहूर्त परिणाम मौजूद नहीं है, या आपका नहीं है',
  muhurtaLanguageInvalid: 'PDF अंग्रेज़ी (en) या हिंदी (hi) में बनता है',
  muhurtaMonthInvalid: 'कृपया महीना YYYY-MM के रूप में लिखें',
};

const catalogue = featureMessages(muhurtaMessages, muhurtaMessagesHi);

/** These messages in `language`. */
export const muhurtaMessagesIn = catalogue.in;

/** One of these English messages in `language`; any other text comes back unchanged. */
export const localizeMuhurtaMessage = catalogue.localize;
