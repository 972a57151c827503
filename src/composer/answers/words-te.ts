/**
 * An answer in Telugu, written as a Telugu jyotishi would say it, in the same order as the English:
 * సూటి జవాబు (ఎప్పుడు లేదా ఏమిటి, ఎంత నమ్మకం), తేదీలతో అనుకూల సమయం, కారణాలు (ప్రతి ఒక్కటీ జాతకంలో
 * కనిపించేది), ఏమి చేయాలి, చివరగా జాగ్రత్త మాట. The reader is మీరు; a saved person is named
 * ("రమేష్ యొక్క ఏడవ భావం"); a graha is the subject of its own verb in the masculine singular.
 */
import type { Topic } from '../../shared/question-topics';
import type { DashaSpan } from '../facts/types';
import { bhava, dayMonthYearTe, grahaStemTe, grahaTe, listTe, nakshatraTe, signTe } from '../wording/te/names';
import { TARAS_TE, YOGAS_TE, YOGA_TE, pakshaTe, tithiTe } from '../wording/te/lore';
import { placeTe } from '../wording/te/place-names';
import { jaiminiRole, type AnswerPlan, type AnswerWindow, type LordLink, type NatalPoint, type TransitClaim } from './judge';
import type { DayCheck } from './facts';
import { barsBeginnings, GOCHARA_GOOD, TARA_FAVOURABLE } from '../judgement/classics';
import { TOPIC_RULES } from './topic-rules';
import { WINDOW_WHY_MAX_WORDS, type WrittenAnswer } from './written';

/** The topic, before "విషయంలో". */
export const TOPIC_TE: Record<Topic, string> = {
  marriage: 'వివాహం', relationship: 'ప్రేమ బంధం', career: 'ఉద్యోగం, వృత్తి', business: 'వ్యాపారం', money: 'ధనలాభం',
  property: 'ఇల్లు, భూమి లేదా వాహనం', education: 'చదువు', travel: 'ప్రయాణం, విదేశయానం', health: 'ఆరోగ్యం', children: 'సంతానం',
  family: 'కుటుంబం', legal: 'కోర్టు వ్యవహారాలు', spiritual: 'ఆధ్యాత్మిక సాధన', timing: 'మీ పని', general: 'జీవితం',
};

/** What the karaka signifies, before "కారకుడు". */
const KARAKA_OF: Record<Topic, string> = {
  marriage: 'వివాహ', relationship: 'ప్రేమ', career: 'కర్మ', business: 'వ్యాపార', money: 'ధన', property: 'భూమి, వాహన',
  education: 'విద్యా', travel: 'ప్రయాణ', health: 'ఆరోగ్య', children: 'సంతాన', family: 'కుటుంబ', legal: 'న్యాయ, వివాద',
  spiritual: 'జ్ఞాన, మోక్ష', timing: 'భాగ్య', general: 'భాగ్య',
};

