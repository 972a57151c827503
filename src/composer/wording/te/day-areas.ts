/**
 * Telugu wording of the daily's four areas with their scores, and of its times: sunrise, sunset,
 * moonrise, the good muhurtas (choghadiya) still ahead and disha shool (దిశ శూల). Written in Telugu
 * from the same blocks as the English, not translated from it.
 */
import type { Pen } from '../pen';
import type { BlockWriters } from '../locale';
import type { Area, AreaReason, AreaVerdict, Tone } from '../../judgement/plan';
import type { NamesTe } from './names';
import { bhava, grahaOfTe, grahaStemTe, listTe, nakshatraTe, rangeTe, tidyTe, timeTe } from './names';
import { TARAS_TE } from './lore';
import { placeTe } from './place-names';

export const AREA_TE: Record<Area, string> = { love: 'ప్రేమ', career: 'ఉద్యోగం', money: 'ధనం', health: 'ఆరోగ్యం' };
const AREA_WORD_TE: Record<Area, string> = { love: 'ప్రేమ విషయం', career: 'ఉద్యోగ విషయం', money: 'ధన విషయం', health: 'ఆరోగ్యం' };
const AREA_HOUSES_TE: Record<Area, string> = { love: 'ఐదవ, ఏడవ', career: 'పదవ, ఆరవ', money: 'రెండవ, పదకొండవ', health: 'మొదటి, ఆరవ, ఎనిమిదవ' };

