/**
 * Telugu wording shared by every reading type: the one sentence of the running dasha in the light
 * of the reading at hand, and the closing (closing.ts), which turns the verdict into something to do
 * and gives a పరిహారం for the graha that weighs most against the reading. Dashas are named as
 * Telugu jatakams name them, the graha's stem before the level: "శుక్ర మహాదశలో గురు అంతర్దశ".
 */
import type { Stamp } from '../../facts/types';
import type { Factor, LordLeg } from '../../judgement/plan';
import type { BlockWriters } from '../locale';
import { closingSentences } from '../closing-shapes';
import { CLOSING_WORDS_TE } from './closing';
import { DASHA_THEMES_TE, HOUSE_GOOD_TE, HOUSE_HARD_TE, HOUSE_SHORT_TE } from './lore';
import { ruledHouseTe } from './lordships';
import type { NamesTe, TeCtx } from './names';
import { bhava, dayMonthTe, dayMonthYearTe, grahaOfTe, grahaStemTe, sayTe, signTe, timeTe } from './names';
import { remedyTe } from './remedies';

const LEVEL_TE: Record<string, string> = { mahadasha: 'మహాదశ', antardasha: 'అంతర్దశ', pratyantardasha: 'ప్రత్యంతర్దశ' };
export const levelTe = (l: string): string => LEVEL_TE[l] ?? l;

/** "For the reading's span": "ఈ రోజుకు", "ఈ దశకు". */
export const FOR_TE: Record<string, string> = {
  daily: 'ఈ రోజుకు', weekly: 'ఈ వారానికి', monthly: 'ఈ నెలకు', quarterly: 'ఈ మూడు నెలలకు', yearly: 'ఈ సంవత్సరానికి',
  career: 'ఈ దశకు', love: 'ఈ దశకు', health: 'ఈ దశకు', life: 'జీవితంలోని ఈ అధ్యాయానికి',
};

/** "In the reading's span": "ఈ రోజు", "ఈ వారం". */
export const OBL_TE: Record<string, string> = {
  daily: 'ఈ రోజు', weekly: 'ఈ వారం', monthly: 'ఈ నెల', quarterly: 'ఈ త్రైమాసికంలో', yearly: 'ఈ సంవత్సరం', career: 'ఈ దశలో', love: 'ఈ దశలో', health: 'ఈ దశలో', life: 'జీవితంలోని ఈ అధ్యాయంలో',
};

