/**
 * The Tamil locale: every block writer (the table is exhaustive over the block kinds), every
 * phrase pool, and the values each slot can take, which the grammar test sweeps. Tamil verbs for
 * the respectful நீங்கள் (செய்வீர்கள், இருக்கிறீர்கள்) do not change with the reader's gender, so
 * unlike Hindi no slot carries it.
 */
import { allOf, poolsByName, type Locale } from '../locale';
import { CLOSING_POOLS_TA, CLOSING_SLOTS_TA } from './closing';
import { COMMON_POOLS, commonWriters } from './common';
import { ADVICE_WORDS_TA, DAY_POOLS, dayWriters } from './day';
import { dayAreaWritersTa } from './day-areas';
import {
  COLOUR_TA, DASHA_THEMES_TA, GRAHA_LORE_TA, HOUSE_GOOD_TA, HOUSE_HARD_TA, HOUSE_SHORT_TA, JUPITER_GOCHARA_TA, MOON_OVER_TA, NAKSHATRA_DEITY_TA, NATURE_LORE_TA,
  NODE_AXIS_TA, OBSERVANCE_TA, SATURN_GOCHARA_TA, SIGN_LORE_TA, TARAS_TA, TARA_ADVICE_TA, TITHIS_TA, VARA_FAVOURS_TA, YOGAS_TA, YOGA_TA,
} from './lore';
import { GRAHAS_TA, GRAHA_STEMS_TA, NAKSHATRAS_TA, NamesTa, ORDINALS_TA, SIGNS_TA, WEEKDAYS_TA, signJoinedTa, listTa } from './names';
import { NATAL_POOLS } from './natal-pools';
import { natalWriters } from './natal';
import { READER_AIDS_TA } from './reader-aids';
import { REMEDIES_TA } from './remedies';
import { ALSO_RULES_PLAIN_TA, ALSO_RULES_TA, NATURE_TA } from './lordships';
import { SPAN_POOLS, spanWriters } from './span';
import { BIG_EVENT_POOLS, bigEventWriters } from './big-events';

const grahas = Object.values(GRAHAS_TA);
const signs = SIGNS_TA.map(signJoinedTa);
const times = ['காலை 7:24', 'இரவு 11:59', 'மதியம் 1:05', 'மாலை 6:40'];
const ranges = ['மதியம் 3:05 முதல் 4:29 வரை', 'காலை 11:57 முதல் மதியம் 12:42 வரை'];
const dates = ['24 நவம்பர் 2026', '1 ஜனவரி 2027'];

