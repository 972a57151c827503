/**
 * వార, మాస, వార్షిక రాశిఫలం in Telugu: each house's meaning for the span (Phaladeepika ch. 26 on
 * gochara, counted from the Moon sign), as a Telugu astrologer tells a week's, month's or year's
 * outlook. Not a translation of the English; the results are the same, the way of saying them
 * Telugu's own. A graha is the subject of its own verb in the masculine singular (గురువు ఇస్తాడు);
 * a date takes the locative న ("8 డిసెంబర్‌న"), a time its కి ("సాయంత్రం 6:12కి").
 */
import { namesTe } from '../../shared/astro-names/te';
import { isGocharaGood } from '../judgement/classics';
import { observanceTe } from '../wording/te/lore';
import type { ObservanceNaming } from '../../shared/astro-names/observance-name';
import { rashifalTe, AREA } from './words-te';
import type { SpanGraha, SpanPeriod } from './period-sky';
import { standingByHouse, type ChangeWords, type PeriodWords, type StayWords } from './period-words';

/** The Moon for a few days of the week in a house. */
const MOON: Record<number, string> = {
  1: 'మీ అవసరాలు, ఆరోగ్యం ముందు వరుసలో ఉంటాయి',
  2: 'డబ్బు, భోజనం, ఇంటి మాటలు ఆ రోజుల్లో ప్రధానంగా ఉంటాయి',
  3: 'ఫోన్లు, తిరుగుళ్లు, చిన్న ప్రయాణాలు మీకు అనుకూలిస్తాయి',
  4: 'ఇల్లు, తల్లి మిమ్మల్ని పిలుస్తారు, మనసు ఏకాంతం కోరుతుంది',
  5: 'సంతానం, చదువు మనసులో తిరుగుతూ ఉంటాయి, ఆందోళనను అదుపులో ఉంచాలి',
  6: 'విరోధులు వెనక్కి తగ్గుతారు, ఆగిన పనులు పూర్తవుతాయి',
  7: 'జీవిత భాగస్వామి, ఖాతాదారులు, స్పష్టమైన లావాదేవీలు మీలోని మంచిని బయటకు తెస్తాయి',
  8: 'చంద్రాష్టమం మనసును అలసటపరుస్తుంది, కాబట్టి నెమ్మదిగా నడవండి',
  9: 'ఇతరుల మీద ఆధారపడిన ప్రణాళికలు జారవచ్చు, ఒక పెద్దవారి తోడు అండగా నిలుస్తుంది',
  10: 'పనిలో అందరి దృష్టి మీ మీద పడుతుంది, ప్రశంస దక్కుతుంది',
  11: 'లాభాలు, స్నేహితులు, శుభవార్తలు వస్తాయి',
  12: 'ఖర్చు పెరుగుతుంది, నిద్ర మీద శ్రద్ధ అవసరం',
};

const JUPITER: Record<number, string> = {
  1: 'అశాంతి, స్థానచలనం, అదనపు ఖర్చుల యోగం కలిగిస్తాడు',
  2: 'పొదుపును, కుటుంబ శాంతిని కాపాడుతాడు',
  3: 'శ్రమ ఫలితాన్ని నెమ్మది చేస్తాడు, హోదా మార్చవచ్చు',
  4: 'బంధువుల, ఇంటి ఆందోళనలు ఇస్తాడు',
  5: 'సంతానం, చదువు, మంచి సలహాల మీద అనుగ్రహం చూపుతాడు',
  6: 'విరోధులను, చిన్న అనారోగ్యాలను మేల్కొలుపుతాడు',
  7: 'వివాహానికి, భాగస్వామ్యానికి, ఉద్దేశంతో చేసే ప్రయాణాలకు అనుకూలంగా ఉంటాడు',
  8: 'దారిలో దాగిన ఖర్చులు, అడ్డంకులు ఉంచుతాడు',
  9: 'భాగ్యానికి, పెద్దల ఆశీర్వాదానికి తలుపు తెరుస్తాడు',
  10: 'కార్యాలయంలో ఒడిదొడుకులు తెస్తాడు, అహాన్ని పరీక్షిస్తాడు',
  11: 'ఆదాయం పెంచుతాడు, కోరికలు నెరవేరుస్తాడు',
  12: 'డబ్బును ప్రయాణాల వైపు, దూర ప్రాంతాల వైపు తీసుకెళ్తాడు',
};

