/**
 * The Telugu locale: every block writer (the table is exhaustive over the block kinds), every
 * phrase pool, and the values each slot can take, which the grammar test sweeps. The reader is
 * addressed as మీరు, whose verbs do not change with gender, so no gender slot exists.
 */
import { allOf, poolsByName, type Locale } from '../locale';
import { CLOSING_POOLS_TE, CLOSING_SLOTS_TE } from './closing';
import { COMMON_POOLS, commonWriters } from './common';
import { ADVICE_WORDS_TE, DAY_POOLS, dayWriters } from './day';
import { AREA_POOLS_TE, dayAreaWritersTe } from './day-areas';
import {
  COLOUR_TE, DASHA_THEMES_TE, GRAHA_LORE_TE, HOUSE_GOOD_TE, HOUSE_HARD_TE, HOUSE_SHORT_TE, JUPITER_GOCHARA_TE, MOON_OVER_TE, NAKSHATRA_DEITY_TE, NATURE_LORE_TE,
  NODE_AXIS_TE, OBSERVANCE_TE, SATURN_GOCHARA_TE, SIGN_LORE_TE, TARAS_TE, TARA_ADVICE_TE, TITHIS_TE, VARA_FAVOURS_TE, YOGAS_TE, YOGA_TE,
} from './lore';
import { GRAHAS_TE, GRAHA_OF_TE, GRAHA_STEM_TE, NAKSHATRAS_TE, NamesTe, ORDINALS_TE, SIGNS_TE, WEEKDAYS_TE, listTe } from './names';
import { READER_AIDS_TE } from './reader-aids';
import { REMEDIES_TE } from './remedies';
import { ALSO_RULES_PLAIN_TE, ALSO_RULES_TE, NATURE_TE } from './lordships';
import { BIG_EVENT_POOLS, bigEventWriters } from './big-events';
import { NATAL_POOLS, natalWriters } from './natal';
import { SPAN_POOLS, spanWriters } from './span';

const grahas = Object.values(GRAHAS_TE);
const stems = Object.values(GRAHA_STEM_TE);
const phrases = [...allOf(HOUSE_GOOD_TE), ...allOf(HOUSE_HARD_TE), ...allOf(HOUSE_SHORT_TE)];
const times = ['ఉదయం 7:24', 'రాత్రి 11:59', 'మధ్యాహ్నం 1:05', 'సాయంత్రం 6:40', 'తెల్లవారుజాము 4:10'];
const ranges = ['మధ్యాహ్నం 3:05 నుండి 4:29 వరకు', 'ఉదయం 11:57 నుండి మధ్యాహ్నం 12:42 వరకు'];
const dates = ['24 నవంబర్ 2026', '1 జనవరి 2027'];