export const AREA_POOLS_TE = {
  dayScore: [
    'ఈ రోజు మార్కు: 5కి {score}, {tone}, ఎందుకంటే {why}.',
    '[రోజు మార్కు|ఈ రోజు మీ మార్కు] 5కి {score}, {tone}: {why}.',
    '5కి {score} మార్కులు, అంటే {tone}; కారణం, {why}.',
  ],
  toneBright: ['పూర్తిగా తోడుండే రోజు', 'మంచి సహకారం ఉన్న రోజు', 'మంచి రోజుల్లో ఒకటి'],
  toneSteady: ['మంచి, నిలకడైన రోజు', 'మీ వైపు మొగ్గిన రోజు', 'పనికొచ్చే గట్టి రోజు'],
  toneMixed: ['మిశ్రమ రోజు, సమయం చూసి నడవండి', 'ఇచ్చిపుచ్చుకోవడం సమానంగా ఉన్న రోజు', 'సమతుల్యమైన రోజు'],
  toneCareful: ['ముందుకు దూకడం కంటే జాగ్రత్తగా నడవాల్సిన రోజు', 'నెమ్మదిగా నడవాల్సిన రోజు', 'పందేలు చిన్నవిగా ఉంచుకోవాల్సిన రోజు'],
  quiet: [
    'ఈ రోజు ఏ గోచారమూ మీ {houses} భావాలను తాకదు, కాబట్టి {word} రోజు తీరుతోనే సాగుతుంది',
    'మీ {houses} భావాలు ఈ రోజు ప్రశాంతంగా ఉన్నాయి, కాబట్టి {word} రోజు తీరునే అనుసరిస్తుంది',
    'ఈ రోజు {word} గురించి ప్రత్యేక సూచన ఏదీ లేదు, అది రోజుతో పాటే సాగుతుంది',
  ],
  counselLow: {
    love: ['మాటలు మృదువుగా ఉంచండి, కష్టమైన చర్చలు మరో రోజుకు ఉంచండి', 'ఆత్మీయులతో ఓపిక పట్టండి, చిన్న విషయాలు వదిలేయండి', 'ఈ రోజు భాగస్వామి మాట ఎక్కువగా వినండి, తక్కువగా చెప్పండి'],
    career: ['కొత్తవి మొదలుపెట్టకుండా పాత పని పూర్తి చేయండి, కార్యాలయంలో ఘర్షణలు మానుకోండి', 'మౌనంగా మీ పని చేసుకోండి, మిగిలిన పనులు పూర్తి చేయండి', 'పై అధికారులతో ఘర్షణ వద్దు, రోజువారీ పనికి కట్టుబడి ఉండండి'],
    money: ['ఖర్చులు, అప్పులు, పందేలు మానుకోండి', 'రిస్కుకు, అప్పుకు దూరంగా ఉండండి', 'షాపింగ్, జూదం ఈ రోజు వాయిదా వేయండి'],
    health: ['ఎక్కువ విశ్రాంతి తీసుకోండి, సాదా భోజనం చేయండి, అతిగా శ్రమించకండి', 'శరీరం మీద ఒత్తిడి పెట్టకండి, త్వరగా నిద్రపోండి', 'భోజనం తేలికగా, శ్రమ పరిమితంగా ఉంచండి'],
  },
  counselMid: {
    love: ['బంధాల్లో సహజత్వం, ఆప్యాయత నిలుపుకోండి', 'పెద్ద వాగ్దానాల కంటే చిన్న శ్రద్ధే పనిచేస్తుంది', 'ఆత్మీయులతో మామూలు, ఆప్యాయమైన రోజు'],
    career: ['చేతిలో ఉన్న పనికి కట్టుబడి ఉండండి', 'నిర్ణయించుకున్న పనే బాగా సాగుతుంది', 'ప్రణాళిక ప్రకారం పని చేయండి, పెద్ద అడుగులు తర్వాత'],
    money: ['ఖర్చులు ప్రణాళిక లోపల ఉంచండి', 'బడ్జెట్‌లో ఉంటే డబ్బు వ్యవహారాలు బాగుంటాయి', 'రోజువారీ లెక్కలు బాగున్నాయి, జూదానికి దూరంగా ఉండండి'],
    health: ['భోజనం, నిద్ర క్రమంగా ఉంచండి', 'క్రమమైన దినచర్య మిమ్మల్ని బాగుంచుతుంది', 'భోజనం, విశ్రాంతిలో మీ క్రమం కొనసాగించండి'],
  },
  counselHigh: {
    love: ['మధురమైన మాటలు పనిచేస్తాయి', 'భాగస్వామితో లేదా కుటుంబంతో గడిపిన సమయం ఫలిస్తుంది', 'ఈ రోజు ఆప్యాయతకు ఆప్యాయతే బదులుగా దొరుకుతుంది'],
    career: ['శ్రద్ధగా చేసిన పని గుర్తింపు పొందుతుంది', 'ఈ రోజు మీ పని బాగా కనిపిస్తుంది', 'పనిలో పెట్టిన శ్రమకు ఫలితం దక్కుతుంది'],
    money: ['క్రమమైన ఆదాయం సులువుగా వస్తుంది', 'సంపాదన, బాకీలు సులువుగా చేతికి వస్తాయి', 'ఆగిన లేదా సంపాదించిన డబ్బు సులువుగా చేతికి అందుతుంది'],
    health: ['శక్తి బాగుంది, దాన్ని సరిగ్గా వాడుకోండి', 'ఉత్సాహం పెరిగింది; వ్యాయామం, నడక చేయండి', 'ఈ రోజు శరీరంలో నిండుగా శక్తి ఉంటుంది'],
  },
  sun: ['{place}లో సూర్యోదయం {rise}కి, సూర్యాస్తమయం {set}కి', '{place}లో సూర్యుడు {rise}కి ఉదయించి {set}కి అస్తమిస్తాడు', 'ఈ రోజు {place}లో సూర్యోదయం {rise}, సూర్యాస్తమయం {set}'],
  /** On a Rikta tithi or Amavasya the good hours are not offered for starting things. */
  choghadiyaNoStart: ['{which} శుభ చోఘడియలు{past}, ఇవి ఈ రోజు పనులకే గానీ కొత్త ఆరంభాలకు కాదు: {list}.'],
  choghadiya: ['{which} శుభ చోఘడియలు{past}: {list}.', '{which} మంచి చోఘడియలు{past}: {list}.'],
  // Only on a day whose star, chandrashtama or tithi does not hold starts back.
  choghadiyaStart: ['ముఖ్యమైన పని ఏదైనా మొదలుపెట్టాలంటే {which} శుభ చోఘడియలు{past}: {list}.'],
  disha: [
    'ఈ రోజు దిశ శూల {dir} దిశలో ఉంది: ఆ దిశగా ప్రయాణం మొదలుపెట్టకండి.',
    'ఈ రోజు దిశ శూల {dir} దిశలో ఉంది, కాబట్టి ఆ వైపు ప్రయాణం ఈ రోజు ఆరంభించకండి.',
    'ఈ రోజు దిశ శూల {dir} దిశలో ఉంది: ఆ వైపు ప్రయాణం మరో రోజుకు ఉంచండి.',
  ],
} as const;