const SATURN: Record<number, string> = {
  1: 'ఏలినాటి శనిలో మధ్య దశ, అత్యంత బరువైనది, దీని భారం ఆరోగ్యం మీద, ఆత్మవిశ్వాసం మీద పడుతుంది',
  2: 'ఏలినాటి శనిలో చివరి దశ; పొదుపు మీద, మాట మీద ఒత్తిడి ఉంది, కానీ భారం దిగుతోంది',
  3: 'శ్రమకు, ధైర్యానికి, మంచి సహాయకులకు ఫలితం ఇస్తాడు',
  4: 'అర్ధాష్టమ శని, ఇది ఇంటి మీద, మనశ్శాంతి మీద బరువుగా ఉంటుంది',
  5: 'మనసును గంభీరం చేస్తాడు, సంతానం లేదా చదువు గురించి చింత ఇస్తాడు',
  6: 'నిలిచి పోరాడేవారి శత్రువులను ఓడిస్తాడు, అప్పులు తీరుస్తాడు',
  7: 'భాగస్వామ్యాన్ని పరీక్షిస్తాడు, ప్రయాణాలను అలసటగా మారుస్తాడు',
  8: 'అష్టమ శని, కాబట్టి ఆరోగ్యం కాపాడుకోండి, రిస్కుకు దూరంగా ఉండండి',
  9: 'భాగ్యం, పెద్దల సహాయం వేగాన్ని నెమ్మది చేస్తాడు',
  10: 'పని మీద ఆలస్యంగా ఫలితమిచ్చే బాధ్యతలు మోపుతాడు',
  11: 'స్థిరమైన ఆదాయం, నిలిచే స్నేహాలు ఇస్తాడు',
  12: 'ఏలినాటి శనిలో మొదటి దశ, ఇందులో ఖర్చు పెరుగుతుంది, నిద్ర సరిగా పట్టదు',
};

/** Rahu's house; Ketu stands in the seventh from it. */
const RAHU: Record<number, string> = {
  1: 'మీ గురించిన నిర్ణయాలను మసకబారుస్తాడు, ఏడవ భావంలోని కేతువు జీవిత భాగస్వామితో దూరం ఉంచుతాడు',
  2: 'మాటను నిర్లక్ష్యంగా, భోజనాన్ని వేళాపాళా లేకుండా చేస్తాడు, ఎనిమిదవ భావంలోని కేతువు దాగిన విషయాలను పైకి తెస్తాడు',
  3: 'ఫలితం తెచ్చే ధైర్యం ఇస్తాడు, అయితే తొమ్మిదవ భావంలోని కేతువు పాత నమ్మకాలను కదిలిస్తాడు',
  4: 'ఇంటి సుఖాన్ని ఊగిసలాడిస్తాడు, పదవ భావంలోని కేతువు పనిని పరాయిదిగా అనిపింపజేస్తాడు',
  5: 'జూదం వైపు ఆశపెడతాడు, పదకొండవ భావంలోని కేతువు లాభాన్ని ఆగి ఆగి రానిస్తాడు',
  6: 'శత్రువుల మీద, రోగాల మీద పైచేయి సాధిస్తాడు, పన్నెండవ భావంలోని కేతువు మనసును ఏకాంతం వైపు, తీర్థయాత్రల వైపు మళ్లిస్తాడు',
  7: 'భాగస్వామ్యంలో చిక్కులు పెడతాడు, మీ రాశిలోని కేతువు మీ మీదే సందేహం రేపుతాడు',
  8: 'అనుకోని దెబ్బల గురించి హెచ్చరిస్తాడు, రెండవ భావంలోని కేతువు ఇంట్లో కటువు మాటల గురించి',
  9: 'వింత నమ్మకాల వైపు లాగుతాడు, మూడవ భావంలోని కేతువు మౌనంగా ధైర్యం ఇస్తాడు',
  10: 'పనిలో ఆశయాన్ని పెంచుతాడు, నాల్గవ భావంలోని కేతువు పట్టించుకోకపోతే ఇంటి విషయాలను వెనక్కి నెట్టేస్తాడు',
  11: 'పరిచయాల, అపరిచితుల ద్వారా లాభం తెస్తాడు, ఐదవ భావంలోని కేతువు పిల్లల విషయంలో జాగ్రత్త కోరతాడు',
  12: 'డబ్బునూ నిద్రనూ పీల్చేస్తాడు, అయితే ఆరవ భావంలోని కేతువు విరోధులను దూరంగా ఉంచుతాడు',
};