/** What each slot name stands for; the grammar test fills every template with each of these values. */
const SLOT_VALUES: Record<string, readonly string[]> = {
  name: ['ఆశా', 'రోహన్'],
  bindus: ['0', '1', '3', '5', '8'],
  sign: SIGNS_TE, sign2: SIGNS_TE, graha: [...grahas, 'గురువు, శుక్రుడు మరియు శని'], graha2: grahas, bare: grahas, bareOf: Object.values(GRAHA_OF_TE), md: stems, ad: stems,
  from: grahas, fromOf: Object.values(GRAHA_OF_TE), nfrom: grahas, nfromOf: Object.values(GRAHA_OF_TE),
  house: ORDINALS_TE, house2: ORDINALS_TE, nak: NAKSHATRAS_TE, star: NAKSHATRAS_TE,
  good: allOf(HOUSE_GOOD_TE), hard: allOf(HOUSE_HARD_TE), short: allOf(HOUSE_SHORT_TE),
  themes: [...allOf(DASHA_THEMES_TE), ...phrases, ...Object.values(GRAHA_LORE_TE).flatMap((g) => [...g.karakas, ...g.gifts, g.lesson]), ...SIGN_LORE_TE.flatMap((l) => [...l.nature, ...l.careers, ...l.love, l.body]), ...Object.values(YOGA_TE).flatMap((y) => y.gives)],
  effect: [...Object.values(JUPITER_GOCHARA_TE), ...Object.values(SATURN_GOCHARA_TE), ...Object.values(NODE_AXIS_TE)],
  over: Object.values(MOON_OVER_TE), advice: TARA_ADVICE_TE, tara: TARAS_TE.map((t) => t.name), meaning: TARAS_TE.map((t) => t.meaning),
  gloss: Object.values(NATURE_LORE_TE).map((n) => n.gloss), deity: NAKSHATRA_DEITY_TE,
  favours: [...Object.values(NATURE_LORE_TE).flatMap((n) => n.favours), ...allOf(VARA_FAVOURS_TE)],
  time: times, time2: times, start: times, end: [...times, '20 డిసెంబర్ 2027'], ownEnd: ['6 జనవరి 2029'], ownLevel: ['మహాదశ', 'అంతర్దశ'], nalla: [ranges[0]!, listTe(ranges)], rahu: ranges, yama: ranges, gulika: ranges, abhijit: ranges,
  date: dates, date2: dates, day: ['మంగళవారం, 24 నవంబర్'], weekday: WEEKDAYS_TE,
  month: ['డిసెంబర్ 2026', '24 నవంబర్ – 23 డిసెంబర్ 2026'], month2: ['మార్చి 2027'], span: ['24–30 నవంబర్ 2026', '24 నవంబర్ 2026 – 23 నవంబర్ 2027'],
  ...CLOSING_SLOTS_TE, for: ['ఈ రోజుకు', 'ఈ దశకు', 'జీవితంలోని ఈ అధ్యాయానికి'],
  obl: ['ఈ రోజు', 'ఈ వారం', 'ఈ నెల', 'ఈ త్రైమాసికంలో', 'ఈ సంవత్సరం', 'ఈ దశలో', 'జీవితంలోని ఈ అధ్యాయంలో'],
  level: ['మహాదశ', 'అంతర్దశ'],
  marks: ['ఈ తేదీలను బట్టి', 'ఈ ఘడియలను బట్టి'],
  legs: ['14 మార్చి వరకు సింహంలో (మీ రాశి నుండి ఐదవ భావంలో, మంచి స్థానం), తర్వాత 14 మార్చి నుండి కన్యలో (ఆరవ భావంలో, కష్ట స్థానం)'],
  obs: [...Object.values(OBSERVANCE_TE), 'కార్తీక శుక్ల ఏకాదశి', 'మేషం సంక్రమణం'], place: ['హైదరాబాద్', 'New York', 'మీ జన్మస్థలం'],
  paksha: ['శుక్ల', 'బహుళ', ''], tithi: [...TITHIS_TE, 'పౌర్ణమి', 'అమావాస్య'], tithi2: ['బహుళ పాడ్యమి', 'శుక్ల విదియ'], yoga: YOGAS_TE,
  list: ['చదువు', 'కొత్త పని మొదలుపెట్టడం, ఫోన్లు, సమావేశాలు మరియు త్వరగా నిద్రపోవడం', ...ADVICE_WORDS_TE, 'కుజుడు మరియు శని'],
  colour: Object.values(COLOUR_TE), number: ['3', '9'],
  remedy: Object.values(REMEDIES_TE).flatMap((kinds) => Object.values(kinds).flat()),
  lift: ['సమావేశాలు, వ్యాపారం విషయాల్లో చంద్రుని సహాయం', 'అనుకూల తార అనుగ్రహం', 'మీ రాశి నుండి మూడవ భావంలో శని శుభ స్థితి', 'శుక్ర మహాదశ బలం'],
  drag: ['ఖర్చులు, నిద్ర విషయాల సవాలు', 'చంద్రాష్టమం', 'రాహు మహాదశ సవాలు', 'భద్ర (విష్టి కరణం)', 'బుధ అంతర్దశ ఒత్తిడి'],
  houses: ['తొమ్మిదవ భావానికి', 'ఐదవ మరియు పదవ భావాలకు'], nature: Object.values(NATURE_TE),
  score: ['1', '3', '5'], tone: [...AREA_POOLS_TE.toneBright, ...AREA_POOLS_TE.toneCareful], why: ['చంద్రుడు మీ పదవ భావానికి బలం ఇస్తున్నాడు'],
  word: ['ప్రేమ విషయం', 'ఆరోగ్యం'], rise: times, set: times, which: ['ఈ రోజు', 'ఈ రోజు మిగిలిన'], past: ['', ' (రాహుకాలం, యమగండం, గుళిక కాలంలో పడేవి వదిలేశాము)'],
  dir: ['తూర్పు', 'ఉత్తర'], turns: ['వక్రిస్తాడు', 'ఋజుగతికి వస్తాడు'], verb: ['ప్రవేశిస్తాడు', 'వక్రిస్తాడు', 'వక్రగతిలో తిరిగి వస్తాడు'],
  length: ['5 వారాల పాటు', '4 నెలల పాటు', 'సుమారు 2 సంవత్సరాల పాటు', 'ఈ కాలం ముగిసే వరకు'], periodObl: ['ఈ వారం', 'ఈ త్రైమాసికంలో'], whole: ['నెలంతా', 'ఈ మూడు నెలలూ'],
  inDays: ['ఆ రోజు', 'ఈ మూడు రోజుల్లో'], windows: ['30 నవంబర్ ఉదయం 9:42 నుండి 2 డిసెంబర్ ఉదయం 11:10 వరకు', '26 నవంబర్ తెల్లవారుజాము 4:10 వరకు మరియు 23 డిసెంబర్ రాత్రి 1:00 నుండి ఈ కాలం ముగిసే వరకు'],
  role: ['పదవ భావానికి', 'లగ్నానికి', 'అమాత్యకారకుడు (వృత్తికి సలహాదారు అయిన గ్రహం)'], role2: ['వృత్తి', 'వివాహ', 'ఆరోగ్య'],
  notes: ['', ' (ఉచ్ఛలో)', ' (స్వక్షేత్రంలో మరియు వక్రంలో)'], seat: ['మీ మొదటి భావం', 'తన సొంత రాశి కర్కాటకంలో, మీ మొదటి భావం'],
  each: ['చంద్రుడు ఇక్కడ మృదువైన మనసు, జనాభిమానం ఇస్తాడు; శని ఇక్కడ ఓపిక, నిలకడైన శ్రమ ఇస్తాడు'], where: ['సరిగ్గా మొదటి భావంలో ఉన్నాడు', 'ఐదవ భావంలో ఉండి అక్కడి నుండి మొదటి భావాన్ని చూస్తున్నాడు'],
  verdict: ['బలం చేకూరుతుంది', 'ఓపిక అవసరం', 'ఇది మీకు వ్యక్తిగతంగా అండ'], love: SIGN_LORE_TE.flatMap((l) => l.love), stayAt: ['మీ రాశి నుండి ఎనిమిదవ భావంలో', 'మీ మొదటి భావంలో'],
  gain: ['దీనితో ఈ అవకాశం మరింత బలపడుతుంది'], lord: ['కుజుడు స్వక్షేత్రంలో ఉన్నాడు', 'శాస్త్రీయ మినహాయింపు వర్తిస్తుంది'],
  text: ['ఏలినాటి శని', 'అష్టమ శని', 'అర్ధాష్టమ శని', 'తొమ్మిదవ భావానికి', 'ఐదవ మరియు పదవ భావాలకు', 'కర్మ భావం (కర్మల ఇల్లు)', 'లగ్నం', 'కుజ దోషం', 'గజకేసరి యోగం', 'అదితి', 'గురువు తోడు ఉంది, కానీ శని నడక నెమ్మదిగా, కఠినంగా ఉంది', 'శని గ్రహం పదవ భావానికి అధిపతి'], n: ['3', '19', '34'], subject: ['ఈ రోజు', 'ప్రేమ, బంధాల విషయంలో'], to: dates,
};

