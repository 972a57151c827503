import { waitUnits, type MessageCatalogue, type messages } from './messages';

// Hindi has two plural forms, 'one' (0 and 1) and 'other'; the noun रीडिंग stays the same and the
// verb agrees: '1 रीडिंग उपलब्ध है', '3 रीडिंग उपलब्ध हैं'.
// Made on first use, not when the module loads: the browser's first Intl object of a page costs a
// slow phone tens of milliseconds (it loads the locale data), and most pages never need this one.
let hindiPlural: Intl.PluralRules | undefined;
const hai = (n: number) => ((hindiPlural ??= new Intl.PluralRules('hi')).select(n) === 'one' ? 'है' : 'हैं');

// In the oblique case, as the wait is followed by बाद: "25 सेकंड", "2 मिनट", "1 घंटे" बाद.
const hindiUnits = { second: 'सेकंड', minute: 'मिनट', hour: 'घंटे' } as const;
function waitInHindi(seconds: number) {
  const [n, unit] = waitUnits(seconds);
  return `${n} ${hindiUnits[unit]}`;
}

/**
 * Every message of shared/messages.ts in Hindi, as a consumer app in India words it. Typed against
 * the English catalogue: a missing or extra key, or a message taking other parameters, does not
 * compile. Latin-script names people know in that form (OTP, JSON, reCAPTCHA) stay as they are.
 */