const SUN: Record<number, string> = {
  1: 'స్వభావాన్ని వేడిగా, శరీరాన్ని అలసటగా ఉంచుతాడు',
  2: 'ధనం మీద, కళ్ల మీద ఒత్తిడి పెడతాడు, ఇంట్లో మాటలను కటువు చేస్తాడు',
  3: 'ధైర్యం, విజయం, తోబుట్టువుల సహాయం తెస్తాడు',
  4: 'ఇంటి సుఖాన్ని, మనశ్శాంతిని ఊగిసలాడిస్తాడు',
  5: 'మనసును కలవరపెడతాడు, సంతానం గురించి చింత ఇస్తాడు',
  6: 'శత్రువులనూ రోగాలనూ తరిమేస్తాడు',
  7: 'ప్రయాణాలను అలసటగా చేస్తాడు, భాగస్వామ్యంలో బిగువు తెస్తాడు',
  8: 'అలసట, జ్వరం, ప్రభుత్వ చిక్కులు ఇస్తాడు',
  9: 'పెద్దలతో మనస్పర్థలు, మనసులో నిరుత్సాహం తెస్తాడు',
  10: 'పనిలో విజయం, గౌరవ ప్రతిష్ఠలు ఇస్తాడు',
  11: 'ఆదాయం, గౌరవం, మంచి ఆరోగ్యం ఇస్తాడు',
  12: 'ఖర్చు పెంచుతాడు, ప్రయాణాలకు పంపుతాడు',
};

const DO_WEEK: Record<number, string> = {
  1: 'ఏమి చేయాలి: ఈ వారం ఆరోగ్యానికి మొదటి స్థానం ఇవ్వండి, ఉదయపు నడక, వేళకు భోజనంతో',
  2: 'ఏమి చేయాలి: వారపు బడ్జెట్ వేసుకోండి, కుటుంబంతో కలిసి భోజనం చేయండి',
  3: 'ఏమి చేయాలి: వాయిదా పడుతున్న ఫోన్లు, చిన్న కలయికలు ముగించండి',
  4: 'ఏమి చేయాలి: సాయంత్రాలు ఇంటికి కేటాయించండి, తల్లి యోగక్షేమాలు అడుగుతూ ఉండండి',
  5: 'ఏమి చేయాలి: పిల్లల చదువులో సాయం చేయండి, కాస్త సమయం మీ అభిరుచికి ఇవ్వండి',
  6: 'ఏమి చేయాలి: జాబితాలో పాతబడిన పనిని ముగించండి, వైద్యునితో నిర్ణయించిన కలయికను వాయిదా వేయకండి',
  7: 'ఏమి చేయాలి: మనుషులను కలవండి, స్పష్టమైన ఒప్పందాలు చేసుకోండి, జీవిత భాగస్వామికి సమయం కేటాయించండి',
  8: 'ఏమి చేయాలి: వారాన్ని తేలికగా ఉంచండి, ఇప్పటికే మొదలైన పనులే పూర్తి చేయండి',
  9: 'ఏమి చేయాలి: ఒక పెద్దవారి సలహా తీసుకోండి, గుడికి లేదా గురువు దగ్గరికి వెళ్లండి',
  10: 'ఏమి చేయాలి: వారంలోని అత్యంత ముఖ్యమైన పనిని అధికారుల దృష్టి పడే సమయంలో పెట్టుకోండి',
  11: 'ఏమి చేయాలి: రావలసిన బాకీని గుర్తు చేయండి, సాయం చేసిన స్నేహితులకు కృతజ్ఞత చెప్పండి',
  12: 'ఏమి చేయాలి: తగినంత విశ్రాంతి తీసుకోండి, దానం చేయండి, ఖర్చుకు కళ్లెం వేయండి',
};

