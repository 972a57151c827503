/**
 * The Hindi locale: every block writer (the table is exhaustive over the block kinds), every
 * phrase pool, and the values each slot can take, which the grammar test sweeps. The reader's
 * gender is filled into {ge}, {ta} and {ye} so "आप महसूस करेंगे / करेंगी" agrees.
 */
import { allOf, poolsByName, type Locale } from '../locale';
import { CLOSING_POOLS_HI, CLOSING_SLOTS_HI } from './closing';
import { COMMON_POOLS, commonWriters } from './common';
import { ADVICE_WORDS_HI, DAY_POOLS, dayWriters } from './day';
import { dayAreaWritersHi } from './day-areas';
import {
  COLOUR_HI, DASHA_THEMES_HI, GRAHA_LORE_HI, HOUSE_GOOD_HI, HOUSE_HARD_HI, HOUSE_SHORT_HI, JUPITER_GOCHARA_HI, MOON_OVER_HI, NAKSHATRA_DEITY_HI, NATURE_LORE_HI,
  NODE_AXIS_HI, OBSERVANCE_HI, SATURN_GOCHARA_HI, SIGN_LORE_HI, TARAS_HI, TARA_ADVICE_HI, TITHIS_HI, VARA_FAVOURS_HI, YOGAS_HI, YOGA_HI,
} from './lore';
import { GRAHAS_HI, NAKSHATRAS_HI, NamesHi, ORDINALS_HI, SIGNS_HI, WEEKDAYS_HI } from './names';
import { NATAL_POOLS, natalWriters } from './natal';
import { READER_AIDS_HI } from './reader-aids';
import { REMEDIES_HI } from './remedies';
import { ALSO_RULES_HI, ALSO_RULES_PLAIN_HI, NATURE_HI } from './lordships';
import { SPAN_POOLS, spanWriters } from './span';
import { BIG_EVENT_POOLS, bigEventWriters } from './big-events';

const grahas = [...Object.values(GRAHAS_HI), 'गुरु (बृहस्पति)'];
const phrases = [...allOf(HOUSE_GOOD_HI), ...allOf(HOUSE_HARD_HI), ...allOf(HOUSE_SHORT_HI)];
const times = ['सुबह 7:24', 'रात 11:59', 'दोपहर 1:05', 'शाम 6:40'];
const ranges = ['दोपहर 3:05 से 4:29 तक', 'सुबह 11:57 से दोपहर 12:42 तक'];
const dates = ['24 नवंबर 2026', '1 जनवरी 2027'];