/** What each slot name stands for; the grammar test fills every template with each of these values. */
const SLOT_VALUES: Record<string, readonly string[]> = {
  name: ['ஆஷா', 'ரோஹன்', 'Priya'], bindus: ['0', '1', '3', '5', '8'],
  sign: signs, sign2: signs, signName: SIGNS_TA, graha: [...grahas, 'குரு, சுக்கிரன் மற்றும் சனி'], graha2: grahas, bare: grahas, grahaOf: ['சூரியனின்', 'சனியின்', 'குருவின்', 'செவ்வாயின்'],
  md: GRAHA_STEMS_TA, ad: GRAHA_STEMS_TA, stem: GRAHA_STEMS_TA, mdName: grahas, adName: grahas,
  from: grahas, fromOf: ['சூரியனின்', 'சந்திரனின்', 'சனியின்'], nfrom: grahas, nfromOf: ['கேதுவின்', 'சுக்கிரனின்', 'புதனின்'],
  lord: ['செவ்வாய் ஆட்சி பெற்றிருக்கிறார்', 'சாஸ்திர விதிவிலக்கு பொருந்துகிறது'],
  house: [...ORDINALS_TA, 'ஆறாம் வீட்டுக்கு (ஒன்பதாம் வீட்டுக்கும்)'], house2: ORDINALS_TA, nak: NAKSHATRAS_TA, star: NAKSHATRAS_TA,
  good: allOf(HOUSE_GOOD_TA), hard: allOf(HOUSE_HARD_TA), short: allOf(HOUSE_SHORT_TA),
  themes: [...allOf(DASHA_THEMES_TA), ...allOf(HOUSE_SHORT_TA), ...Object.values(GRAHA_LORE_TA).flatMap((g) => [...g.karakas, ...g.gifts, g.lesson]), ...SIGN_LORE_TA.flatMap((l) => [...l.nature, ...l.careers, ...l.love, l.body]), ...Object.values(YOGA_TA).flatMap((y) => y.gives), 'லக்னத்திலிருந்தும் சந்திரனிலிருந்தும்'],
  effect: [...Object.values(JUPITER_GOCHARA_TA), ...Object.values(SATURN_GOCHARA_TA), ...Object.values(NODE_AXIS_TA)],
  over: Object.values(MOON_OVER_TA), advice: TARA_ADVICE_TA, tara: TARAS_TA.map((t) => t.name), meaning: TARAS_TA.map((t) => t.meaning),
  gloss: [...Object.values(NATURE_LORE_TA).map((n) => n.gloss), 'நந்தா', 'பூர்ணா'], deity: NAKSHATRA_DEITY_TA,
  favours: [...Object.values(NATURE_LORE_TA).flatMap((n) => n.favours), ...allOf(VARA_FAVOURS_TA)],
  time: times, time2: times, start: times, end: [...times, '20 டிசம்பர் 2027'], ownEnd: ['6 ஜனவரி 2029'], ownLevel: ['திசை', 'புக்தி'],
  nalla: [ranges[0]!, listTa(ranges)], rahu: ranges, yama: ranges, gulika: ranges, abhijit: ranges,
  date: dates, date2: dates, day: ['24 நவம்பர், செவ்வாய்க்கிழமை'], weekday: WEEKDAYS_TA,
  month: ['டிசம்பர் 2026', '24 நவம்பர் – 23 டிசம்பர் 2026'], month2: ['மார்ச் 2027'], span: ['24–30 நவம்பர் 2026', '24 நவம்பர் 2026 – 23 நவம்பர் 2027'],
  inDays: ['இந்த நாளில்', 'இந்த மூன்று நாட்களில்'],
  ...CLOSING_SLOTS_TA, for: ['இன்றைக்கு', 'இந்தக் காலகட்டத்துக்கு', 'வாழ்க்கையின் இந்த அத்தியாயத்துக்கு'],
  obl: ['இன்று', 'இந்த வாரம்', 'இந்த மாதம்', 'இந்த மூன்று மாதங்களில்', 'இந்த ஆண்டு', 'இந்தக் காலகட்டத்தில்', 'வாழ்க்கையின் இந்த அத்தியாயத்தில்'], periodObl: ['இந்த வாரம்', 'இந்த மூன்று மாதங்களில்'],
  whole: ['மாதம் முழுவதும்', 'மூன்று மாதங்களும்'], bhar: ['இந்த மாதம் முழுக்க', 'இந்த ஆண்டு முழுக்க'],
  level: ['திசை', 'புக்தி'], turns: ['வக்கிர கதிக்கு', 'நேர்கதிக்கு'], verb: ['ராசிக்குள் பிரவேசிப்பார்', 'ராசியில் வக்கிரம் அடைவார்', 'ராசிக்கு வக்கிர கதியில் திரும்புவார்'],
  length: ['5 வாரங்கள்', '4 மாதங்கள்', 'சுமார் 2 ஆண்டுகள்', 'காலம் முடியும் வரை'],
  marks: ['தேதி', 'நேரம்'],
  legs: ['14 மார்ச் வரை சிம்ம ராசியில் (உங்கள் ராசிக்கு ஐந்தாம் வீட்டில், நல்ல நிலை), பிறகு 14 மார்ச் முதல் கன்னி ராசியில் (ஆறாம் வீட்டில், கடினமான நிலை)'],
  obs: [...Object.values(OBSERVANCE_TA), 'வளர்பிறை ஏகாதசி', 'சித்திரை மாதப் பிறப்பு'], place: ['சென்னை', 'New York', 'உங்கள் பிறந்த ஊர்'],
  paksha: ['வளர்பிறை', 'தேய்பிறை'], tithi: [...TITHIS_TA, 'பௌர்ணமி', 'அமாவாசை'], tithi2: ['தேய்பிறை பிரதமை', 'வளர்பிறை துவிதியை'], yoga: YOGAS_TA,
  list: ['படிப்பு', 'புதிய வேலை தொடங்குவது, தொலைபேசி அழைப்புகள், சந்திப்புகள் மற்றும் சீக்கிரம் உறங்குவது', ...ADVICE_WORDS_TA, '3 டிசம்பர், 5 டிசம்பர் மற்றும் 9 டிசம்பர்', 'செவ்வாய் மற்றும் சனி'],
  windows: ['30 நவம்பர் காலை 9:42 முதல் 2 டிசம்பர் காலை 11:10 வரை', '26 நவம்பர் இரவு 4:10 வரை மற்றும் 23 டிசம்பர் இரவு 1:00 முதல் காலம் முடியும் வரை'],
  colour: Object.values(COLOUR_TA), number: ['3', '9'],
  remedy: Object.values(REMEDIES_TA).flatMap((kinds) => Object.values(kinds).flat()),
  lift: ['கூட்டுத்தொழில், வியாபாரம் விஷயங்களில் சந்திரனின் உதவி', 'சாதகமான தாரையின் அருள்', 'உங்கள் ராசிக்கு மூன்றாம் வீட்டில் சனியின் சுப நிலை', 'சுக்கிர திசையின் பலம்'],
  drag: ['செலவு, தூக்கம் விஷயங்களின் சவால்', 'சந்திராஷ்டம நேரம்', 'ராகு திசையின் சவால்', 'பத்திரை (விஷ்டி கரணம்)', 'புதன் புக்தியின் இழுபறி'],
  text: ['கர்ம ஸ்தானம் (தொழிலின் வீடு)', 'லக்னம்', 'பத்தாம் மற்றும் பதினொன்றாம் வீடுகளுக்கு', 'அன்றாட ஒழுங்கு இருந்தால் சிறு உபாதைகள் சிறியதாகவே இருக்கும்', 'குரு உதவுகிறார், சனி பொறுமை கேட்கிறார்', 'செவ்வாய் தோஷம்', 'ஏழரைச் சனி', 'அஷ்டமச் சனி', 'கண்டகச் சனி', 'கஜகேசரி யோகம்', 'அதிதி தேவி', 'நவாம்சம்', 'நீசபங்கம் (நீச நிலையின் நிவர்த்தி)'],
  love: SIGN_LORE_TA.flatMap((l) => l.love), n: ['3', '34'], notes: ['', ' (உச்சம்)', ' (ஆட்சி மற்றும் வக்கிரம்)'],
  seat: ['உங்கள் முதல் வீட்டில்', 'தன் சொந்த ராசியான கடக ராசியில், உங்கள் முதல் வீட்டில்'],
  gain: ['இதனால் இந்த வாய்ப்பு மேலும் வலுப்பெறும்'], each: ['சந்திரன் இங்கே மென்மையான மனமும் மக்களின் அன்பும் தருகிறார், சனி இங்கே பொறுமையும் உறுதியான உழைப்பும் தருகிறார்'],
  stayAt: ['உங்கள் ராசிக்கு எட்டாம் வீட்டில்', 'உங்கள் முதல் வீட்டில்'], where: ['நேராக முதல் வீட்டில் இருக்கிறார்', 'ஐந்தாம் வீட்டில் இருந்து முதல் வீட்டைப் பார்க்கிறார்'],
  houses: ['ஒன்பதாம்', 'ஐந்தாம் மற்றும் பத்தாம்'], nature: [...Object.values(NATURE_TA), 'யோககாரகர் (கேந்திரமான பத்தாம் வீடு, திரிகோணமான ஐந்தாம் வீடு இரண்டுக்கும் அதிபதி)'],
  role: ['பத்தாம் வீட்டு', 'லக்ன', 'அமாத்யகாரகர் (தொழிலின் ஆலோசகக் கிரகம்)'], role2: ['தொழிலின்', 'உடல்நலத்தின்'], verdict: ['பலம் கிடைக்கும்', 'பொறுமை தேவைப்படும்', 'இது உங்களுக்குத் தனிப்பட்ட முறையில் துணை'],
};