const DONT_WEEK: Record<number, string> = {
  1: 'ఏమి చేయకూడదు: క్షణికమైన మూడ్‌ను వారమంతటి నిర్ణయం చేయనివ్వకండి',
  2: 'ఏమి చేయకూడదు: అప్పు ఇవ్వకండి, ఇంటి డబ్బు విషయంలో వాదించకండి',
  3: 'ఏమి చేయకూడదు: ఆత్మవిశ్వాసాన్ని పొరుగువారితో గొడవగా మారనివ్వకండి',
  4: 'ఏమి చేయకూడదు: ఈ వారం భూమి లేదా వాహనం కొనకండి, ఆఫీసు చింతను ఇంటికి తేకండి',
  5: 'ఏమి చేయకూడదు: జూదం ఆడకండి, పిల్లలకు నిలబెట్టుకోలేని మాటలు ఇవ్వకండి',
  6: 'ఏమి చేయకూడదు: అప్పు తీసుకోకండి, పని హడావిడిలో భోజనం మానకండి',
  7: 'ఏమి చేయకూడదు: భాగస్వామి అంగీకారాన్ని ఖాయమని భావించకండి',
  8: 'ఏమి చేయకూడదు: ప్రయాణం, శస్త్రచికిత్స లేదా కొత్త పని మొదలుపెట్టకండి, వాదనలకు దూరంగా ఉండండి',
  9: 'ఏమి చేయకూడదు: మీ ప్రణాళికలను వేరొకరి మాట మీద నిలబెట్టకండి',
  10: 'ఏమి చేయకూడదు: అధికారులతో సమావేశాల్లోకి వ్యక్తిగత చింతలు తీసుకెళ్లకండి',
  11: 'ఏమి చేయకూడదు: స్నేహితుని ఉత్సాహంలో పడి తొందరపాటు కొనుగోళ్లు చేయకండి',
  12: 'ఏమి చేయకూడదు: ఆలోచించకుండా ఖర్చు చేయకండి, అర్ధరాత్రి వరకు మేలుకోకండి',
};

/** Month and year, by the key house: the Sun's for a month, Jupiter's for a year. `{span}` is "నెల" or "సంవత్సరం". */
const DO_LONG: Record<number, string> = {
  1: 'ఏమి చేయాలి: మీ ఆరోగ్యాన్ని, దినచర్యను ఈ {span} మొదటి పనిగా చేసుకోండి',
  2: 'ఏమి చేయాలి: నెమ్మదిగా పొదుపు పెంచుకోండి, ఇంటి భోజనాల బల్ల దగ్గర శాంతి నిలుపుకోండి',
  3: 'ఏమి చేయాలి: చొరవ తీసుకోండి, ఉత్తరప్రత్యుత్తరాలు, దారులు తెరిచే చిన్న ప్రయాణాలు చేయండి',
  4: 'ఏమి చేయాలి: బయటి పరుగుకు ముందు ఇంటి మరమ్మతుల మీద, తల్లి అవసరాల మీద దృష్టి పెట్టండి',
  5: 'ఏమి చేయాలి: సంతానం, చదువు, సృజనాత్మక పనుల్లో సమయం పెట్టండి',
  6: 'ఏమి చేయాలి: అప్పులు తీర్చండి, పెండింగ్ వ్యవహారాలు ముగించండి, ఆరోగ్య నియమం కొనసాగించండి',
  7: 'ఏమి చేయాలి: భాగస్వామ్యాలను బలపరుచుకోండి, ప్రతి ఒప్పందాన్ని అక్షరాలా పాటించండి',
  8: 'ఏమి చేయాలి: బీమా, పొదుపు చేయండి, అనుకోని అవసరం కోసం కొంత పక్కన పెట్టండి',
  9: 'ఏమి చేయాలి: పెద్దల సలహా తీసుకోండి, వీలైతే తీర్థయాత్ర చేయండి',
  10: 'ఏమి చేయాలి: పనిలో ఎత్తైన లక్ష్యం పెట్టుకోండి, ఫలితాలనే మాట్లాడనివ్వండి',
  11: 'ఏమి చేయాలి: పదోన్నతి అడగండి, పరిచయాలు పెంచుకోండి, స్నేహితులను దగ్గరగా ఉంచుకోండి',
  12: 'ఏమి చేయాలి: ప్రయాణాలు, ఖర్చులు ముందే ప్రణాళిక వేసుకోండి, మంచి పనులకు మనసారా దానం చేయండి',
};

