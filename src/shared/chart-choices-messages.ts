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

const catalogue = featureMessages(chartChoicesMessages, chartChoicesMessagesHi);

/** These messages in `language`. */
export const chartChoicesMessagesIn = catalogue.in;

/** One of these English messages in `language`; any other text comes back unchanged. */
export const localizeChartChoicesMessage = catalogue.localize;