export const COMMON_POOLS = {
  dashaChange: [
    '{date}న [ఒక మార్పు గుర్తుంచుకోండి|ఒక విషయం గమనించండి]: మీ {level} మారి {graha} {level} మొదలవుతుంది, [అప్పటి నుండి|ఆ తర్వాత] {themes} [ముందుకు వస్తాయి|ప్రధానమవుతాయి].',
    '{date} నుండి {graha} {level} ప్రారంభమవుతుంది, అది మీ దృష్టిని {themes} వైపు [మళ్లిస్తుంది|తిప్పుతుంది].',
  ],
  dashaMoonInLord: [
    'మీకు {md} మహాదశలో {ad} అంతర్దశ నడుస్తోంది; ఈ రోజు చంద్రుడు ఆ దశానాథుని రాశి అయిన {sign}లో సంచరిస్తున్నాడు, ఆ గ్రహం జన్మతః మీ {house} భావంలో ఉంది, [అందుకే|కాబట్టి] రోజు {short} విషయాల వైపు [మొగ్గుతుంది|తిరుగుతుంది].',
    'ఈ రోజు చంద్రుడు మీ దశానాథుని రాశి అయిన {sign}లో ఉన్నాడు ({md} మహాదశ, {ad} అంతర్దశ), [అందుకే|కాబట్టి] దశ విషయాలైన {themes} [చిన్న చిన్న రూపాల్లో కనిపిస్తాయి|మనసులో మెదులుతాయి].',
  ],
  dashaRulesTopic: [
    'నడుస్తున్న {md} మహాదశ, {ad} అంతర్దశ ఇక్కడ నేరుగా ప్రభావం చూపుతాయి: {graha} మీ {house} భావానికి అధిపతి, కాబట్టి {ownEnd} వరకు, అంటే ఆ గ్రహ {ownLevel} నడిచినంత కాలం, {short} విషయాలు [చురుకుగా ఉంటాయి|చర్చలో ఉంటాయి].',
    '{end} వరకు నడిచే {md}–{ad} దశలో {graha} మీ {house} భావానికి అధిపతి, [కాబట్టి {obl} {short} విషయాలు ముందు వరుసలో ఉంటాయి|అందుకే {short} మీద దృష్టి నిలుస్తుంది].',
  ],
  dashaInTopic: [
    'మీ {md}–{ad} దశ [ఇక్కడ నేరుగా మాట్లాడుతుంది|ఇక్కడ కీలకం]: {graha} మీ {house} భావంలో ఉన్నాడు, కాబట్టి {ownEnd} వరకు, అంటే ఆ గ్రహ {ownLevel} నడిచినంత కాలం, {short} మీద దృష్టి ఉంటుంది.',
    '{graha} మీ {house} భావంలో ఉండి {ownEnd} వరకు దశానాథుడిగా ఉన్నాడు, [కాబట్టి {obl} మొదటి ప్రభావం {short} విషయాల్లో కనిపిస్తుంది|అందుకే {obl} అంతా {short} చుట్టూ తిరుగుతుంది].',
  ],
  dashaTransitGood: [
    'అంతర్దశానాథుడు {graha} ప్రస్తుతం మీ రాశి నుండి {house} భావంలో [గోచరిస్తున్నాడు|సంచరిస్తున్నాడు], ఇది మంచి స్థానం; [{obl} {themes} విషయాల్లో గాలి మీ వైపు వీస్తోంది|{obl} {themes} దారి సులువవుతుంది].',
    '{md} మహాదశలో {ad} అంతర్దశ నడుస్తోంది, ఆ గ్రహ గోచారం కూడా బాగుంది, చంద్రుని నుండి {house} భావంలో: {themes} విషయాలకు [అండ దొరుకుతుంది|బలం చేకూరుతుంది].',
    '[దశ, గోచారం రెండూ కలిసి వస్తున్నాయి|దశానాథుని గోచారం అనుకూలంగా ఉంది]: అంతర్దశానాథుడు {graha} [మీ రాశి నుండి|చంద్రుని నుండి] {house} భావంలో ఉన్నాడు, [కాబట్టి {obl} {themes} విషయాల్లో పని సులువుగా సాగుతుంది|అందుకే {obl} {themes} విషయాల్లో ముందడుగు వేయవచ్చు].',
    '{obl} [మీకు కలిసివచ్చే అంశం|మీకు అండగా నిలిచేది] అంతర్దశానాథుని గోచారం: {graha} [మీ రాశి నుండి|చంద్రుని నుండి] {house} భావంలో [మంచి స్థానంలో|శుభ స్థానంలో] ఉన్నాడు, [దీనితో {themes} విషయాలు చక్కబడతాయి|{themes} విషయాలకు ఇది బలం].',
  ],
  dashaTransitHard: [
    'అంతర్దశానాథుడు {graha} మీ రాశి నుండి {house} భావంలో గోచరిస్తున్నాడు, ఇది [సులువైన స్థానం కాదు|కష్టమైన స్థానం], [అందుకే {obl} {themes} విషయాల్లో ఓపిక పట్టండి|కాబట్టి {obl} {themes} విషయాల్లో నెమ్మదిగా నడవండి].',
    '{md} మహాదశలో {ad} అంతర్దశ నడుస్తోంది, కానీ ఆ గ్రహ గోచారం చంద్రుని నుండి {house} భావంలో ఉంది, [అందువల్ల {themes} విషయాల వేగం తగ్గుతుంది|కాబట్టి {themes} విషయాల్లో తొందరపడకండి].',
    '[దశానాథుని గోచారం ఇప్పుడు అనుకూలంగా లేదు|అంతర్దశానాథుడు కష్ట స్థానంలో సంచరిస్తున్నాడు]: {graha} [మీ రాశి నుండి|చంద్రుని నుండి] {house} భావంలో ఉన్నాడు, [కాబట్టి {obl} {themes} విషయాల్లో ఆచితూచి అడుగు వేయండి|అందుకే {obl} {themes} విషయాల్లో పెద్ద నిర్ణయాలు వాయిదా వేయండి].',
    '{obl} {themes} విషయాల్లో [కాస్త సంయమనం అవసరం|తొందర వద్దు], ఎందుకంటే అంతర్దశానాథుడు {graha} [మీ రాశి నుండి|చంద్రుని నుండి] {house} భావంలో [గోచరిస్తున్నాడు|సంచరిస్తున్నాడు], ఇది [అనుకూల స్థానం కాదు|కష్టమైన స్థానం].',
  ],
  // The lord changes sign within the span: {legs} names each sign with its dates.
  dashaTransitMoves: [
    '{md} మహాదశలో అంతర్దశానాథుడు {graha} {obl} ఒకే రాశిలో నిలవడు: {legs}; [కాబట్టి {themes} విషయాల తీరు {marks} మారుతుంది|అందుకే {themes} పనులు {marks} చేసుకోండి].',
    '{md} మహాదశలో {ad} అంతర్దశ నడుస్తోంది, {obl} ఆ గ్రహం రాశి మారుతుంది: {legs}; [{themes} పనులు {marks} చూసి చేయండి|{themes} ప్రణాళిక {marks} బట్టి వేసుకోండి].',
  ],
  dashaPlain: [
    '[వీటన్నిటి వెనుక|నేపథ్యంలో] మీ {md} మహాదశ, {ad} అంతర్దశ {end} వరకు నడుస్తోంది, ఇది {themes} విషయాల కాలం.',
    '{end} వరకు నడిచే {md} మహాదశ, {ad} అంతర్దశ {themes} విషయాలను [నేపథ్యంలో|లోలోపల] [నిలిపి ఉంచుతాయి|చురుకుగా ఉంచుతాయి].',
  ],
} as const;