export const TODO_TE: Record<Topic, string> = {
  marriage: 'ఈ సమయాల్లో కుటుంబాలను కలవడం, సంబంధం మాటలు ముందుకు తీసుకెళ్లడం లేదా ముహూర్తం నిర్ణయించడం మంచిది; సంబంధం వస్తే నిర్ణయానికి ముందు ఇద్దరి జాతకాల పొంతన చూడండి (‘పొంతన’ పేజీలో ఇది చేయవచ్చు).',
  relationship: 'మీకు ముఖ్యమైన వ్యక్తి కోసం సమయం కేటాయించండి, మనసులో మాట స్పష్టంగా చెప్పండి, పెద్ద విషయాలు మరింత అనుకూల సమయంలో చేయండి.',
  career: 'దరఖాస్తులు, కొత్త బాధ్యత లేదా జీతం పెంపు మాటలు, కొత్త ఉద్యోగ ఆరంభం ఈ సమయాల్లోనే చేయండి; మధ్య కాలంలో నైపుణ్యాలు మెరుగుపరుచుకోండి, మీ పనిని చక్కగా ఉంచండి.',
  business: 'భాగస్వామ్యం, కొత్త ఆరంభం, విస్తరణ ఈ సమయాల్లోనే చేయండి; మిగతా సమయంలో లెక్కలు సరిచూసుకోండి, పెద్ద వాగ్దానాలకు దూరంగా ఉండండి.',
  money: 'ఆలోచించి నిర్ణయించిన పొదుపు, పెట్టుబడులు ఈ సమయాల్లోనే ముందుకు తీసుకెళ్లండి; మిగతా సమయంలో అప్పు ఇవ్వడం, జూదం వంటి రిస్కులకు దూరంగా ఉండండి.',
  property: 'చూడటం, బేరం, రిజిస్ట్రేషన్ ఈ సమయాల్లోనే చేయండి; సమయం ఏదైనా, పత్రాలు, యాజమాన్య హక్కు బాగా సరిచూసుకోండి.',
  education: 'ప్రవేశ పరీక్షలు, అడ్మిషన్ దరఖాస్తులు, కొత్త కోర్సు ఆరంభం ఈ సమయాల్లోనే చేయండి; మధ్యలో క్రమమైన సాధన కొనసాగించండి.',
  travel: 'వీసా దరఖాస్తు, దూర ప్రయాణపు బుకింగ్ ఈ సమయాల్లోనే చేయండి, పత్రాలు ముందే సిద్ధం చేసుకోండి.',
  health: 'క్రమమైన పరీక్షలు, నిద్ర, ఆహారం మీద శ్రద్ధ పెట్టండి, జాగ్రత్త సమయాల్లో శరీరానికి ఎక్కువ విశ్రాంతి ఇవ్వండి; ఏ ఇబ్బంది ఉన్నా వైద్యునికి చూపించండి.',
  children: 'ఈ సమయాల్లోనే ప్రణాళిక వేసుకోండి, వైద్యుని సలహాతో పాటు దంపతులు ఇద్దరూ తమ ఆరోగ్యం చూసుకోండి.',
  family: 'కుటుంబ సమావేశాలు, పాత మనస్పర్థలు తీర్చుకోవడం, ఉమ్మడి నిర్ణయాలు ఈ సమయాల్లోనే చేయండి.',
  legal: 'కేసు వేయడం, రాజీ లేదా వాదనలు ఈ సమయాల్లోనే చేయండి, ప్రతి అడుగులో మంచి న్యాయవాది సలహా తీసుకోండి.',
  spiritual: 'ఏదైనా సాధన, తీర్థయాత్ర లేదా గురువు దగ్గర అధ్యయనం ఈ సమయాల్లోనే మొదలుపెట్టండి, మధ్యలో రోజూ కొంత సాధన కొనసాగించండి.',
  timing: 'పనిని మంచి రోజునే మొదలుపెట్టండి; ఆ రోజు రాహుకాలం మానుకోండి (మీ ఊరి రాహుకాలం ‘పంచాంగం’ పేజీలో ఉంది), వీలైతే అభిజిత్ ముహూర్తం ఎంచుకోండి. వివాహం, గృహప్రవేశం, వాహనం లేదా ఇతర శుభకార్యాలకు ‘ముహూర్తం’ పేజీ ఆ పని నియమాల ప్రకారం శుభ సమయాలు చూపుతుంది.',
  general: 'బలమైన సమయాల్లో పూర్తి శ్రమ పెట్టండి, ప్రశాంత సమయాలను సన్నద్ధతకు వాడండి.',
};

/** The Jaimini karakas an answer names. */
const JAIMINI_ROLE_TE = { darakaraka: 'జైమిని దారాకారకుడు (జీవిత భాగస్వామి కారకుడు)', amatyakaraka: 'జైమిని అమాత్యకారకుడు (కర్మ కారకుడు)', atmakaraka: 'జైమిని ఆత్మకారకుడు' } as const;

/** How the basis line of the first window after an empty frame begins. */
export const NEXT_TE = 'దీని తర్వాతి అనుకూల సమయం,';

