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
  muhurtaLanguageInvalid: 'The PDF is made in English (en), Hindi (hi), Tamil (ta) or Telugu (te)',
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
  muhurtaLanguageInvalid: 'PDF अंग्रेज़ी (en), हिंदी (hi), तमिल (ta) या तेलुगु (te) में बनता है',
  muhurtaMonthInvalid: 'कृपया महीना YYYY-MM के रूप में लिखें',
};

const muhurtaMessagesTa: Record<MuhurtaMessage, string> = {
  muhurtaPurposeInvalid: 'முகூர்த்தம் எந்தக் காரியத்துக்கு என்பதைப் பட்டியலிலிருந்து தேர்ந்தெடுங்கள்',
  muhurtaDateInvalid: 'தேதிகளை YYYY-MM-DD வடிவில் எழுதுங்கள்',
  muhurtaDateOutOfRange: '1900 முதல் 2100 வரையிலான தேதிகளைத் தேர்ந்தெடுங்கள்',
  muhurtaRangeBackwards: 'கடைசித் தேதி தொடக்கத் தேதிக்கு முன்னால் உள்ளது',
  muhurtaRangeTooLong: `அதிகபட்சம் ${MUHURTA_MAX_DAYS} நாட்கள் கொண்ட காலத்தைத் தேர்ந்தெடுங்கள்`,
  muhurtaPersonalProfile: 'முதலில் உங்கள் பிறப்பு விவரங்களை முழுமையாக்குங்கள்: தனிப்பட்ட வடிகட்டல் உங்கள் ஜென்ம சந்திரனைக் கொண்டு செய்யப்படுகிறது',
  muhurtaPeopleCount: `ஒருவர் முதல் ${MUHURTA_MAX_PEOPLE} பேர் வரை தேர்ந்தெடுங்கள்`,
  muhurtaWeddingTwo: 'திருமணத்துக்கு இருவரைத் தேர்ந்தெடுங்கள்: மணமகள், மணமகன்',
  muhurtaWeddingRoles: 'திருமணத்துக்கு, இருவரில் யார் மணமகள், யார் மணமகன் என்று குறிப்பிடுங்கள்',
  muhurtaPersonTwice: 'ஒருவரை ஒரு முறை மட்டுமே தேர்ந்தெடுக்கலாம்',
  muhurtaPersonMissing: 'இவர் நீங்கள் சேமித்தவர்களின் பட்டியலில் இல்லை',
  muhurtaResultNotFound: 'இந்த முகூர்த்த முடிவு இல்லை, அல்லது இது உங்களுடையது அல்ல',
  muhurtaLanguageInvalid: 'PDF ஆங்கிலம் (en), இந்தி (hi), தமிழ் (ta) அல்லது தெலுங்கு (te) மொழியில் மட்டுமே கிடைக்கும்',
  muhurtaMonthInvalid: 'மாதத்தை YYYY-MM வடிவில் எழுதுங்கள்',
};

const muhurtaMessagesTe: Record<MuhurtaMessage, string> = {
  muhurtaPurposeInvalid: 'ముహూర్తం ఏ కార్యానికో జాబితా నుంచి ఎంచుకోండి',
  muhurtaDateInvalid: 'తేదీలను YYYY-MM-DD రూపంలో రాయండి',
  muhurtaDateOutOfRange: '1900 నుంచి 2100 మధ్య తేదీలను ఎంచుకోండి',
  muhurtaRangeBackwards: 'చివరి తేదీ మొదటి తేదీ కంటే ముందు ఉంది',
  muhurtaRangeTooLong: `గరిష్ఠంగా ${MUHURTA_MAX_DAYS} రోజుల వ్యవధిని ఎంచుకోండి`,
  muhurtaPersonalProfile: 'ముందుగా మీ జనన వివరాలు పూర్తి చేయండి: వ్యక్తిగత వడపోత మీ జన్మ చంద్రుని బట్టి జరుగుతుంది',
  muhurtaPeopleCount: `ఒకరి నుంచి ${MUHURTA_MAX_PEOPLE} మంది వరకు ఎంచుకోండి`,
  muhurtaWeddingTwo: 'వివాహానికి ఇద్దరిని ఎంచుకోండి: వధువు, వరుడు',
  muhurtaWeddingRoles: 'వివాహానికి, ఇద్దరిలో వధువు ఎవరో వరుడు ఎవరో తెలపండి',
  muhurtaPersonTwice: 'ఒకరిని ఒక్కసారే ఎంచుకోగలరు',
  muhurtaPersonMissing: 'ఈ వ్యక్తి మీరు భద్రపరిచిన వారిలో లేరు',
  muhurtaResultNotFound: 'ఈ ముహూర్త ఫలితం లేదు, లేదా ఇది మీది కాదు',
  muhurtaLanguageInvalid: 'PDF ఇంగ్లీష్ (en), హిందీ (hi), తమిళం (ta) లేదా తెలుగు (te)లో మాత్రమే వస్తుంది',
  muhurtaMonthInvalid: 'నెలను YYYY-MM రూపంలో రాయండి',
};

const catalogue = featureMessages(muhurtaMessages, { hi: muhurtaMessagesHi, ta: muhurtaMessagesTa, te: muhurtaMessagesTe });

/** These messages in `language`. */
export const muhurtaMessagesIn = catalogue.in;

/** One of these English messages in `language`; any other text comes back unchanged. */
export const localizeMuhurtaMessage = catalogue.localize;