/**
 * The help or hindrance of the balance, as a noun phrase the summary and closing can hold: a
 * singular neuter head (బలం, సహాయం, సవాలు, అనుగ్రహం…), which takes the neuter verbs that follow it
 * ("… బరువుగా ఉండవచ్చు").
 */
export function factorPhrase(ctx: TeCtx, f: Factor, help: boolean): string {
  const { pen } = ctx;
  const g = f.graha ? grahaOfTe(f.graha) : null;
  const stem = f.graha ? grahaStemTe(f.graha) : null;
  const h = f.house;
  switch (f.key) {
    case 'moon-house':
      return help ? `${pen.pick(HOUSE_GOOD_TE[h!]!)} విషయాల్లో చంద్రుని సహాయం` : `${pen.pick(HOUSE_HARD_TE[h!]!)} విషయాల సవాలు`;
    case 'chandrashtama': return 'చంద్రాష్టమం';
    case 'tara': return help ? 'అనుకూల తార అనుగ్రహం' : 'ప్రతికూల తార అడ్డంకి';
    case 'panchang-yoga': return help ? 'ఉదయపు శుభ యోగం సహాయం' : 'ఉదయపు కష్ట యోగం అడ్డంకి';
    case 'vishti': return 'భద్ర (విష్టి కరణం)';
    case 'moon-over': return `మీ జన్మ ${stem} గ్రహం మీదుగా చంద్రుని సంచారం`;
    case 'dasha-lord': return help ? `${stem} మహాదశ బలం` : `${stem} మహాదశ సవాలు`;
    case 'dasha-sub-lord': return help ? `${stem} అంతర్దశ అండ` : `${stem} అంతర్దశ ఒత్తిడి`;
    case 'sade-sati': return 'ఏలినాటి శని';
    case 'slow-transit':
    case 'fast-transit': {
      // As in English: a slow transit weighed by its Ashtakavarga bindus names them.
      const bindus = f.bindus === undefined ? '' : `అష్టకవర్గులో ${f.bindus} బిందువులున్న `;
      return help ? `మీ రాశి నుండి ${bhava(h!)} భావంలో ${g} ${bindus}శుభ స్థితి` : `${pen.pick(HOUSE_SHORT_TE[h!]!)} విషయాలకు ${g} ${bindus}ప్రతికూల స్థితి`;
    }
    case 'topic-transit': {
      // As in English: the transit in the count it was judged in, never the natal graha's strength.
      const where = f.from === 'moon' ? `చంద్ర రాశి నుండి ${bhava(h!)} భావంలో` : `లగ్నం నుండి ${bhava(h!)} భావంలో`;
      return help ? `${where} ${stem} గోచారం సహాయం` : `${where} ${stem} గోచారం ఒత్తిడి`;
    }
    case 'week-day': return help ? 'వారంలోని మంచి రోజుల సహాయం' : 'వారంలోని నెమ్మది రోజుల మందకొడితనం';
    default:
      if (g && h) {
        // "Strength" and "weakness" only where the strength model says so (score above 2, below −2).
        const score = ctx.facts.natal.grahas[f.graha!].score;
        if (help) return score > 2 ? `మీ ${bhava(h)} భావంలో ${g} బలం` : `మీ ${bhava(h)} భావంలో ${g} ఉనికి`;
        return score < -2 ? `మీ ${bhava(h)} భావంలో ${g} బలహీనత` : `మీ ${bhava(h)} భావం మీద ${g} ఒత్తిడి`;
      }
      if (g) return help ? `${g} అనుగ్రహం` : `${g} బలహీనత`;
      return help ? 'కాలం అనుకూలత' : 'కాలం ప్రతికూలత';
  }
}