const TONE_POOL_TE: Record<Tone, readonly string[]> = { bright: AREA_POOLS_TE.toneBright, steady: AREA_POOLS_TE.toneSteady, mixed: AREA_POOLS_TE.toneMixed, careful: AREA_POOLS_TE.toneCareful };

export const DIRECTION_TE = { east: 'తూర్పు', west: 'పడమర', north: 'ఉత్తర', south: 'దక్షిణ' } as const;

const CHOGHADIYA_TE = { Amrit: 'అమృత', Shubh: 'శుభ', Labh: 'లాభ', Char: 'చర' } as const;

function reasonTe(r: AreaReason): string {
  switch (r.key) {
    case 'tara': {
      const t = TARAS_TE[r.tara - 1]!;
      // A star that holds only part of the day is named with its hours: the day has two.
      const nak = nakshatraTe(r.nakshatra);
      if (!r.start && !r.end) return `ఈ రోజు నక్షత్రం ${nak} మీకు ${t.name} తార (${t.meaning})`;
      const hours = r.start && r.end ? `${timeTe(r.start)} నుండి ${timeTe(r.end)} వరకు` : r.start ? `${timeTe(r.start)} నుండి` : `${timeTe(r.end!)} వరకు`;
      return `${hours} ఉండే ${nak} నక్షత్రం మీకు ${t.name} తార (${t.meaning})`;
    }
    case 'chandra-bala':
      return r.good ? `చంద్రుడు మీ జన్మ రాశి నుండి ${bhava(r.house)} భావంలో బలంగా ఉన్నాడు (చంద్రబలం)` : `జన్మ రాశి నుండి ${bhava(r.house)} భావంలో చంద్రునికి బలం లేదు (చంద్రబలం)`;
    case 'chandrashtama':
      return 'చంద్రుడు మీ జన్మ రాశి నుండి ఎనిమిదవ భావంలో ఉన్నాడు (చంద్రాష్టమం)';
    case 'moon-in-house':
      return r.good ? `చంద్రుడు మీ ${bhava(r.house)} భావానికి బలం ఇస్తున్నాడు` : `చంద్రుడు మీ ${bhava(r.house)} భావం మీద ఒత్తిడి పెడుతున్నాడు`;
    case 'dasha-lord':
      return `మీ ${r.level === 'mahadasha' ? 'మహాదశ' : 'అంతర్దశ'} నాథుడు, ${bhava(r.house)} భావంతో సంబంధం ఉన్న ${grahaStemTe(r.graha)} గ్రహం, మీ జాతకంలో ${r.good ? 'బలంగా' : 'బలహీనంగా'} ఉన్నాడు`;
    case 'moon-over':
      return `చంద్రుడు మీ ${bhava(r.house)} భావంలో ఉన్న జన్మ ${grahaOfTe(r.graha)} మీదుగా వెళ్తున్నాడు`;
    case 'panchang':
      return r.good ? 'పంచాంగంలోని యోగం, కరణం రోజుకు అనుకూలంగా ఉన్నాయి' : 'పంచాంగంలోని యోగం లేదా కరణం రోజుకు అనుకూలంగా లేదు';
  }
}

/** An area's own reasons (or that nothing touches it) and its counsel, as one Telugu sentence. */
export function areaLineTe(a: AreaVerdict, pen: Pen): string {
  const level = a.score <= 2 ? AREA_POOLS_TE.counselLow : a.score === 3 ? AREA_POOLS_TE.counselMid : AREA_POOLS_TE.counselHigh;
  const why = a.reasons.length ? listTe(a.reasons.map(reasonTe)) : pen.say(AREA_POOLS_TE.quiet, { houses: AREA_HOUSES_TE[a.area], word: AREA_WORD_TE[a.area] }, false);
  return tidyTe(`${why}; ${pen.pick(level[a.area])}.`);
}

