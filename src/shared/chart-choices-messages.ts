// The messages of the chart choices (ayanamsa, node, chart style), in each language: only the
// profile's card and the server need them.
import { featureMessages } from './feature-messages';

export const chartChoicesMessages = {
  ayanamsaInvalid: 'Please choose Lahiri, Raman, Krishnamurti (KP) or True Chitrapaksha',
  nodeInvalid: 'Please choose the mean node or the true node',
  chartStyleInvalid: 'Please choose the North Indian or the South Indian chart',
  chartChoicesUpdated: 'Saved. Your chart, readings and matches now use these choices.',
} as const;

type ChartChoicesMessage = keyof typeof chartChoicesMessages;

const chartChoicesMessagesHi: Record<ChartChoicesMessage, string> = {
  ayanamsaInvalid: 'कृपया लाहिड़ी, रमन, कृष्णमूर्ति (केपी) या सत्य चित्रापक्ष में से एक अयनांश चुनें',
  nodeInvalid: 'कृपया राहु-केतु के लिए मध्यम पात या स्पष्ट पात चुनें',
  chartStyleInvalid: 'कृपया उत्तर भारतीय या दक्षिण भारतीय कुंडली चुनें',
  chartChoicesUpdated: 'सहेज लिया। अब आपकी कुंडली, राशिफल और मिलान इन्हीं विकल्पों से बनेंगे।',
};

const chartChoicesMessagesTa: Record<ChartChoicesMessage, string> = {
  ayanamsaInvalid: 'லாஹிரி, ராமன், கிருஷ்ணமூர்த்தி (கே.பி.) அல்லது உண்மைச் சித்ரபட்சம் — இவற்றில் ஒரு அயனாம்சத்தைத் தேர்ந்தெடுங்கள்',
  nodeInvalid: 'ராகு–கேதுவுக்கு சராசரி நிலையையோ உண்மை நிலையையோ தேர்ந்தெடுங்கள்',
  chartStyleInvalid: 'வட இந்திய அல்லது தென்னிந்திய ஜாதகக் கட்டத்தைத் தேர்ந்தெடுங்கள்',
  chartChoicesUpdated: 'சேமிக்கப்பட்டது. இனி உங்கள் ஜாதகம், பலன்கள், பொருத்தம் எல்லாம் இந்தத் தேர்வுகளின்படி கணிக்கப்படும்.',
};

const chartChoicesMessagesTe: Record<ChartChoicesMessage, string> = {
  ayanamsaInvalid: 'లాహిరి, రామన్, కృష్ణమూర్తి (కె.పి.) లేదా నిజ చిత్రపక్ష — వీటిలో ఒక అయనాంశను ఎంచుకోండి',
  nodeInvalid: 'రాహు–కేతువులకు సగటు స్థానం లేదా నిజ స్థానం ఎంచుకోండి',
  chartStyleInvalid: 'ఉత్తర భారత లేదా దక్షిణ భారత జాతక చక్రాన్ని ఎంచుకోండి',
  chartChoicesUpdated: 'భద్రపరిచాం. ఇకపై మీ జాతకం, ఫలితాలు, పొంతనలు ఈ ఎంపికలతోనే లెక్కిస్తాం.',
};

const catalogue = featureMessages(chartChoicesMessages, { hi: chartChoicesMessagesHi, ta: chartChoicesMessagesTa, te: chartChoicesMessagesTe });

/** These messages in `language`. */
export const chartChoicesMessagesIn = catalogue.in;

/** One of these English messages in `language`; any other text comes back unchanged. */
export const localizeChartChoicesMessage = catalogue.localize;