export const te: Locale<NamesTe> = {
  lang: 'te',
  newNames: () => new NamesTe(),
  writers: { ...dayWriters, ...dayAreaWritersTe, ...spanWriters, ...commonWriters, ...natalWriters, ...bigEventWriters },
  aids: READER_AIDS_TE,
  pools: {
    ...poolsByName('day', DAY_POOLS), ...poolsByName('day-areas', AREA_POOLS_TE), ...poolsByName('common', COMMON_POOLS), ...poolsByName('closing', CLOSING_POOLS_TE),
    ...poolsByName('span', SPAN_POOLS), ...poolsByName('natal', NATAL_POOLS), ...poolsByName('big-events', BIG_EVENT_POOLS),
    ...poolsByName('lordships', { alsoRules: ALSO_RULES_TE, alsoRulesPlain: ALSO_RULES_PLAIN_TE }),
  },
  slotValues: (slot) => SLOT_VALUES[slot] ?? [],
  timeUnknown: (moonSign) => `మీ జన్మ సమయం తెలియదు, కాబట్టి ఈ ఫలితం మీ లగ్నం నుండి కాకుండా మీ చంద్ర రాశి (${SIGNS_TE[moonSign]}) నుండి చెప్పబడింది, భావాలు కూడా చంద్రుని నుండే లెక్కించబడ్డాయి.`,
  caveat: 'ఒక విషయం స్పష్టంగా చెప్పాలి: మీ జన్మస్థలం సరిగ్గా గుర్తించలేకపోయాము, కాబట్టి లగ్నం, దాని నుండి లెక్కించిన భావాలు సుమారుగా ఉన్నాయి; చంద్రుని నుండి లెక్కించినవి సరైనవే.',
};