/** What each slot name stands for; the grammar test fills every template with each of these values. */
const SLOT_VALUES: Record<string, readonly string[]> = {
  name: ['आशा', 'रोहन'], ge: ['गे', 'गी'], ta: ['ते', 'ती'], ye: ['ए', 'ईं'],
  bindus: ['0', '1', '3', '5', '8'], av: ['अष्टकवर्ग', 'अष्टकवर्ग (जन्म कुंडली से हर राशि को मिलने वाले बल की गिनती)'],
  one: ['सिंह में गुरु के 8 में से 6 बिंदु हैं, इसलिए इनकी मदद पूरी मिलेगी'], two: ['मीन में शनि के 8 में से केवल 2 बिंदु हैं, इसलिए इनका दबाव ज़्यादा महसूस होगा'],
  sign: SIGNS_HI, sign2: SIGNS_HI, graha: [...grahas, 'गुरु, शुक्र और शनि'], graha2: grahas, bare: Object.values(GRAHAS_HI), md: Object.values(GRAHAS_HI), ad: Object.values(GRAHAS_HI),
  from: Object.values(GRAHAS_HI), nfrom: Object.values(GRAHAS_HI), lord: ['मंगल अपनी राशि में हैं', 'शास्त्रीय अपवाद लागू होता है'],
  house: ORDINALS_HI, house2: ORDINALS_HI, nak: NAKSHATRAS_HI, star: NAKSHATRAS_HI,
  good: allOf(HOUSE_GOOD_HI), hard: allOf(HOUSE_HARD_HI), short: allOf(HOUSE_SHORT_HI),
  themes: [...allOf(DASHA_THEMES_HI), ...phrases, ...Object.values(GRAHA_LORE_HI).flatMap((g) => [...g.karakas, ...g.gifts, g.lesson]), ...SIGN_LORE_HI.flatMap((l) => [...l.nature, ...l.careers, ...l.love, l.body]), ...Object.values(YOGA_HI).flatMap((y) => y.gives), 'लग्न और चंद्रमा'],
  effect: [...Object.values(JUPITER_GOCHARA_HI), ...Object.values(SATURN_GOCHARA_HI), ...Object.values(NODE_AXIS_HI)],
  over: Object.values(MOON_OVER_HI), advice: TARA_ADVICE_HI, tara: TARAS_HI.map((t) => t.name), meaning: TARAS_HI.map((t) => t.meaning),
  gloss: [...Object.values(NATURE_LORE_HI).map((n) => n.gloss), 'नंदा', 'पूर्णा'], deity: NAKSHATRA_DEITY_HI,
  favours: [...Object.values(NATURE_LORE_HI).flatMap((n) => n.favours), ...allOf(VARA_FAVOURS_HI)],
  time: times, time2: times, start: times, end: [...times, '20 दिसंबर 2027'], ownEnd: ['6 जनवरी 2029'], ownLevel: ['महादशा', 'अंतर्दशा'], rahu: ranges, yama: ranges, gulika: ranges, abhijit: ranges,
  date: dates, date2: dates, day: ['मंगलवार, 24 नवंबर'], weekday: WEEKDAYS_HI,
  month: ['दिसंबर 2026', '24 नवंबर – 23 दिसंबर 2026'], month2: ['मार्च 2027'], span: ['24–30 नवंबर 2026', '24 नवंबर 2026 – 23 नवंबर 2027'],
  inDays: ['इस दिन', 'इन तीन दिनों में'],
  ...CLOSING_SLOTS_HI, for: ['आज के लिए', 'इस दौर के लिए', 'जीवन के इस अध्याय के लिए'],
  obl: ['आज', 'इस सप्ताह', 'इस महीने', 'इस तिमाही', 'इस साल', 'इस दौर में', 'जीवन के इस अध्याय में'], periodObl: ['इस सप्ताह', 'इस तिमाही'],
  whole: ['पूरे महीने', 'पूरी तिमाही'], bhar: ['महीने भर', 'तिमाही भर'],
  level: ['महादशा', 'अंतर्दशा'], turns: ['वक्री', 'मार्गी'], verb: ['प्रवेश करेंगे', 'वक्री होंगे', 'वक्री होकर लौटेंगे'],
  length: ['5 सप्ताह', '4 महीने', 'लगभग 2 साल', 'अवधि के अंत'],
  marks: ['इन्हीं तारीख़ों', 'इन्हीं घड़ियों'],
  legs: ['14 मार्च तक सिंह में (आपकी राशि से पाँचवें भाव में, अच्छी स्थिति), फिर 14 मार्च से कन्या में (छठे भाव में, कठिन स्थिति)', 'रात 3:36 तक मीन में (आपकी राशि से नौवें भाव में, कठिन स्थिति), फिर रात 3:36 से रात 9:10 तक मेष में (दसवें भाव में, अच्छी स्थिति), फिर रात 9:10 से वृषभ में (ग्यारहवें भाव में, अच्छी स्थिति)'],
  obs: [...Object.values(OBSERVANCE_HI), 'कार्तिक शुक्ल एकादशी', 'मेष संक्रांति'], place: ['मुंबई', 'New York', 'आपके जन्म स्थान'],
  paksha: ['शुक्ल', 'कृष्ण'], tithi: [...TITHIS_HI, 'पूर्णिमा', 'अमावस्या'], tithi2: ['कृष्ण प्रतिपदा', 'शुक्ल द्वितीया'], yoga: YOGAS_HI,
  list: ['पढ़ाई', 'नया काम शुरू करना, फ़ोन और मुलाक़ातें और जल्दी सोना', ...ADVICE_WORDS_HI, '3 दिसंबर, 5 दिसंबर और 9 दिसंबर', 'मंगल और शनि'],
  windows: ['30 नवंबर सुबह 9:42 से 2 दिसंबर सुबह 11:10 तक', '26 नवंबर रात 4:10 तक और 23 दिसंबर रात 1:00 से अवधि के अंत तक'],
  colour: Object.values(COLOUR_HI), number: ['3', '9'],
  remedy: Object.values(REMEDIES_HI).flatMap((kinds) => Object.values(kinds).flat()),
  // factorPhrase's real shapes: a feminine head (मदद, कृपा, स्थिति, ताक़त, चुनौती, घड़ी…), which the summary's and closing's verbs agree with.
  lift: ['मेल-मिलाप और व्यापार में चंद्रमा की मदद', 'अनुकूल तारे की कृपा', 'आपकी राशि से तीसरे भाव में शनि की शुभ स्थिति', 'शुक्र की महादशा की ताक़त'],
  drag: ['ख़र्च और नींद की चुनौती', 'चंद्राष्टम की घड़ी', 'राहु की महादशा की चुनौती', 'भद्रा (विष्टि करण)', 'बुध की अंतर्दशा की खींचतान'],
  text: ['कर्म भाव (कर्म का घर)', 'लग्न', 'दसवें और ग्यारहवें भावों', 'नियमित दिनचर्या रखें तो छोटी तकलीफ़ें छोटी ही रहेंगी', 'गुरु मदद कर रहे हैं, जबकि शनि धीरज माँगते हैं', 'शनि आपके दसवें भाव के स्वामी हैं', 'मांगलिक दोष', 'साढ़ेसाती (चंद्रमा पर शनि के साढ़े सात साल)', 'गजकेसरी योग', 'माता अदिति'],
  love: SIGN_LORE_HI.flatMap((l) => l.love), n: ['3', '34'], notes: ['', ' (उच्च के)', ' (अपनी राशि में और वक्री)'],
  seat: ['आपके पहले भाव', 'अपनी ही राशि कर्क में, आपके पहले भाव'],
  gain: ['जिससे यह अवसर और मज़बूत होता है'], each: ['चंद्रमा यहाँ कोमल मन देते हैं, और शनि यहाँ धीरज देते हैं'], stayAt: ['आपकी राशि से आठवें भाव में', 'आपके पहले भाव में'], where: ['ठीक पहले भाव में हैं', 'पाँचवें भाव में हैं और वहाँ से पहले भाव को देखते हैं'],
  houses: ['नौवें', 'पाँचवें और दसवें'], nature: Object.values(NATURE_HI),
  role: ['दसवें भाव', 'लग्न', 'अमात्यकारक (काम के सलाहकार ग्रह)'], role2: ['करियर', 'सेहत'], verdict: ['बल मिलेगा', 'धीरज की ज़रूरत होगी'],
};