const DONT_LONG: Record<number, string> = {
  1: 'ఏమి చేయకూడదు: మీ మీద మీరే అసహనంతో తొందర నిర్ణయాలు తీసుకోకండి',
  2: 'ఏమి చేయకూడదు: ఎవరికీ హామీ ఉండకండి, ఇంట్లో డబ్బు విషయంలో కటువుగా మాట్లాడకండి',
  3: 'ఏమి చేయకూడదు: చిన్న విషయాలకు తోబుట్టువులతో, పొరుగువారితో గొడవ పడకండి',
  4: 'ఏమి చేయకూడదు: కాగితాలు రెండుసార్లు సరిచూడకుండా స్థిరాస్తి పత్రాల మీద సంతకం చేయకండి',
  5: 'ఏమి చేయకూడదు: జూదం ఆడకండి, త్వరిత లాభాల వెంట పరుగెత్తకండి',
  6: 'ఏమి చేయకూడదు: కొత్త అప్పు తీసుకోకండి, మళ్లీ మళ్లీ వచ్చే ఇబ్బందిని నిర్లక్ష్యం చేయకండి',
  7: 'ఏమి చేయకూడదు: ఒప్పందాల్లో తొందరపడకండి, భాగస్వామిని తేలికగా తీసుకోకండి',
  8: 'ఏమి చేయకూడదు: ఆరోగ్యం, వాహనం నడపడం, డబ్బు విషయాల్లో రిస్కు తీసుకోకండి',
  9: 'ఏమి చేయకూడదు: పెద్దల సలహాను కాదనకండి, ఇతరుల మాటల మీద ఆధారపడకండి',
  10: 'ఏమి చేయకూడదు: అధికారులతో ఘర్షణ పడకండి, పనిలో అలసత్వం చూపకండి',
  11: 'ఏమి చేయకూడదు: మునిగిపోతే బాధించేంత అప్పు స్నేహితులకు ఇవ్వకండి',
  12: 'ఏమి చేయకూడదు: ఆదాయానికి మించి ఖర్చు చేయకండి, మార్చలేని వాటి గురించి చింతతో నిద్ర పోగొట్టుకోకండి',
};

const QUARTERS = ['జనవరి నుండి మార్చి', 'ఏప్రిల్ నుండి జూన్', 'జూలై నుండి సెప్టెంబర్', 'అక్టోబర్ నుండి డిసెంబర్'];

