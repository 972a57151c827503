// The messages of the muhurta finder's API, in each language. Kept apart from shared/messages.ts,
// whose catalogues every page carries: only the server and the muhurta page need them.
import { featureMessages } from './feature-messages';

/** The longest range one search covers, in days counted inclusively: a year's planning. */
export const MUHURTA_MAX_DAYS = 366;

export const muhurtaMessages = {
  muhurtaPurposeInvalid: 'Please choose what the muhurta is for from the list',
  muhurtaDateInvalid: 'Please give the dates as YYYY-MM-DD',
  muhurtaDateOutOfRange: 'Please choose dates between 1900 and 2100',
  muhurtaRangeBackwards: 'The end of the range is before its start',
  muhurtaRangeTooLong: `Please choose a range of at most ${MUHURTA_MAX_DAYS} days`,
  muhurtaPersonalInvalid: 'The personal filter is either on (1) or off (0)',
  muhurtaPersonalPremium: 'The personal filter, which checks each window against your own Moon, comes with Premium',
  muhurtaPersonalProfile: 'Please complete your birth details first: the personal filter reads your birth Moon',
  muhurtaLanguageInvalid: 'The PDF is made in English (en) or Hindi (hi)',
} as const;

type MuhurtaMessage = keyof typeof muhurtaMessages;

const muhurtaMessagesHi: Record<MuhurtaMessage, string> = {
  muhurtaPurposeInvalid: 'कृपया सूची में से चुनें कि मुहूर्त किस काम के लिए चाहिए',
  muhurtaDateInvalid: 'कृपया तारीख़ें YYYY-MM-DD के रूप में लिखें',
  muhurtaDateOutOfRange: 'कृपया 1900 से 2100 के बीच की तारीख़ें चुनें',
  muhurtaRangeBackwards: 'अवधि की आख़िरी तारीख़ पहली तारीख़ से पहले की है',
  muhurtaRangeTooLong: `कृपया ज़्यादा से ज़्यादा ${MUHURTA_MAX_DAYS} दिन की अवधि चुनें`,
  muhurtaPersonalInvalid: 'व्यक्तिगत छँटाई या तो चालू (1) होती है या बंद (0)',
  muhurtaPersonalPremium: 'हर मुहूर्त को आपके जन्म के चंद्रमा से मिलाने वाली व्यक्तिगत छँटाई प्रीमियम के साथ मिलती है',
  muhurtaPersonalProfile: 'कृपया पहले अपना जन्म विवरण पूरा करें: व्यक्तिगत छँटाई आपके जन्म के चंद्रमा से होती है',
  muhurtaLanguageInvalid: 'PDF अंग्रेज़ी (en) या हिंदी (hi) में बनता है',
};

const catalogue = featureMessages(muhurtaMessages, muhurtaMessagesHi);

/** These messages in `language`. */
export const muhurtaMessagesIn = catalogue.in;

/** One of these English messages in `language`; any other text comes back unchanged. */
export const localizeMuhurtaMessage = catalogue.localize;