export const hi: Locale<NamesHi> = {
  lang: 'hi',
  newNames: () => new NamesHi(),
  writers: { ...dayWriters, ...dayAreaWritersHi, ...spanWriters, ...commonWriters, ...natalWriters, ...bigEventWriters },
  aids: READER_AIDS_HI,
  pools: { ...poolsByName('day', DAY_POOLS), ...poolsByName('span', SPAN_POOLS), ...poolsByName('common', COMMON_POOLS), ...poolsByName('closing', CLOSING_POOLS_HI), ...poolsByName('natal', NATAL_POOLS), ...poolsByName('big-events', BIG_EVENT_POOLS), ...poolsByName('lordships', { alsoRules: ALSO_RULES_HI, alsoRulesPlain: ALSO_RULES_PLAIN_HI }) },
  slotValues: (slot) => SLOT_VALUES[slot] ?? [],
  timeUnknown: (moonSign) => `आपका जन्म समय पता नहीं है, इसलिए यह रीडिंग आपके लग्न की जगह आपकी चंद्र राशि (${SIGNS_HI[moonSign]}) से पढ़ी गई है, और भाव चंद्रमा से गिने गए हैं।`,
  caveat: 'एक बात साफ़ कह दें: आपके जन्म स्थान का ठीक मिलान नहीं हो सका, इसलिए लग्न और उससे गिने गए भाव अनुमानित हैं; चंद्रमा से गिनी गई बातें सही हैं।',
};