export function dayScoreLineTe(score: number, tone: Tone, shared: readonly AreaReason[], pen: Pen): string {
  return tidyTe(pen.say(AREA_POOLS_TE.dayScore, { score: String(score), tone: pen.pick(TONE_POOL_TE[tone]), why: listTe(shared.map(reasonTe)) }, false));
}

export const dayAreaWritersTe: Pick<BlockWriters<NamesTe>, 'day-areas' | 'day-times'> = {
  'day-areas': (b, ctx) => {
    const lines = [dayScoreLineTe(b.dayScore, b.tone, b.shared, ctx.pen)];
    // The four areas are a list: items without a stop of their own, the last one closing it.
    b.areas.forEach((a, i) => lines.push(`${AREA_TE[a.area]} ${a.score}/5: ${areaLineTe(a, ctx.pen).replace(/\.$/, i === b.areas.length - 1 ? '.' : '')}`));
    return { text: lines.join('\n'), join: 'paragraph' };
  },

  'day-times': (b, ctx) => {
    const { pen } = ctx;
    // The times as lists more than prose: the Sun and Moon with disha shool, then the good choghadiya.
    const parts: string[] = [];
    const sun = b.sunrise && b.sunset ? pen.say(AREA_POOLS_TE.sun, { place: placeTe(b.place), rise: timeTe(b.sunrise), set: timeTe(b.sunset) }, false) : `${placeTe(b.place)}లో ఈ రోజు సూర్యుడు ఉదయించడం, అస్తమించడం రెండూ జరగవు`;
    const moon = b.moonrise ? `చంద్రోదయం ${b.moonrise.nextDay ? 'అర్ధరాత్రి దాటాక ' : ''}${timeTe(b.moonrise.time)}కి` : 'మరుసటి సూర్యోదయం లోపు చంద్రోదయం లేదు';
    parts.push(`${sun}, ${moon}`);
    const window = (w: (typeof b.choghadiya)[number]) => `${CHOGHADIYA_TE[w.name]} ${rangeTe(w.start, w.end)}${w.travel ? ' (ప్రయాణానికి)' : ''}`;
    const day = b.choghadiya.filter((w) => !w.night).map(window);
    const night = b.choghadiya.filter((w) => w.night).map(window);
    const notes = [
      b.askedAt ? `మీరు ${timeTe(b.askedAt)}కి అడిగారు, అంతకు ముందటి చోఘడియలు గడిచిపోయాయి` : '',
      b.inKaal ? 'రాహుకాలం, యమగండం, గుళిక కాలంలో పడేవి వదిలేశాము' : '',
      b.travel ? '' : 'ఈ రోజు ప్రయాణానికి సూచన లేదు, కాబట్టి చర చోఘడియ వదిలేశాము',
    ].filter(Boolean);
    const past = notes.length ? ` (${notes.join('; ')})` : '';
    if (day.length || night.length) {
      const list = [day.length ? listTe(day) : '', night.length ? `సూర్యాస్తమయం తర్వాత ${listTe(night)}` : ''].filter(Boolean).join(', ');
      parts.push(tidyTe(pen.say(b.barsBeginnings ? AREA_POOLS_TE.choghadiyaNoStart : b.starts ? [...AREA_POOLS_TE.choghadiya, ...AREA_POOLS_TE.choghadiyaStart] : AREA_POOLS_TE.choghadiya, { which: b.askedAt ? 'ఈ రోజు మిగిలిన' : 'ఈ రోజు', past, list }, false)).replace(/\.$/, ''));
    } else {
      parts.push(`ఈ రోజు శుభ చోఘడియ ఏదీ మిగిలి లేదు${past}`);
    }
    // Two sentences, so the paragraph stays short enough for a phone: the Sun, Moon and disha shool, then the windows.
    const disha = pen.say(AREA_POOLS_TE.disha, { dir: DIRECTION_TE[b.dishaShool] }, false).replace(/\.$/, '');
    return { text: `${parts[0]}; ${disha}. ${parts[1]}.`, join: 'paragraph' };
  },
};