/** '14 మార్చి వరకు సింహంలో (మీ రాశి నుండి ఐదవ భావంలో, మంచి స్థానం), తర్వాత 14 మార్చి నుండి కన్యలో (ఆరవ భావంలో, కష్ట స్థానం)'; a daily says clock times. */
function legsTe(ctx: TeCtx, legs: readonly LordLeg[]): string {
  const when = (st: Stamp) => (ctx.facts.readingType === 'daily' ? timeTe(st.time) : dayMonthTe(st.date));
  return legs.map((l, i) => {
    const span = l.from && l.until ? `${when(l.from)} నుండి ${when(l.until)} వరకు ` : l.from ? `${when(l.from)} నుండి ` : l.until ? `${when(l.until)} వరకు ` : '';
    const house = i === 0 ? `మీ రాశి నుండి ${bhava(l.houseFromMoon)} భావంలో` : `${bhava(l.houseFromMoon)} భావంలో`;
    return `${i === 0 ? '' : 'తర్వాత '}${span}${signTe(l.sign)}లో (${house}, ${l.good ? 'మంచి స్థానం' : 'కష్ట స్థానం'})`;
  }).join(', ');
}

export const commonWriters: Pick<BlockWriters<NamesTe>, 'dasha-line' | 'closing'> = {
  'dasha-line': (b, ctx) => {
    const { pen, names } = ctx;
    const link = b.link;
    const ownEnd = dayMonthYearTe(link.graha === b.antardasha.lord ? b.antardasha.end : b.mahadasha.end);
    const ownLevel = link.graha === b.antardasha.lord ? 'అంతర్దశ' : 'మహాదశ';
    const base = { ownLevel, md: grahaStemTe(b.mahadasha.lord), ad: grahaStemTe(b.antardasha.lord), end: dayMonthYearTe(b.antardasha.end), ownEnd, graha: names.graha(link.graha), themes: pen.pick(DASHA_THEMES_TE[link.graha]!), obl: OBL_TE[b.light]! };
    const say = (pool: readonly string[], slots: Record<string, string>) => ({ text: sayTe(ctx, pool, { ...base, ...slots }), join: 'paragraph' as const });
    switch (link.key) {
      case 'change-in-period': return say(COMMON_POOLS.dashaChange, { graha: grahaStemTe(link.graha), level: levelTe(link.level), date: dayMonthYearTe(link.start) });
      case 'moon-in-lord-sign': {
        const house = ctx.facts.natal.grahas[link.graha].house;
        return say(COMMON_POOLS.dashaMoonInLord, { sign: names.sign(link.sign), house: bhava(house), short: pen.pick(HOUSE_SHORT_TE[house]!) });
      }
      case 'lord-rules-topic': return say(COMMON_POOLS.dashaRulesTopic, { house: ruledHouseTe(ctx.facts, link.graha, link.house), short: pen.pick(HOUSE_SHORT_TE[link.house]!) });
      case 'lord-in-topic': return say(COMMON_POOLS.dashaInTopic, { house: bhava(link.house), short: pen.pick(HOUSE_SHORT_TE[link.house]!) });
      case 'lord-transit': return say(link.good ? COMMON_POOLS.dashaTransitGood : COMMON_POOLS.dashaTransitHard, { house: bhava(link.houseFromMoon) });
      case 'lord-transit-moves': return say(COMMON_POOLS.dashaTransitMoves, { legs: legsTe(ctx, link.legs), marks: b.light === 'daily' ? 'ఈ ఘడియలను బట్టి' : 'ఈ తేదీలను బట్టి' });
      case 'plain': return say(COMMON_POOLS.dashaPlain, {});
    }
  },

  closing: (b, ctx) => {
    const { pen, facts } = ctx;
    const slots = {
      name: facts.person.firstName, obl: OBL_TE[b.type]!, for: FOR_TE[b.type]!,
      graha: b.remedy ? grahaOfTe(b.remedy.graha) : '', remedy: b.remedy ? remedyTe(b.remedy) : '',
    };
    const sentences = closingSentences(CLOSING_WORDS_TE, pen, b.tone, facts.person.stage, b.remedy !== null, slots, (pool, s) => sayTe(ctx, pool, s));
    return { text: sentences.join(' '), join: 'paragraph' };
  },
};
