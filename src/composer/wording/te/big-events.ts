/**
 * Telugu wording of a window's big events (judgement/big-events.ts), written from the same blocks
 * as the English: one dated sentence each, Saturn's standing over the Moon first. ఏలినాటి శని,
 * అష్టమ శని and అర్ధాష్టమ శని (Saturn fourth from the Moon; కంటక శని for the 7th and 10th) are the
 * names every Telugu reader knows.
 */
import type { BigEvent, Block } from '../../judgement/plan';
import type { BlockWriters } from '../locale';
import { inThrees } from '../clause-groups';
import type { Clause, NamesTe } from './names';
import { SIGNS_TE, bhava, compoundTe, dayMonthYearTe, grahaStemTe } from './names';

export const BIG_EVENT_POOLS = {
  nowSadeSati: [
    'చంద్ర రాశి నుండి {house} భావంలో ({sign}) శని ఉన్నాడు: {text} {short} దశ నడుస్తోంది',
    '{sign}లో, చంద్ర రాశి నుండి {house} భావంలో శని ఉండటంతో మీరు {text} {short} దశలో ఉన్నారు',
  ],
  nowAshtama: [
    'చంద్ర రాశి నుండి ఎనిమిదవ భావంలో ({sign}) శని ఉన్నాడు: ఇది {text}, [ఆరోగ్యం జాగ్రత్తగా చూసుకోండి|రిస్కుకు దూరంగా ఉండండి]',
    '{sign}లో, చంద్ర రాశి నుండి ఎనిమిదవ శని వల్ల {text} నడుస్తోంది',
  ],
  nowKantaka: [
    'చంద్ర రాశి నుండి {house} భావంలో ({sign}) శని ఉన్నాడు: ఇది {text}, {short} విషయాల్లో ఓపిక పట్టండి',
    '{sign}లో, చంద్ర రాశి నుండి {house} భావంలో శని వల్ల {text} నడుస్తోంది, ఇది {short} విషయాల మీద భారం',
  ],
  saturnLeaves: ['శని {date}న {sign} విడుస్తాడు', 'శని {sign} దాటి ముందుకు సాగే {date}న ఈ దశ పూర్తవుతుంది'],
  sadeBegins: ['{date}న శని చంద్ర రాశి నుండి పన్నెండవ భావంలోకి ({sign}) వస్తాడు, {text} [మొదలవుతుంది|ఆరంభమవుతుంది]', 'శని చంద్ర రాశి నుండి పన్నెండవ భావమైన {sign}లోకి వచ్చే {date}న మీ {text} [మొదలవుతుంది|ఆరంభమవుతుంది]'],
  sadeResumes: ['{date}న శని తిరిగి {sign}లోకి, చంద్ర రాశి నుండి పన్నెండవ భావంలోకి వస్తాడు, {text} మొదటి దశ [మళ్లీ నడుస్తుంది|మరోసారి సాగుతుంది]'],
  sadePeak: ['{date}న శని మీ చంద్ర రాశి {sign}లో ప్రవేశిస్తాడు, మీ {text} తారస్థాయికి చేరుతుంది', 'శని మీ చంద్ర రాశి {sign}లోకి వచ్చే {date}న మీ {text} తారస్థాయి దశ [మొదలవుతుంది|ఆరంభమవుతుంది]'],
  sadePeakAgain: ['{date}న శని తిరిగి మీ చంద్ర రాశి {sign}లోకి వస్తాడు, {text} తారస్థాయి దశ [మళ్లీ నడుస్తుంది|మరోసారి సాగుతుంది]'],
  sadeSetting: ['{date}న శని {sign}లోకి, చంద్ర రాశి నుండి రెండవ భావంలోకి వెళ్తాడు: మీ {text} చివరి, దిగుముఖ దశ [మొదలవుతుంది|ఆరంభమవుతుంది]', 'శని చంద్ర రాశి నుండి రెండవ భావమైన {sign}లోకి వెళ్లే {date}న మీ {text} దిగుముఖ, చివరి దశ [మొదలవుతుంది|ఆరంభమవుతుంది]'],
  sadeSettingAgain: ['{date}న శని తిరిగి {sign}లోకి, చంద్ర రాశి నుండి రెండవ భావంలోకి వస్తాడు, {text} దిగుముఖ దశ [మళ్లీ నడుస్తుంది|మరోసారి సాగుతుంది]'],
  sadeEnds: ['{date}న శని {sign}లోకి, చంద్ర రాశి నుండి మూడవ భావంలోకి వెళ్తాడు, మీ {text} పూర్తవుతుంది', 'శని ముందుకు సాగి {sign}లోకి వెళ్లే {date}న మీ {text} పూర్తవుతుంది'],
  ashtamaBegins: ['{date}న శని చంద్ర రాశి నుండి ఎనిమిదవ భావంలోకి ({sign}) వస్తాడు: {text} [మొదలవుతుంది|ఆరంభమవుతుంది]', 'శని చంద్ర రాశి నుండి ఎనిమిదవ భావమైన {sign}లోకి వచ్చే {date}న {text} [మొదలవుతుంది|ఆరంభమవుతుంది]'],
  ashtamaResumes: ['{date}న శని తిరిగి {sign}లోకి, చంద్ర రాశి నుండి ఎనిమిదవ భావంలోకి వస్తాడు, {text} [మళ్లీ నడుస్తుంది|మరోసారి సాగుతుంది]'],
  kantakaBegins: ['{date}న శని చంద్ర రాశి నుండి {house} భావంలోకి ({sign}) వస్తాడు: {text} [మొదలవుతుంది|ఆరంభమవుతుంది], {short} విషయాల మీద భారం', 'శని చంద్ర రాశి నుండి {house} భావంలోకి ({sign}) వచ్చే {date}న {text} [మొదలవుతుంది|ఆరంభమవుతుంది]'],
  kantakaResumes: ['{date}న శని తిరిగి {sign}లోకి, చంద్ర రాశి నుండి {house} భావంలోకి వస్తాడు, {text} [మళ్లీ నడుస్తుంది|మరోసారి సాగుతుంది]'],
  jupiterReturn: ['{date}న గురువు మీ జన్మ సమయంలో ఉన్న {sign}లోకి తిరిగి వస్తాడు: ఇది మీ జాతకంలోని గురువు పునరాగమనం', 'మీ జన్మ జాతకంలో గురువు ఉన్న {sign}లోకి గురువు {date}న తిరిగి వస్తాడు'],
  jupiterReturnAgain: ['{date}న గురువు తిరిగి తన జన్మ రాశి {sign}లోకి వస్తాడు, అతని పునరాగమనం పూర్తవుతుంది'],
  nodeAxis: ['{date}న రాహు కేతువుల అక్షం మారుతుంది: రాహువు {sign}లోకి, కేతువు {sign2}లోకి వెళ్తారు', 'రాహువు, కేతువు {date}న రాశి మారతారు, రాహువు {sign}లోకి, కేతువు {sign2}లోకి'],
  mahadasha: ['{date}న {graha} మహాదశ [మొదలవుతుంది|ఆరంభమవుతుంది]', 'కొత్త మహాదశ {date}న [మొదలవుతుంది|ఆరంభమవుతుంది]: {graha} మహాదశ'],
  antardasha: ['{date}న {graha} అంతర్దశ [మొదలవుతుంది|ఆరంభమవుతుంది]', '{graha} అంతర్దశ {date} నుండి [మొదలవుతుంది|ఆరంభమవుతుంది]'],
} as const;