const SURE = { high: 'దీని మీద మాకు మంచి నమ్మకం ఉంది', medium: 'దీని మీద మా నమ్మకం మధ్యస్థం', low: 'ఈ సూచన ఇంకా బలహీనంగా ఉంది' } as const;
const STRENGTH = { strong: 'బలమైన', moderate: 'మధ్యస్థ' } as const;
const DIGNITY: Record<string, string> = { exalted: 'ఉచ్ఛ', debilitated: 'నీచ', own: 'స్వక్షేత్రం' };

const date = dayMonthYearTe;
const range = (a: string, b: string) => `${date(a)} – ${date(b)}`;
/** A window's dates as its line under "కారణాలు" is headed: a day, or a range. */
export const whenTe = (w: { start: string; end: string; day?: unknown }) => (w.day ? date(w.start) : range(w.start, w.end));
const LEVEL = { mahadasha: 'మహాదశ', antardasha: 'అంతర్దశ', pratyantardasha: 'ప్రత్యంతర్దశ' } as const;
const list = (items: readonly string[]) => listTe(items);

export function dashaTe(level: keyof typeof LEVEL, d: DashaSpan): string {
  return `${grahaStemTe(d.lord)} ${LEVEL[level]} (${range(d.start, d.end)})`;
}

/**
 * Whom the answer speaks of: the asker ("మీ ఏడవ భావం") or a saved person by first name
 * ("రమేష్ యొక్క ఏడవ భావం"), since the asker reads an answer about someone else's chart.
 */
export type VoiceTe = { self: boolean; name: string };
const voiceOf = (plan: AnswerPlan): VoiceTe => ({ self: plan.facts.person.self, name: plan.facts.person.firstName });
const own = (v: VoiceTe) => (v.self ? 'మీ' : `${v.name} యొక్క`);

/** The topic as a lead names it: "మీ పని" becomes "రమేష్ యొక్క పని" for a saved person. */
export function topicTe(topic: Topic, v: VoiceTe): string {
  return v.self ? TOPIC_TE[topic] : TOPIC_TE[topic].replace('మీ ', `${v.name} యొక్క `);
}

/** What to do, for the asker, or (a saved person) as advice about them. */
export function todoTe(topic: Topic, v: VoiceTe): string {
  if (v.self) return `ఏమి చేయాలి: ${TODO_TE[topic]}`;
  return `${v.name} కోసం సూచన: ${TODO_TE[topic].replace(/మీకు/g, 'వారికి').replace(/మీ /g, 'వారి ')}`;
}

const refTe = (ref: 'lagna' | 'moon') => (ref === 'lagna' ? 'లగ్నం నుండి' : 'చంద్ర రాశి నుండి');

function transitTe(t: TransitClaim, main: number, v: VoiceTe): string {
  const dates = t.from && t.to ? ` (${range(t.from, t.to)})` : t.to ? ` (${date(t.to)} వరకు)` : t.from ? ` (${date(t.from)} నుండి)` : '';
  const where = t.aspect
    ? `${refTe(t.ref)} ${bhava(t.house)} భావంలో, అక్కడి నుండి ${own(v)} ${bhava(main)} భావం మీద దృష్టి వేస్తూ`
    : `${refTe(t.ref)} ${own(v)} ${bhava(t.house)} భావంలో`;
  return `${grahaTe(t.graha)} ${signTe(t.sign)}లో, ${where}${dates}`;
}

function reasonTe(key: string, topic: Topic, role: ReturnType<typeof jaiminiRole>, timeKnown: boolean, v: VoiceTe): string | null {
  const m = /^(lord-rules|lord-in|aspects|node-sign-lord-rules)-(\d+)$/.exec(key);
  if (m) {
    const h = bhava(Number(m[2]));
    const y = own(v);
    return m[1] === 'lord-rules' ? `${y} ${h} భావానికి అధిపతి` : m[1] === 'lord-in' ? `${y} ${h} భావంలో ఉన్నాడు` : m[1] === 'aspects' ? `${y} ${h} భావం మీద దృష్టి వేస్తాడు` : `${y} ${h} భావాధిపతికే చెందిన రాశిలో ఉన్నాడు`;
  }
  if (key === 'karaka') return role ? JAIMINI_ROLE_TE[role] : `${KARAKA_OF[topic]} కారకుడు`;
  if (key === 'yogakaraka') return `${timeKnown ? `${own(v)} లగ్నానికి` : `${own(v)} చంద్ర రాశికి`} యోగకారకుడు`;
  if (key === 'strong') return `${own(v)} జాతకంలో బలవంతుడు`;
  if (key === 'weak') return `${own(v)} జాతకంలో బలహీనుడు`;
  return null;
}

