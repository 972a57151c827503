import { waitUnits, type MessageCatalogue, type messages } from './messages';
import { plural } from './plural';

// A wait as Tamil says it before கழித்து: the unit stays singular after a number ("2 நிமிடம்").
const tamilUnits = { second: 'வினாடி', minute: 'நிமிடம்', hour: 'மணி நேரம்' } as const;
function waitInTamil(seconds: number) {
  const [n, unit] = waitUnits(seconds);
  return `${n} ${tamilUnits[unit]}`;
}

/**
 * Every message of shared/messages.ts in Tamil, as a Tamil consumer app words it: "நீங்கள்" forms,
 * short and polite. Typed against the English catalogue: a missing or extra key, or a message taking
 * other parameters, does not compile. Latin-script names people know in that form (OTP, JSON,
 * reCAPTCHA) stay as they are.
 */
export const messagesTa = {
  phoneBlank: 'சரியான கைபேசி எண்ணை உள்ளிடுங்கள்',
  phoneInvalid: 'கைபேசி எண் சரியில்லை. சரியான எண்ணை உள்ளிடுங்கள்.',
  tooManyRequests: 'பல முறை முயன்றுவிட்டீர்கள். சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  tryAgainIn: (seconds: number) => `${waitInTamil(seconds)} கழித்து மீண்டும் முயலுங்கள்.`,
  countryNotServed: 'இந்த நாட்டு எண்களுக்கு உள்நுழைவுக் குறியீடு இன்னும் அனுப்ப முடியாது. பட்டியலில் உள்ள ஒரு நாட்டின் எண்ணைப் பயன்படுத்துங்கள்.',
  codeInvalid: 'சரிபார்ப்புக் குறியீடு தவறு. மீண்டும் முயலுங்கள்.',
  otpFormat: 'சரியான 6 இலக்க OTP-ஐ உள்ளிடுங்கள்',
  captchaFailed: 'reCAPTCHA சரிபார்ப்பைத் தொடங்க முடியவில்லை',
  captchaRejected: 'நீங்கள் மனிதர்தான் என்று உறுதிசெய்ய முடியவில்லை. மீண்டும் முயலுங்கள்.',
  loginFallback: 'உங்கள் கோரிக்கையைச் செயல்படுத்த முடியவில்லை. மீண்டும் முயலுங்கள்.',
  otpFallback: 'OTP தவறு. மீண்டும் முயலுங்கள்.',
  nameRequired: 'பெயர் தேவை',
  birthDateRequired: 'பிறந்த தேதி தேவை',
  birthTimeRequired: 'பிறந்த நேரம் தேவை',
  birthPlaceRequired: 'பிறந்த ஊர் தேவை',
  birthPlaceNotFound: 'இந்த ஊர் எங்கள் வரைபடத்தில் இல்லை. அருகிலுள்ள பெரிய ஊரின் பெயரை உள்ளிடுங்கள்.',
  profileSaveFailed: 'சுயவிவரத்தைப் புதுப்பிக்க முடியவில்லை. மீண்டும் முயலுங்கள்.',
  profileUpdated: 'சுயவிவரம் புதுப்பிக்கப்பட்டது! முகப்புக்கு அழைத்துச் செல்கிறோம்...',
  userNotAuthenticated: 'நீங்கள் உள்நுழையவில்லை',
  notSignedIn: 'நீங்கள் உள்நுழையவில்லை',
  somethingWentWrong: 'ஏதோ தவறு நடந்துவிட்டது',
  internalError: 'எங்கள் பக்கம் ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலுங்கள்.',
  unavailable: 'ஜோதிஷி சிறிது நேரம் கிடைக்கவில்லை. சற்று நேரத்தில் மீண்டும் முயலுங்கள்.',
  notFound: 'கிடைக்கவில்லை',
  profileIncomplete: 'உங்கள் சுயவிவரம் முழுமையாக இல்லை. முதலில் அதை நிரப்புங்கள்.',
  birthDetailsMissing: 'முதலில் உங்கள் சுயவிவரத்தில் பிறப்பு விவரங்களை நிரப்புங்கள்.',
  noAccess: 'பலன் பெற, உங்கள் இலவசப் பலனோ பகிர்ந்து பெற்ற பலனோ இருக்க வேண்டும்; இல்லையெனில் பிரீமியத்துக்கு மாறுங்கள்.',
  readingNotFound: 'பலன் கிடைக்கவில்லை.',
  historySearchTooLong: '100 எழுத்துகளுக்குள் தேடுங்கள்.',
  historyCursorInvalid: 'உங்கள் பழைய பலன்களின் அந்தப் பக்கம் கிடைக்கவில்லை. பட்டியலை மறுபடி ஏற்றுங்கள்.',
  historyPageSizeInvalid: 'ஒரு முறைக்கு 1 முதல் 50 பலன்கள் வரை கேளுங்கள்.',
  generationFailed: 'உங்கள் பலனை எழுத முடியவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  emptyReply: 'பலனை எழுத முடியவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  aiFailed: (message: string) => `3 முறை முயன்றும் ஜோதிடப் பலன் கிடைக்கவில்லை: ${message}`,
  busy: 'எங்கள் ஜோதிடர் இப்போது பல பலன்களை எழுதிக்கொண்டிருக்கிறார். ஒரு நிமிடம் கழித்து மீண்டும் முயலுங்கள்.',
  readingsInProgressLimit: (limit: number) =>
    limit === 1
      ? 'உங்கள் ஒரு பலன் ஏற்கெனவே எழுதப்பட்டுக்கொண்டிருக்கிறது. அது முடியும் வரை காத்திருங்கள்.'
      : `உங்கள் ${limit} பலன்கள் ஏற்கெனவே எழுதப்பட்டுக்கொண்டிருக்கின்றன. அவற்றில் ஒன்று முடியும் வரை காத்திருங்கள்.`,
  premiumDailyLimit: (limit: number, when: string) =>
    `கடந்த 24 மணி நேரத்தில் ${plural('ta', limit, { one: '# பலன்', other: '# பலன்கள்' })} பெற்றுவிட்டீர்கள்; இதுவே உங்கள் திட்டத்தின் நியாயப் பயன்பாட்டு வரம்பு. அடுத்த பலனை ${when} முதல் பெறலாம்.`,
  shareCreditFailed: 'பலன் வரவைச் சேர்க்க முடியவில்லை. மீண்டும் முயலுங்கள்.',
  shareThanks: (n: number) =>
    `பகிர்ந்ததற்கு நன்றி! இப்போது உங்களிடம் ${plural('ta', n, { one: '# பலன் உள்ளது', other: '# பலன்கள் உள்ளன' })}.`,
  forbiddenOrigin: 'இந்தக் கோரிக்கை ஜோதிஷி செயலியிலிருந்து வரவில்லை.',
  unsupportedContentType: 'கோரிக்கைகள் JSON வடிவில் அனுப்பப்பட வேண்டும்.',
  bodyTooLarge: 'கோரிக்கை மிகப் பெரியது.',
  badRequest: 'கோரிக்கையைப் புரிந்துகொள்ள முடியவில்லை.',
  malformedJson: 'கோரிக்கையின் உள்ளடக்கம் சரியான JSON அல்ல.',
  bodyNotObject: 'கோரிக்கையின் உள்ளடக்கம் ஒரு JSON object-ஆக இருக்க வேண்டும்.',
  characterNotAllowed: 'கோரிக்கையில் அனுமதியில்லாத எழுத்து ஒன்று உள்ளது.',
  eventPropertiesFlat: 'நிகழ்வின் ஒவ்வொரு பண்பும் சிறு உரை, எண், அல்லது true/false ஆக இருக்க வேண்டும்; பட்டியலோ object-ஓ கூடாது.',
  signOutFailed: (message: string) => `வெளியேற முடியவில்லை: ${message}`,
  profileLoadFailed: (message: string) => `சுயவிவரத்தை ஏற்ற முடியவில்லை: ${message}`,
  plansLoadFailed: 'கட்டணத் திட்டங்களை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.',
  invalidPlan: 'தேர்ந்தெடுத்த திட்டம் செல்லாது',
  orderCreateFailed: (message: string) => `ஆர்டரை உருவாக்க முடியவில்லை: ${message}`,
  orderResponseInvalid: 'ஆர்டர் உருவாக்கும் சேவையிடமிருந்து தவறான பதில் வந்தது',
  orderNotFound: 'ஆர்டர் கிடைக்கவில்லை.',
  orderAlreadyPaid: 'இந்த ஆர்டருக்கு ஏற்கெனவே பணம் செலுத்தப்பட்டுவிட்டது.',
  tooManyOpenOrders: 'பல கட்டணங்கள் இன்னும் நிலுவையில் உள்ளன. அவற்றில் ஒன்றை முடியுங்கள், அல்லது முடியும் வரை காத்திருங்கள்.',
  paymentGatewayUnavailable: 'கட்டணச் சேவை பதில் அளிக்கவில்லை',
  invalidPaymentDetails: 'கட்டண விவரங்கள் சரியில்லை',
  paymentVerificationFailed: 'கட்டணத்தை உறுதிசெய்ய முடியவில்லை. எங்கள் உதவிக் குழுவைத் தொடர்புகொள்ளுங்கள்.',
  paymentNotConfirmed:
    'உங்கள் கட்டணத்தைக் கட்டண நுழைவாயிலிடம் இன்னும் உறுதிசெய்ய முடியவில்லை. பணம் கழிக்கப்பட்டிருந்தால், சில நிமிடங்களில் பிரீமியம் தானாகவே செயல்படும்.',
  paymentCancelled: 'கட்டணம் ரத்துசெய்யப்பட்டது. எப்போது வேண்டுமானாலும் மீண்டும் முயலலாம்.',
  paymentFailed: 'கட்டணம் தோல்வியடைந்தது. மீண்டும் முயலுங்கள்.',
  paymentFallback: 'கட்டணத்தைச் செயல்படுத்த முடியவில்லை. மீண்டும் முயலுங்கள்.',
  paymentSuccessFallback: 'கட்டணத்தைச் செயல்படுத்த முடியவில்லை. எங்கள் உதவிக் குழுவைத் தொடர்புகொள்ளுங்கள்.',
  webhookSignatureInvalid: 'webhook கையொப்பம் செல்லாது',
  nameTooLong: 'பெயர் 100 எழுத்துகளுக்குள் இருக்கட்டும்',
  nameCharacters: 'பெயரில் அனுமதியில்லாத எழுத்துகள் உள்ளன',
  genderRequired: 'ஆண் அல்லது பெண் என்று தேர்ந்தெடுங்கள்',
  emailInvalid: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்',
  birthDateInvalid: 'சரியான பிறந்த தேதியை உள்ளிடுங்கள்',
  birthDateTooEarly: 'பிறந்த தேதி 1900 அல்லது அதற்குப் பிறகு இருக்க வேண்டும்',
  birthDateInFuture: 'பிறந்த தேதி எதிர்காலத்தில் இருக்க முடியாது',
  birthTimeInvalid: 'சரியான பிறந்த நேரத்தை உள்ளிடுங்கள்',
  birthTimeOrUnknown: 'பிறந்த நேரத்தை உள்ளிடுங்கள், அல்லது தெரியாது என்று குறியுங்கள்; இரண்டும் வேண்டாம்',
  birthTimeRangeRequired: 'நீங்கள் பிறந்தது நாளின் எந்தப் பகுதியில் என்று தேர்ந்தெடுங்கள்',
  birthPlaceTooLong: 'பிறந்த ஊர் 120 எழுத்துகளுக்குள் இருக்கட்டும்',
  birthPlaceCharacters: 'பிறந்த ஊரின் பெயரில் அனுமதியில்லாத எழுத்துகள் உள்ளன',
  countryNotText: 'நாட்டின் பெயரை எழுத்தில் உள்ளிடுங்கள்',
  countryTooLong: 'நாட்டின் பெயர் 80 எழுத்துகளுக்குள் இருக்கட்டும்',
  countryCharacters: 'நாட்டின் பெயரில் அனுமதியில்லாத எழுத்துகள் உள்ளன',
  pickPlaceAgain: 'பரிந்துரைகளிலிருந்து பிறந்த ஊரை மீண்டும் தேர்ந்தெடுங்கள்',
  chooseLanguage: 'ஆங்கிலம், இந்தி, தமிழ், தெலுங்கு — இவற்றில் ஒரு மொழியைத் தேர்ந்தெடுங்கள்',
  placeQueryMissing: 'ஊரின் பெயரை உள்ளிடுங்கள்',
  placeQueryTooLong: 'ஊரின் பெயரைச் சுருக்கமாக உள்ளிடுங்கள்',
  unknownReadingType: 'தெரியாத பலன் வகை',
  invalidRequest: 'கோரிக்கை செல்லாது',
  shareLimitReached: (perDay: number, when: string) =>
    `எங்களைப் பற்றிப் பிறரிடம் சொன்னதற்கு நன்றி! கடந்த 24 மணி நேரத்தில் பகிர்ந்ததன் மூலம் ${plural('ta', perDay, { one: '# பலன்', other: '# பலன்கள்' })} பெற்றுவிட்டீர்கள்; இதுவே அதிகபட்சம். ${when} முதல் பகிர்ந்தால் மீண்டும் பலன் கிடைக்கும்.`,
  matchChooseTwo: 'பொருத்தம் பார்க்க இருவரைத் தேர்ந்தெடுங்கள்',
  matchPersonMissing: 'சேமித்த அந்த நபர் கிடைக்கவில்லை. மீண்டும் தேர்ந்தெடுங்கள்.',
  matchSameChart: 'பொருத்தம் பார்க்க வெவ்வேறு இருவரைத் தேர்ந்தெடுங்கள்',
  matchNotFound: 'பொருத்த அறிக்கை கிடைக்கவில்லை.',
  relationRequired: 'இவர் உங்களுக்கு என்ன உறவு என்று தேர்ந்தெடுங்கள்',
  personNotFound: 'நபர் கிடைக்கவில்லை.',
  peopleLimitReached: (limit: number) => `அதிகபட்சம் ${limit} பேரைச் சேமிக்கலாம். புதியவரைச் சேர்க்க, முதலில் ஒருவரை நீக்குங்கள்.`,
  panchangDateInvalid: 'சரியான தேதியைத் தேர்ந்தெடுங்கள்',
  panchangDateOutOfRange: '1900 முதல் 2100 வரையிலான ஒரு தேதியைத் தேர்ந்தெடுங்கள்',
  panchangPlaceInvalid: 'பரிந்துரைகளிலிருந்து ஊரை மீண்டும் தேர்ந்தெடுங்கள்',
  panchangPlaceNameInvalid: 'ஊரின் பெயர் மிக நீளமாக உள்ளது, அல்லது அனுமதியில்லாத எழுத்துகள் உள்ளன',
  reminderSubscriptionInvalid: 'இந்த உலாவியின் அறிவிப்புப் பதிவைப் படிக்க முடியவில்லை. நினைவூட்டலை அணைத்து மீண்டும் இயக்குங்கள்.',
  reminderEndpointNotAllowed: 'இந்த உலாவியின் அறிவிப்புச் சேவைக்கு எங்களால் அனுப்ப முடியாது.',
  reminderTimeInvalid: 'மணியின் தொடக்கத்திலோ அரை மணியிலோ ஒரு நேரத்தைத் தேர்ந்தெடுங்கள், எ.கா. 07:00 அல்லது 07:30',
  reminderDevicesLimit: (limit: number) => `நினைவூட்டல் ஏற்கெனவே ${limit} சாதனங்களில் இயங்குகிறது; அதற்கு மேல் நாங்கள் அனுப்புவதில்லை. முதலில் ஒரு சாதனத்தில் அதை நிறுத்துங்கள்.`,
} satisfies MessageCatalogue;

// `satisfies` catches a missing or extra key and a parameter of another type; this catches a
// message that takes fewer or more parameters than the English one (which TypeScript would accept).
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type ParametersMatch = {
  [K in keyof typeof messages]: (typeof messages)[K] extends (...args: infer A) => string
    ? (typeof messagesTa)[K] extends (...args: infer B) => string
      ? Same<A, B>
      : false
    : true;
};
const parametersMatch: false extends ParametersMatch[keyof ParametersMatch] ? never : true = true;
void parametersMatch;