const house = (n: number) => `${namesTe.houses[n - 1]} భావం`;
const inHouse = (n: number) => `${namesTe.houses[n - 1]} భావంలో`;
const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} మరియు ${items.at(-1)}`);
/** A month ending in a bare consonant keeps it bare before the locative: 'డిసెంబర్‌న'. */
const month = (m: number) => { const name = namesTe.months[m - 1]!; return name.endsWith('్') ? `${name}\u200c` : name; };
/** "8 డిసెంబర్" takes the locative న in a sentence; a time takes కి ("సాయంత్రం 6:12కి"). */
const on = (when: string) => (/\d:\d{2}$/.test(when) ? `${when}కి` : `${when}న`);
const between = (s: StayWords) => (s.from && s.to ? `${s.from} నుండి ${s.to} వరకు` : s.from ? `${s.from} నుండి` : s.to ? `${s.to} వరకు` : 'కాలమంతా');
const spanWord = (p: SpanPeriod) => ({ weekly: 'వారం', monthly: 'నెల', yearly: 'సంవత్సరం' })[p];
const grahaName = (g: SpanGraha) => namesTe.graha[g];
const helps = (h: number) => `${AREA[h]} విషయాలకు అండగా ఉంటాడు`;
const presses = (h: number) => `${AREA[h]} విషయాల మీద ఒత్తిడి పెడతాడు`;

function change(c: ChangeWords): string {
  const name = grahaName(c.graha);
  const effect = isGocharaGood(c.graha, c.house) ? helps(c.house) : presses(c.house);
  switch (c.kind) {
    case 'enters': return `${on(c.when)} ${name} మీ ${house(c.house)}లోకి వచ్చి ${effect}`;
    case 'returns': return `${on(c.when)} వక్రంలో ఉన్న ${name} వెనక్కి ${house(c.house)}లోకి తిరిగి వచ్చి ${effect}`;
    case 'retrograde': return `${on(c.when)} ${name} ${inHouse(c.house)} వక్రిస్తాడు, అప్పుడు ${AREA[c.house]} విషయాలను మళ్లీ సరిచూసుకోండి`;
    case 'direct': return `${on(c.when)} ${name} ${inHouse(c.house)} ఋజుగతికి వస్తాడు, ${AREA[c.house]} విషయాల్లో అడ్డంకులు తొలగడం మొదలవుతుంది`;
  }
}

/** A festival, fast or Sankranti by its Telugu calendar name. */
export const observanceNameTe = (o: ObservanceNaming): string => observanceTe(o, namesTe.signs);

export const periodTe: PeriodWords = {
  date: (iso, weekday) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    return `${weekday ? `${namesTe.weekdays[day]}, ` : ''}${d} ${month(m)}`;
  },
  dateTime: (iso, hhmm, weekday) => `${periodTe.date(iso, weekday)}, ${rashifalTe.time(hhmm)}`,
  title: (period, name, start, end) => {
    const [y, m, d] = start.split('-').map(Number) as [number, number, number];
    const [y2, m2, d2] = end.split('-').map(Number) as [number, number, number];
    if (period === 'yearly') return `${name} వార్షిక రాశిఫలం ${y}`;
    if (period === 'monthly') return `${name} మాస రాశిఫలం, ${namesTe.months[m - 1]} ${y}`;
    const from = m === m2 ? `${d}` : y === y2 ? `${d} ${namesTe.months[m - 1]}` : `${d} ${namesTe.months[m - 1]} ${y}`;
    return `${name} వార రాశిఫలం, ${from}–${d2} ${namesTe.months[m2 - 1]} ${y2}`;
  },
  verdict: (period, key) => {
    const span = spanWord(period);
    return { favourable: `శుభ ${span}`, mixed: `మిశ్రమ ${span}`, careful: `జాగ్రత్త ${span}` }[key];
  },
  passage: (stays) => {
    const [first, ...rest] = stays;
    const opening = first!.from
      ? `${on(first!.from)} చంద్రుడు మీ ${house(first!.house)}లోకి వస్తాడు, అక్కడ ${MOON[first!.house]}`
      : `వారం ఆరంభంలో చంద్రుడు మీ ${inHouse(first!.house)} ఉన్నాడు, అక్కడ ${MOON[first!.house]}`;
    const moves = rest.map((s) => `${on(s.from!)} అతను ${house(s.house)}లోకి చేరుతాడు, అక్కడ ${MOON[s.house]}`);
    return `${[opening, ...moves].join('; ')}.`;
  },
  keynote: (s) => `${between(s)} చంద్రుడు మీ ${inHouse(s.house)} ఉంటాడు, వారపు అసలు రంగును ఈ రోజులే నిర్ణయిస్తాయి: ${MOON[s.house]}.`,
  slow: (period, j, s, changes) => {
    const base = `ఈ ${spanWord(period)} నేపథ్యంలో మీ ${inHouse(j)} గురువు ${JUPITER[j]}, ${inHouse(s)} శని ${SATURN[s]}`;
    return `${base}.${changes.length ? ` నెమ్మది గ్రహాల్లో ${changes.map(change).join('; ')}.` : ''}`;
  },
  quick: (changes, standing) => {
    if (changes.length) return `వేగంగా నడిచే గ్రహాల్లో ${changes.map(change).join('; ')}.`;
    const said = standingByHouse(standing).map(({ house: h, good, grahas }) => {
      const verb = grahas.length > 1 ? (good ? 'అండగా ఉన్నారు' : 'ఒత్తిడి పెడుతున్నారు') : good ? 'అండగా ఉన్నాడు' : 'ఒత్తిడి పెడుతున్నాడు';
      return `${inHouse(h)} ${list(grahas.map(grahaName))} ${good ? `${AREA[h]} విషయాలకు` : `${AREA[h]} విషయాల మీద`} ${verb}`;
    });
    return `వేగంగా నడిచే గ్రహాలు వారమంతా తమ రాశుల్లోనే నిలిచి ఉన్నాయి: ${said.join('; ')}.`;
  },
  sun: (first, sankranti) =>
    sankranti
      ? `${sankranti.when} వరకు మీ ${inHouse(first)} సూర్యుడు ${SUN[first]}; తర్వాత ${sankranti.name}తో అతను ${house(sankranti.house)}లోకి వచ్చి ${SUN[sankranti.house]}.`
      : `సూర్యుడు నెలంతా మీ ${inHouse(first)} ఉండి ${SUN[first]}.`,
  quickMonth: (items) => `వేగంగా నడిచే గ్రహాల్లో ${items.map(({ graha, startHouse, changes }) => {
    const name = grahaName(graha);
    const opening = `${name} నెల ఆరంభంలో మీ ${inHouse(startHouse)} ఉండి ${isGocharaGood(graha, startHouse) ? helps(startHouse) : presses(startHouse)}`;
    const later = changes.map((c) => {
      const good = isGocharaGood(graha, c.house);
      switch (c.kind) {
        case 'enters': return `${on(c.when)} ${house(c.house)}లోకి వెళ్లి ${good ? helps(c.house) : presses(c.house)}`;
        case 'returns': return `${on(c.when)} వక్రగతిలో ${house(c.house)}లోకి తిరిగి వచ్చి మళ్లీ ${good ? helps(c.house) : presses(c.house)}`;
        case 'retrograde': return `${on(c.when)} వక్రిస్తాడు, అప్పుడు ${AREA[c.house]} విషయాలను మళ్లీ సరిచూసుకోండి`;
        case 'direct': return `${on(c.when)} ఋజుగతికి వస్తాడు, అప్పుడు ${AREA[c.house]} విషయాల్లో అడ్డంకులు తొలగడం మొదలవుతుంది`;
      }
    });
    return `${opening}${later.length ? `, తర్వాత ${list(later)}` : ''}`;
  }).join('; ')}.`,
  yearStays: (graha, stays) => {
    const meaning = graha === 'Jupiter' ? JUPITER : graha === 'Saturn' ? SATURN : RAHU;
    const name = grahaName(graha);
    const said = new Set<number>();
    const clause = (s: StayWords) => {
      const m = said.has(s.house) ? '' : `, అక్కడ ${meaning[s.house]}`;
      said.add(s.house);
      return m;
    };
    const [first, ...rest] = stays;
    const opening = `${name} ${rest.length ? 'సంవత్సర ఆరంభాన్ని' : 'సంవత్సరమంతా'} మీ ${inHouse(first!.house)} గడుపుతాడు${clause(first!)}`;
    const moves = rest.map((s) => `${on(s.from!)} ${s.backwards ? 'వక్రగతిలో తిరిగి ' : ''}${house(s.house)}లోకి వస్తాడు${clause(s)}`);
    return `${[opening, ...moves].join('; ')}.`;
  },
  eclipses: (items) => {
    const one = (e: (typeof items)[number]) => {
      const kind = e.kind === 'solar' ? 'సూర్య గ్రహణం' : 'చంద్ర గ్రహణం';
      const tone = [3, 6, 10, 11].includes(e.house) ? `${AREA[e.house]} విషయాలకు శుభప్రదం` : [1, 8].includes(e.house) ? `${AREA[e.house]} విషయాల మీద బరువు` : `${AREA[e.house]} విషయాలకు మిశ్రమం`;
      return `${e.when} జరిగే ${kind} మీ ${inHouse(e.house)} పడుతుంది, ఇది ${tone}${e.seen ? '; ఇది భారతదేశంలో కనిపిస్తుంది, కాబట్టి దీని సూతకం పాటిస్తారు' : ', అయితే ఇది భారతదేశంలో కనిపించదు'}`;
    };
    return `${items.map(one).join('; ')}.`;
  },
  quarter: (index, best, hardest) => {
    const good = best && `${between(best)} ${inHouse(best.house)} సూర్యుడు ${SUN[best.house]}`;
    const hard = hardest && `${good ? 'అయితే ' : ''}${between(hardest)} ${inHouse(hardest.house)} సూర్యుడు ${SUN[hardest.house]}`;
    return `${QUARTERS[index]}: ${[good, hard].filter(Boolean).join(', ')}.`;
  },
  doThis: (period, h, festivals) =>
    `${period === 'weekly' ? DO_WEEK[h] : DO_LONG[h]!.replace('{span}', spanWord(period))}${festivals.length ? `; ${list(festivals.map((f) => `${f.name} (${f.when})`))} కూడా గుర్తుంచుకోండి` : ''}.`,
  dontThis: (period, h, chandrashtama) => {
    const base = period === 'weekly' ? DONT_WEEK[h]! : DONT_LONG[h]!;
    const days = chandrashtama.map((c) => (c.from && c.to ? `${c.from} నుండి ${c.to} వరకు` : c.from ? `${c.from} నుండి తర్వాతి ${spanWord(period)} వరకు` : `${c.to} వరకు`));
    return `${base}${days.length ? `, చంద్రాష్టమంలో, అంటే ${list(days)}, కొత్త ఆరంభం ఏదీ చేయకండి` : ''}.`;
  },
  lucky: (colour, number, day) => `${day ? `శుభ దినం: ${day}. ` : ''}శుభ వర్ణం: ${colour}. శుభ సంఖ్య: ${number}.`,
};