function linkTe(l: LordLink, plan: AnswerPlan): string {
  const role = jaiminiRole(plan.facts, l.lord);
  return `${grahaTe(l.lord)}: ${list(l.reasons.map((r) => reasonTe(r, plan.facts.topic, role, plan.facts.person.timeKnown, voiceOf(plan))).filter((x): x is string => x !== null))}`;
}

const tithiName = (n: number) => (n === 15 || n === 30 ? tithiTe(n) : `${pakshaTe(n)} ${tithiTe(n)}`);

function failedTe(d: DayCheck): string {
  const fails = [
    ...(TARA_FAVOURABLE[d.tara - 1] ? [] : [`${TARAS_TE[d.tara - 1]!.name} తార శుభం కాదు`]),
    ...(GOCHARA_GOOD.Moon.includes(d.chandraHouse) ? [] : [`చంద్ర రాశి నుండి ${bhava(d.chandraHouse)} రాశిలోని చంద్రుడు చంద్రబలం ఇవ్వడు`]),
    ...(barsBeginnings(d.tithi) ? [`${tithiName(d.tithi)} తిథి శుభారంభాలకు నిషిద్ధం`] : []),
  ];
  return `${list(fails)}.`;
}

function dayTe(d: DayCheck, plan: AnswerPlan): string {
  const n = plan.facts.natal;
  const tara = TARAS_TE[d.tara - 1]!;
  const v = voiceOf(plan);
  return `${date(d.date)}న ${placeTe(plan.facts.place)}లో సూర్యోదయ సమయంలో (${d.time}) చంద్రుడు ${nakshatraTe(d.nakshatra)} నక్షత్రంలో ఉన్నాడు, ఇది ${own(v)} జన్మ నక్షత్రం ${nakshatraTe(n.moon.nakshatraIndex)} నుండి లెక్కిస్తే ${tara.name} తార (${tara.meaning}); ${signTe(d.moonSign)}లో ఉన్నాడు, ఇది ${own(v)} చంద్ర రాశి ${signTe(n.moon.sign)} నుండి ${bhava(d.chandraHouse)} రాశి. తిథి ${tithiName(d.tithi)}, యోగం ${YOGAS_TE[d.yoga - 1]}.`;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A window's "why" in one short sentence with its strength (WINDOW_WHY_MAX_WORDS, as in English):
 * the periods, whether their lords bear on the topic, and the slow transits. Clauses give way when
 * the sentence would be longer; the full account stands under "కారణాలు".
 */
function shortWhyTe(w: AnswerWindow, plan: AnswerPlan): string {
  const v = voiceOf(plan);
  const label = w.lean === 'care' ? (w.strength === 'strong' ? 'ఎక్కువ జాగ్రత్త' : 'కొద్దిపాటి జాగ్రత్త') : `${STRENGTH[w.strength]} యోగం`;
  if (w.day) {
    const d = w.day;
    return `${label}: చంద్రుడు ${nakshatraTe(d.nakshatra)} నక్షత్రంలో, ${own(v)} జన్మ నక్షత్రం నుండి ${TARAS_TE[d.tara - 1]!.name} తార, చంద్ర రాశి నుండి ${bhava(d.chandraHouse)} రాశిలో; ${tithiName(d.tithi)} తిథి.`;
  }
  const main = TOPIC_RULES[plan.facts.topic].houses[0]!;
  const periods = `${grahaStemTe(w.md.lord)}–${grahaStemTe(w.ad.lord)}–${w.pds.map((p) => grahaStemTe(p.lord)).join('/')} దశలు`;
  const lords = w.links.length ? `, వీటి అధిపతులకు ${topicTe(plan.facts.topic, v)} విషయంతో సంబంధం ఉంది` : '';
  const transits = w.double
    ? `; గురువు, శని ఇద్దరూ ${bhava(main)} భావం మీద`
    : w.transits.length
      ? `; గోచారంలో ${list([...new Set(w.transits.map((t) => grahaTe(t.graha)))])} తోడు`
      : '';
  const full = `${label}: ${periods}${lords}${transits}.`;
  if (wordCount(full) <= WINDOW_WHY_MAX_WORDS) return full;
  const shorter = `${label}: ${periods}${transits}.`;
  return wordCount(shorter) <= WINDOW_WHY_MAX_WORDS ? shorter : `${label}: ${periods}.`;
}

/** The window's periods, lords and transits in full, for its line under "కారణాలు". */
function windowDetailTe(w: AnswerWindow, plan: AnswerPlan): string {
  if (w.day) return dayTe(w.day, plan);
  const topic = plan.facts.topic;
  const main = TOPIC_RULES[topic].houses[0]!;
  const pds = w.pds.map((p) => dashaTe('pratyantardasha', p)).join(', తర్వాత ');
  const lines = [`${dashaTe('mahadasha', w.md)}లో ${dashaTe('antardasha', w.ad)}, ${pds}.`];
  if (w.links.length) lines.push(`${w.links.map((l) => linkTe(l, plan)).join('; ')}.`);
  if (w.transits.length) {
    lines.push(`గోచారంలో ${w.transits.map((t) => transitTe(t, main, voiceOf(plan))).join('; మరియు ')}${w.double ? ' — గురువు, శని ఇద్దరూ ఒకేసారి ఈ భావంతో ముడిపడతారు; ఇదే ద్విగ్రహ గోచారం, శాస్త్రం ప్రకారం ఇది సంఘటన సమయాన్ని నిర్ణయిస్తుంది' : ''}.`);
  }
  return lines.join(' ');
}

function pointTe(p: NatalPoint, plan: AnswerPlan): string {
  const v = voiceOf(plan);
  const from = plan.facts.person.timeKnown ? '' : ' (చంద్ర రాశి నుండి లెక్కించినది)';
  if (p.kind === 'house') {
    const dignity = DIGNITY[p.lordDignity] ? ` (${DIGNITY[p.lordDignity]})` : '';
    const occupants = p.occupants.length ? `; ఈ భావంలో ${list(p.occupants.map(grahaTe))} ${p.occupants.length > 1 ? 'ఉన్నారు' : 'ఉన్నాడు'}` : '';
    return `${own(v)} ${bhava(p.house)} భావం${from} ${signTe(p.sign)}; దీని అధిపతి ${grahaTe(p.lord)} ${signTe(p.lordSign)}లో${dignity}, ${own(v)} ${bhava(p.lordHouse)} భావంలో ఉన్నాడు${occupants}.`;
  }
  if (p.kind === 'karaka') {
    const dignity = DIGNITY[p.dignity] ? ` (${DIGNITY[p.dignity]})` : '';
    const state = p.strong ? ', బలవంతుడు' : p.weak ? ', కానీ బలహీనుడు' : '';
    const role = p.jaimini ? JAIMINI_ROLE_TE[p.jaimini] : `${KARAKA_OF[plan.facts.topic]} కారకుడు`;
    return `${role} ${grahaTe(p.graha)} ${signTe(p.sign)}లో${dignity}, ${own(v)} ${bhava(p.house)} భావంలో ఉన్నాడు${state}.`;
  }
  const lore = YOGA_TE[p.key];
  return `${own(v)} జాతకంలో ${lore?.name ?? p.key} ఏర్పడుతుంది (${list(p.grahas.map(grahaTe))})${p.weak ? ', అయితే కొంత బలహీనంగా' : ''}${lore ? `; ఇది ${lore.gives[0]} ఇస్తుంది` : ''}.`;
}

function runningTe(plan: AnswerPlan): string | null {
  const f = plan.facts;
  if (!f.running) return null;
  return `${date(f.frame.start)}న నడుస్తున్న దశలు: ${dashaTe('mahadasha', f.running.md)}, ${dashaTe('antardasha', f.running.ad)} మరియు ${dashaTe('pratyantardasha', f.running.pd)}.`;
}

function noWindowBasisTe(plan: AnswerPlan): string {
  const f = plan.facts;
  const nw = plan.noWindow!;
  const v = voiceOf(plan);
  if (nw.reason === 'passed') return `అడిగిన సమయం ${date(f.frame.end)}న, అంటే ఈ రోజుకు ముందే గడిచిపోయింది.`;
  if (nw.reason === 'days' && f.days.length === 1) return `${dayTe(f.days[0]!, plan)} ${failedTe(f.days[0]!)}`;
  if (nw.reason === 'days') return `${date(f.frame.start)} నుండి ${date(f.frame.end)} వరకు ఏ రోజూ ${own(v)} కోసం తారాబలం, చంద్రబలం, తిథి, మూడింటిలోనూ ఒకేసారి నిలవదు.`;
  const ads = plan.antardashas.map((a) => `${grahaStemTe(a.md.lord)} మహాదశలో ${dashaTe('antardasha', a.ad)}`);
  const houses = list(TOPIC_RULES[f.topic].houses.map(bhava));
  return nw.reason === 'unlinked'
    ? `${date(f.frame.end)} వరకు ${list(ads)} నడుస్తాయి; వీటి అధిపతుల్లో ఎవరూ ${own(v)} ${houses} భావాలకు అధిపతి కాదు, వాటిలో లేరు, వాటిని చూడరు, ${KARAKA_OF[f.topic]} కారకులూ కారు.`
    : `${date(f.frame.end)} వరకు ${list(ads)} నడుస్తాయి; వీటి అధిపతులకు ఈ విషయంతో సంబంధం తేలికైనది, సహాయపడే నెమ్మది గోచారం ఏదీ వీటితో కలవదు.`;
}

function leadTe(plan: AnswerPlan): string {
  const f = plan.facts;
  const v = voiceOf(plan);
  const topic = topicTe(f.topic, v);
  const sure = SURE[plan.confidence];
  const b = plan.best;
  if (f.topic === 'timing' && f.days.length) {
    if (f.days.length === 1) return b ? `అవును, ${date(b.start)} ఈ పనికి మంచి రోజు (${STRENGTH[b.strength]} యోగం); ${sure}.` : `${date(f.frame.start)}న అనుకూల సమయం లేదు: ఈ రోజు కొత్త ఆరంభానికి తగదు; ${sure}.`;
    return b ? `${date(f.frame.start)} నుండి ${date(f.frame.end)} మధ్య ఉత్తమ రోజులు: ${list(plan.windows.map((w) => date(w.start)))}; ${sure}.` : `${date(f.frame.end)} లోపు అనుకూల సమయం లేదు: ఈ మధ్య ఏ రోజూ కొత్త ఆరంభపు పరీక్షలో నిలవదు; ${sure}.`;
  }
  if (!b) {
    const rest = plan.windows.length ? ` కింద ఇచ్చిన సహాయక సమయాలు ఈ కాలంలో ${v.self ? 'మీకు' : `${v.name}కు`} తోడుగా ఉంటాయి.` : '';
    if (f.topic === 'health') return `${date(f.frame.end)} లోపు ఆరోగ్యానికి ప్రత్యేక జాగ్రత్త కావాల్సిన సమయం ఏదీ లేదు; ${sure}.${rest}`;
    const next = plan.next ? ` దీని తర్వాత మొదటి అనుకూల సమయం ${range(plan.next.start, plan.next.end)} (${STRENGTH[plan.next.strength]} యోగం).` : '';
    return `${date(f.frame.end)} లోపు ${topic} విషయంలో అనుకూల సమయం లేదు; ${sure}.${next}${rest}`;
  }
  if (b.lean === 'care') return `${date(b.start)} నుండి ${date(b.end)} వరకు ${v.self ? '' : `${v.name} యొక్క `}ఆరోగ్యం మీద ప్రత్యేక శ్రద్ధ పెట్టండి (${b.strength === 'strong' ? 'ఈ సమయం ఎక్కువ జాగ్రత్త కోరుతుంది' : 'తేలికపాటి జాగ్రత్త సమయం'}); ${sure}.`;
  if (f.frame.kind === 'stated') {
    const opening = plan.confidence === 'low' ? 'సాధ్యమే' : 'అవును';
    if (b.start === f.frame.start && b.end === f.frame.end) return `${opening}: ${date(b.start)} నుండి ${date(b.end)} వరకు పూర్తి సమయం ${topic} విషయంలో ${STRENGTH[b.strength]} యోగం ఉంది; ${sure}.`;
    return `${opening}: ${date(f.frame.start)} నుండి ${date(f.frame.end)} మధ్య ${topic} విషయంలో ${STRENGTH[b.strength]} యోగం ఏర్పడుతుంది, ${date(b.start)} నుండి ${date(b.end)} వరకు; ${sure}.`;
  }
  return `${topic} విషయంలో ఉత్తమ సమయం ${date(b.start)} – ${date(b.end)}, ${STRENGTH[b.strength]} యోగంతో; ${sure}.`;
}

export function writeAnswerTe(plan: AnswerPlan): WrittenAnswer {
  const f = plan.facts;
  const windows = plan.windows.map((w) => ({ start: w.start, end: w.end, strength: w.strength, why: shortWhyTe(w, plan) }));
  // Each window's periods, lords and transits in full: under "కారణాలు", headed by its dates.
  const details = plan.windows.map((w) => `${whenTe(w)}: ${windowDetailTe(w, plan)}`);
  const basis: string[] = [...plan.points.map((p) => pointTe(p, plan)), ...details];
  const running = runningTe(plan);
  if (running) basis.push(running);
  if (plan.noWindow) basis.push(noWindowBasisTe(plan));
  if (plan.next) basis.push(`${NEXT_TE} ${range(plan.next.start, plan.next.end)}: ${windowDetailTe(plan.next, plan)}`);
  const lines = [leadTe(plan)];
  if (windows.length) {
    lines.push(`${plan.windows.every((w) => w.lean === 'care') ? 'జాగ్రత్త సమయం' : 'అనుకూల సమయం'}:\n${plan.windows.map((w, i) => `• ${whenTe(w)}${w === plan.best ? (w.lean === 'care' ? ' (అత్యంత జాగ్రత్త కావాల్సినది)' : ' (ఉత్తమం)') : ''} — ${windows[i]!.why}`).join('\n')}`);
  }
  lines.push(`కారణాలు:\n${basis.map((x) => `• ${x}`).join('\n')}`);
  const v = voiceOf(plan);
  lines.push(todoTe(f.topic, v));
  const caveats = [`జాతకం మొగ్గును, సమయాన్ని చూపుతుంది, ఖచ్చితమైన మాట కాదు; ఫలితం ${v.self ? 'మీ సొంత' : `${v.name} యొక్క సొంత`} నిర్ణయాలు, పరిస్థితులను బట్టి ఉంటుంది.`];
  if (!f.person.timeKnown) caveats.push('జన్మ సమయం సరిగ్గా తెలియదు, కాబట్టి భావాలు చంద్ర రాశి నుండి లెక్కించబడ్డాయి, తేదీలు తక్కువ ఖచ్చితమైనవి.');
  if (f.person.approximate) caveats.push('జన్మస్థలం సరిగ్గా దొరకలేదు, కాబట్టి జాతకం దగ్గరి ప్రదేశానికి వేయబడింది.');
  lines.push(caveats.join(' '));
  return { answer: lines.join('\n\n'), windows, basis };
}