const P = BIG_EVENT_POOLS;
const SADE_PHASE_TE = { rising: 'మొదటి, ఎక్కుముఖ', peak: 'తారస్థాయి', setting: 'చివరి, దిగుముఖ' } as const;
const KANTAKA_SHORT_TE: Record<number, string> = { 4: 'ఇల్లు, మనశ్శాంతి', 7: 'భాగస్వామ్యం, వివాహం', 10: 'ఉద్యోగం, ప్రతిష్ఠ' };
/** Saturn fourth from the Moon is అర్ధాష్టమ శని in Telugu; seventh and tenth are కంటక శని. */
const kantakaName = (house: number) => (house === 4 ? 'అర్ధాష్టమ శని' : 'కంటక శని');

function clauses(e: BigEvent): Clause[] {
  // Each clause says where Saturn stands from the Moon, which is what the name means: no gloss is added.
  const sade = 'ఏలినాటి శని';
  const ashtama = 'అష్టమ శని';
  switch (e.key) {
    case 'saturn-now': {
      const slots = { sign: SIGNS_TE[e.sign]!, house: bhava(e.house) };
      const first: Clause = e.state === 'sade-sati'
        ? [P.nowSadeSati, { ...slots, text: sade, short: SADE_PHASE_TE[e.house === 12 ? 'rising' : e.house === 1 ? 'peak' : 'setting'] }]
        : e.state === 'ashtama' ? [P.nowAshtama, { ...slots, text: ashtama }]
          : [P.nowKantaka, { ...slots, text: kantakaName(e.house), short: KANTAKA_SHORT_TE[e.house]! }];
      return e.until ? [first, [P.saturnLeaves, { sign: SIGNS_TE[e.sign]!, date: dayMonthYearTe(e.until) }]] : [first];
    }
    case 'sade-sati': {
      const pool = { rising: e.returning ? P.sadeResumes : P.sadeBegins, peak: e.returning ? P.sadePeakAgain : P.sadePeak, setting: e.returning ? P.sadeSettingAgain : P.sadeSetting, end: P.sadeEnds }[e.phase];
      return [[pool, { date: dayMonthYearTe(e.date), sign: SIGNS_TE[e.sign]!, text: sade }]];
    }
    case 'ashtama-shani':
      return [[e.returning ? P.ashtamaResumes : P.ashtamaBegins, { date: dayMonthYearTe(e.date), sign: SIGNS_TE[e.sign]!, text: ashtama }]];
    case 'kantaka-shani':
      return [[e.returning ? P.kantakaResumes : P.kantakaBegins, { date: dayMonthYearTe(e.date), sign: SIGNS_TE[e.sign]!, house: bhava(e.house), text: kantakaName(e.house), short: KANTAKA_SHORT_TE[e.house]! }]];
    case 'jupiter-return':
      return [[e.returning ? P.jupiterReturnAgain : P.jupiterReturn, { date: dayMonthYearTe(e.date), sign: SIGNS_TE[e.sign]! }]];
    case 'node-axis':
      return [[P.nodeAxis, { date: dayMonthYearTe(e.date), sign: SIGNS_TE[e.rahuSign]!, sign2: SIGNS_TE[e.ketuSign]! }]];
    case 'dasha-change':
      return [[e.level === 'mahadasha' ? P.mahadasha : P.antardasha, { date: dayMonthYearTe(e.date), graha: grahaStemTe(e.lord) }]];
  }
}

export const bigEventWriters: Pick<BlockWriters<NamesTe>, 'big-events'> = {
  // As in English: one sentence of clauses, its choices multiplying.
  'big-events': (b: Extract<Block, { kind: 'big-events' }>, ctx) => ({ text: inThrees(b.events.flatMap((e) => clauses(e))).map((c) => compoundTe(ctx, c, ['; '])).join(' '), join: 'paragraph' }),
};
