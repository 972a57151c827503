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

const residenceMessagesTa: Record<ResidenceMessage, string> = {
  residenceRequired: 'நீங்கள் இப்போது வசிக்கும் ஊரை எழுதுங்கள்',
  residenceTooLong: 'வசிக்கும் இடத்தின் பெயரை 120 எழுத்துகளுக்குள் எழுதுங்கள்',
  residenceCharacters: 'வசிக்கும் இடத்தின் பெயரில் அனுமதியில்லாத எழுத்துகள் உள்ளன',
  residencePickAgain: 'வசிக்கும் இடத்தைப் பரிந்துரைகளிலிருந்து மீண்டும் தேர்ந்தெடுங்கள்',
  residenceNotFound: 'நீங்கள் வசிக்கும் இடம் எங்கள் வரைபடத்தில் கிடைக்கவில்லை. அருகிலுள்ள பெரிய ஊரின் பெயரை எழுதுங்கள்.',
  residenceUpdated: 'சேமிக்கப்பட்டது. இனி உங்கள் பலன்களின் தேதியும் நேரமும் நீங்கள் வசிக்கும் ஊரின் பஞ்சாங்கப்படி அமையும்.',
  residenceCleared: 'சேமிக்கப்பட்டது. இனி உங்கள் பலன்கள் மீண்டும் பிறந்த ஊரின் பஞ்சாங்கப்படி அமையும்.',
  lunarMonthInvalid: 'பூர்ணிமாந்தம், அமாவாஸ்யாந்தம் அல்லது உங்கள் பகுதியின் வழக்கம் — இவற்றில் ஒன்றைத் தேர்ந்தெடுங்கள்',
  lunarMonthUpdated: 'சேமிக்கப்பட்டது. இனி சந்திர மாதங்கள் உங்கள் கணக்குப்படி பெயரிடப்படும்.',
};

const residenceMessagesTe: Record<ResidenceMessage, string> = {
  residenceRequired: 'మీరు ఇప్పుడు ఉంటున్న ఊరి పేరు రాయండి',
  residenceTooLong: 'మీరు ఉంటున్న ప్రదేశం పేరు 120 అక్షరాలలోపు ఉండాలి',
  residenceCharacters: 'మీరు ఉంటున్న ప్రదేశం పేరులో అనుమతి లేని అక్షరాలు ఉన్నాయి',
  residencePickAgain: 'మీరు ఉంటున్న ప్రదేశాన్ని సూచనల నుంచి మళ్లీ ఎంచుకోండి',
  residenceNotFound: 'మీరు ఉంటున్న ప్రదేశం మా మ్యాప్‌లో దొరకలేదు. దగ్గరలోని పెద్ద ఊరి పేరు రాయండి.',
  residenceUpdated: 'భద్రపరిచాం. ఇకపై మీ ఫలితాల్లో తేదీలు, సమయాలు మీరు ఉంటున్న ఊరి పంచాంగం ప్రకారం ఉంటాయి.',
  residenceCleared: 'భద్రపరిచాం. ఇకపై మీ ఫలితాలు మళ్లీ మీ జన్మస్థలం పంచాంగం ప్రకారం ఉంటాయి.',
  lunarMonthInvalid: 'పూర్ణిమాంతం, అమావాస్యాంతం లేదా మీ ప్రాంత సంప్రదాయం — వీటిలో ఒకటి ఎంచుకోండి',
  lunarMonthUpdated: 'భద్రపరిచాం. ఇకపై చాంద్రమాన మాసాల పేర్లు మీ పద్ధతిలో ఉంటాయి.',
};

const catalogue = featureMessages(residenceMessages, { hi: residenceMessagesHi, ta: residenceMessagesTa, te: residenceMessagesTe });

/** These messages in `language`. */
export const residenceMessagesIn = catalogue.in;

/** One of these English messages in `language`; any other text comes back unchanged. */
export const localizeResidenceMessage = catalogue.localize;