export const ta: Locale<NamesTa> = {
  lang: 'ta',
  newNames: () => new NamesTa(),
  writers: { ...dayWriters, ...dayAreaWritersTa, ...spanWriters, ...commonWriters, ...natalWriters, ...bigEventWriters },
  aids: READER_AIDS_TA,
  pools: { ...poolsByName('day', DAY_POOLS), ...poolsByName('span', SPAN_POOLS), ...poolsByName('common', COMMON_POOLS), ...poolsByName('closing', CLOSING_POOLS_TA), ...poolsByName('natal', NATAL_POOLS), ...poolsByName('big-events', BIG_EVENT_POOLS), ...poolsByName('lordships', { alsoRules: ALSO_RULES_TA, alsoRulesPlain: ALSO_RULES_PLAIN_TA }) },
  slotValues: (slot) => SLOT_VALUES[slot] ?? [],
  timeUnknown: (moonSign) => `உங்கள் பிறந்த நேரம் தெரியவில்லை, எனவே இந்தப் பலன் லக்னத்துக்குப் பதிலாக உங்கள் சந்திர ராசியிலிருந்து (${signJoinedTa(SIGNS_TA[moonSign]!)} ராசி) படிக்கப்பட்டுள்ளது, வீடுகளும் சந்திரனிலிருந்தே எண்ணப்பட்டுள்ளன.`,
  caveat: 'ஒன்றைத் தெளிவாகச் சொல்லிவிடுகிறோம்: உங்கள் பிறந்த ஊரைச் சரியாகப் பொருத்த முடியவில்லை, எனவே லக்னமும் அதிலிருந்து எண்ணிய வீடுகளும் தோராயமானவை; சந்திரனிலிருந்து எண்ணியவை சரியானவை.',
};