export const messagesHi = {
  phoneBlank: 'कृपया मान्य फ़ोन नंबर दर्ज करें',
  phoneInvalid: 'फ़ोन नंबर का फ़ॉर्मैट सही नहीं है। कृपया मान्य फ़ोन नंबर दर्ज करें।',
  tooManyRequests: 'बहुत ज़्यादा अनुरोध। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  tryAgainIn: (seconds: number) => `आप ${waitInHindi(seconds)} बाद फिर कोशिश कर सकते हैं।`,
  countryNotServed: 'इस देश के नंबरों पर अभी साइन-इन कोड नहीं भेजे जा सकते। कृपया सूची में दिए किसी देश का नंबर इस्तेमाल करें।',
  codeInvalid: 'सत्यापन कोड गलत है। कृपया फिर कोशिश करें।',
  otpFormat: 'कृपया 6 अंकों का मान्य OTP दर्ज करें',
  captchaFailed: 'reCAPTCHA सत्यापन शुरू नहीं हो सका',
  captchaRejected: 'हम पुष्टि नहीं कर सके कि आप इंसान हैं। कृपया फिर कोशिश करें।',
  loginFallback: 'अनुरोध पूरा नहीं हो सका। कृपया फिर कोशिश करें।',
  otpFallback: 'OTP गलत है। कृपया फिर कोशिश करें।',
  nameRequired: 'नाम ज़रूरी है',
  birthDateRequired: 'जन्म तिथि ज़रूरी है',
  birthTimeRequired: 'जन्म समय ज़रूरी है',
  birthPlaceRequired: 'जन्म स्थान ज़रूरी है',
  birthPlaceNotFound: 'यह जगह हमारे नक़्शे पर नहीं मिली। कृपया पास का कोई बड़ा शहर लिखें।',
  profileSaveFailed: 'प्रोफ़ाइल अपडेट नहीं हो सकी। कृपया फिर कोशिश करें।',
  profileUpdated: 'प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई! होम पेज पर ले जा रहे हैं...',
  userNotAuthenticated: 'उपयोगकर्ता की पहचान नहीं हो सकी',
  notSignedIn: 'आप साइन इन नहीं हैं',
  somethingWentWrong: 'कुछ गड़बड़ हो गई',
  internalError: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  unavailable: 'ज्योतिषी कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर कोशिश करें।',
  notFound: 'नहीं मिला',
  profileIncomplete: 'आपकी प्रोफ़ाइल अधूरी है। कृपया पहले अपनी प्रोफ़ाइल अपडेट करें।',
  birthDetailsMissing: 'कृपया पहले अपनी प्रोफ़ाइल में जन्म का विवरण भरें।',
  noAccess: 'रीडिंग के लिए अपनी मुफ़्त रीडिंग इस्तेमाल करें, शेयर करके रीडिंग पाएँ, या प्रीमियम लें।',
  readingNotFound: 'रीडिंग नहीं मिली।',
  historySearchTooLong: 'कृपया 100 या उससे कम अक्षरों में खोजें।',
  historyCursorInvalid: 'आपके रीडिंग इतिहास का वह पेज नहीं मिला। कृपया इतिहास दोबारा लोड करें।',
  historyPageSizeInvalid: 'कृपया एक बार में 1 से 50 के बीच रीडिंग माँगें।',
  generationFailed: 'आपकी रीडिंग तैयार नहीं हो सकी। कृपया बाद में फिर कोशिश करें।',
  emptyReply: 'रीडिंग तैयार नहीं हो सकी। कृपया बाद में फिर कोशिश करें।',
  aiFailed: (message: string) => `3 कोशिशों के बाद भी ज्योतिष रीडिंग नहीं मिल सकी: ${message}`,
  busy: 'हमारे ज्योतिषी अभी बहुत-सी रीडिंग बना रहे हैं। कृपया एक मिनट बाद फिर कोशिश करें।',
  readingsInProgressLimit: (limit: number) =>
    limit === 1
      ? 'आपकी एक रीडिंग अभी लिखी जा रही है। कृपया उसके पूरा होने तक रुकें।'
      : `आपकी ${limit} रीडिंग अभी लिखी जा रही हैं। कृपया किसी एक के पूरा होने तक रुकें।`,
  premiumDailyLimit: (limit: number, when: string) =>
    `पिछले 24 घंटों में आप ${limit} रीडिंग ले चुके हैं, जो आपके प्लान की उचित उपयोग सीमा है। आपकी अगली रीडिंग ${when} से लिखी जा सकेगी।`,
  shareCreditFailed: 'रीडिंग क्रेडिट नहीं जुड़ सका। कृपया फिर कोशिश करें।',
  shareThanks: (n: number) => `शेयर करने के लिए धन्यवाद! अब आपके पास ${n} रीडिंग उपलब्ध ${hai(n)}।`,
  forbiddenOrigin: 'यह अनुरोध ज्योतिषी ऐप से नहीं आया।',
  unsupportedContentType: 'अनुरोध JSON में भेजे जाने चाहिए।',
  bodyTooLarge: 'अनुरोध बहुत बड़ा है।',
  badRequest: 'अनुरोध समझ में नहीं आया।',
  malformedJson: 'अनुरोध का डेटा मान्य JSON नहीं है।',
  bodyNotObject: 'अनुरोध का डेटा JSON ऑब्जेक्ट होना चाहिए।',
  characterNotAllowed: 'अनुरोध में ऐसा अक्षर है जिसकी अनुमति नहीं है।',
  eventPropertiesFlat: 'इवेंट की हर प्रॉपर्टी छोटा टेक्स्ट, संख्या या true/false होनी चाहिए, सूची या ऑब्जेक्ट नहीं।',
  signOutFailed: (message: string) => `साइन आउट नहीं हो सका: ${message}`,
  profileLoadFailed: (message: string) => `प्रोफ़ाइल लोड नहीं हो सकी: ${message}`,
  plansLoadFailed: 'प्लान लोड नहीं हो सके। कृपया फिर कोशिश करें।',
  invalidPlan: 'चुना गया प्लान मान्य नहीं है',
  orderCreateFailed: (message: string) => `ऑर्डर नहीं बन सका: ${message}`,
  orderResponseInvalid: 'ऑर्डर बनाते समय सर्वर से गलत जवाब मिला',
  orderNotFound: 'ऑर्डर नहीं मिला।',
  orderAlreadyPaid: 'इस ऑर्डर का भुगतान पहले ही हो चुका है।',
  tooManyOpenOrders: 'आपके बहुत-से भुगतान अभी अधूरे हैं। कृपया उनमें से कोई एक पूरा करें या उसके ख़त्म होने तक रुकें।',
  paymentGatewayUnavailable: 'भुगतान सेवा जवाब नहीं दे रही है',
  invalidPaymentDetails: 'भुगतान का विवरण मान्य नहीं है',
  paymentVerificationFailed: 'भुगतान की पुष्टि नहीं हो सकी। कृपया सहायता टीम से संपर्क करें।',
  paymentNotConfirmed:
    'पेमेंट गेटवे से अभी आपके भुगतान की पुष्टि नहीं हो सकी। अगर पैसे कट गए हैं, तो कुछ ही मिनटों में प्रीमियम अपने-आप चालू हो जाएगा।',
  paymentCancelled: 'भुगतान रद्द हो गया। आप कभी भी फिर कोशिश कर सकते हैं।',
  paymentFailed: 'भुगतान नहीं हो सका। कृपया फिर कोशिश करें।',
  paymentFallback: 'भुगतान पूरा नहीं हो सका। कृपया फिर कोशिश करें।',
  paymentSuccessFallback: 'भुगतान पूरा नहीं हो सका। कृपया सहायता टीम से संपर्क करें।',
  webhookSignatureInvalid: 'वेबहुक का हस्ताक्षर मान्य नहीं है',
  nameTooLong: 'कृपया नाम 100 अक्षरों से कम रखें',
  nameCharacters: 'नाम में ऐसे अक्षर हैं जिनकी अनुमति नहीं है',
  genderRequired: 'कृपया पुरुष या महिला चुनें',
  emailInvalid: 'कृपया मान्य ईमेल पता दर्ज करें',
  birthDateInvalid: 'कृपया मान्य जन्म तिथि दर्ज करें',
  birthDateTooEarly: 'जन्म तिथि 1900 या उसके बाद की होनी चाहिए',
  birthDateInFuture: 'जन्म तिथि आने वाले दिनों की नहीं हो सकती',
  birthTimeInvalid: 'कृपया मान्य जन्म समय दर्ज करें',
  birthTimeOrUnknown: 'कृपया या तो जन्म समय दर्ज करें या बताएँ कि आपको यह पता नहीं है, दोनों नहीं',
  birthTimeRangeRequired: 'कृपया दिन का वह हिस्सा चुनें जिसमें जन्म हुआ था',
  birthPlaceTooLong: 'कृपया जन्म स्थान 120 अक्षरों से कम रखें',
  birthPlaceCharacters: 'जन्म स्थान में ऐसे अक्षर हैं जिनकी अनुमति नहीं है',
  countryNotText: 'कृपया देश का नाम लिखें',
  countryTooLong: 'कृपया देश का नाम 80 अक्षरों से कम रखें',
  countryCharacters: 'देश के नाम में ऐसे अक्षर हैं जिनकी अनुमति नहीं है',
  pickPlaceAgain: 'कृपया सुझावों में से जन्म स्थान फिर से चुनें',
  chooseLanguage: 'कृपया अंग्रेज़ी या हिंदी चुनें',
  placeQueryMissing: 'कृपया जगह का नाम लिखें',
  placeQueryTooLong: 'कृपया जगह का छोटा नाम लिखें',
  unknownReadingType: 'रीडिंग का यह प्रकार मौजूद नहीं है',
  invalidRequest: 'अनुरोध मान्य नहीं है',
  shareLimitReached: (perDay: number, when: string) =>
    `सबको बताने के लिए धन्यवाद! पिछले 24 घंटों में शेयर करके आपको ${perDay} रीडिंग मिल चुकी ${hai(perDay)}, जो इसकी सीमा है। ${when} से शेयर करने पर फिर रीडिंग मिलेगी।`,
  matchChooseTwo: 'कृपया मिलान के लिए दोनों लोगों को चुनें',
  matchPersonMissing: 'सहेजा गया यह व्यक्ति नहीं मिला। कृपया फिर से चुनें।',
  matchSameChart: 'कृपया मिलान के लिए दो अलग-अलग लोगों को चुनें',
  matchNotFound: 'मिलान रिपोर्ट नहीं मिली।',
  relationRequired: 'कृपया चुनें कि यह व्यक्ति आपका कौन है',
  personNotFound: 'व्यक्ति नहीं मिला।',
  peopleLimitReached: (limit: number) => `आप ज़्यादा से ज़्यादा ${limit} लोगों को सहेज सकते हैं। किसी और को जोड़ने के लिए पहले किसी एक को हटाएँ।`,
  panchangDateInvalid: 'कृपया सही तारीख चुनें',
  panchangDateOutOfRange: 'कृपया 1900 से 2100 के बीच की तारीख चुनें',
  panchangPlaceInvalid: 'कृपया सुझावों में से शहर फिर से चुनें',
  panchangPlaceNameInvalid: 'जगह का नाम बहुत लंबा है या उसमें ऐसे अक्षर हैं जिनकी अनुमति नहीं है',
  reminderSubscriptionInvalid: 'इस ब्राउज़र की सूचना सदस्यता पढ़ी नहीं जा सकी। कृपया रिमाइंडर बंद करके फिर से चालू करें।',
  reminderEndpointNotAllowed: 'इस ब्राउज़र की सूचना सेवा पर हम सूचनाएँ नहीं भेज सकते।',
  reminderTimeInvalid: 'कृपया पूरे घंटे या आधे घंटे पर कोई समय चुनें, जैसे 07:00 या 07:30',
  reminderDevicesLimit: (limit: number) => `रिमाइंडर पहले से ${limit} डिवाइस पर चालू है, इससे ज़्यादा पर हम नहीं भेजते। पहले उनमें से किसी एक पर इसे बंद करें।`,
} satisfies MessageCatalogue;

// `satisfies` catches a missing or extra key and a parameter of another type; this catches a
// message that takes fewer or more parameters than the English one (which TypeScript would accept).
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type ParametersMatch = {
  [K in keyof typeof messages]: (typeof messages)[K] extends (...args: infer A) => string
    ? (typeof messagesHi)[K] extends (...args: infer B) => string
      ? Same<A, B>
      : false
    : true;
};
const parametersMatch: false extends ParametersMatch[keyof ParametersMatch] ? never : true = true;
void parametersMatch;
