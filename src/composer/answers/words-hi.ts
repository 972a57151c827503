/**
 * An answer in Hindi, written as a Hindi jyotishi would say it, in the same order as the English:
 * सीधा उत्तर (कब या क्या, और कितना भरोसा), तिथियों सहित अनुकूल समय, कारण (हर एक कुंडली में
 * दिखने वाली बात), क्या करें, और अंत में सावधानी की बात। Grahas take the respectful plural.
 */
import type { Topic } from '../../shared/question-topics';
import type { DashaSpan } from '../facts/types';
import { bhava, dayMonthYearHi, grahaHi, nakshatraHi, signHi } from '../wording/hi/names';
import { TARAS_HI, YOGAS_HI, YOGA_HI, pakshaHi, tithiHi } from '../wording/hi/lore';
import { placeHi } from '../wording/hi/place-names';
import { jaiminiRole, type AnswerPlan, type AnswerWindow, type LordLink, type NatalPoint, type TransitClaim } from './judge';
import type { DayCheck } from './facts';
import { barsBeginnings, GOCHARA_GOOD, TARA_FAVOURABLE } from '../judgement/classics';
import { TOPIC_RULES } from './topic-rules';
import { WINDOW_WHY_MAX_WORDS, type WrittenAnswer } from './written';

/** The topic as "… के लिए" takes it. */
export const TOPIC_HI: Record<Topic, string> = {
  marriage: 'विवाह', relationship: 'प्रेम-संबंधों', career: 'नौकरी और करियर', business: 'व्यापार', money: 'धन-लाभ',
  property: 'घर, ज़मीन या वाहन', education: 'पढ़ाई', travel: 'यात्रा और विदेश जाने', health: 'स्वास्थ्य', children: 'संतान',
  family: 'परिवार', legal: 'कोर्ट-कचहरी के मामलों', spiritual: 'आध्यात्मिक साधना', timing: 'आपके काम', general: 'जीवन',
};

/** What the karaka signifies, as "… के कारक" takes it. */
const KARAKA_OF: Record<Topic, string> = {
  marriage: 'विवाह', relationship: 'प्रेम', career: 'कर्म', business: 'व्यापार', money: 'धन', property: 'भूमि और वाहन',
  education: 'विद्या', travel: 'यात्रा', health: 'आरोग्य', children: 'संतान', family: 'परिवार', legal: 'न्याय और विवाद',
  spiritual: 'ज्ञान और मोक्ष', timing: 'भाग्य', general: 'भाग्य',
};

export const TODO_HI: Record<Topic, string> = {
  marriage: 'इस समय में परिवारों से मिलना-जुलना, रिश्ते की बात आगे बढ़ाना या तारीख़ तय करना अच्छा रहेगा; कोई रिश्ता आए तो फ़ैसले से पहले दोनों की कुंडली मिलवा लीजिए (‘मिलान’ पन्ने पर यह हो जाता है)।',
  relationship: 'जो व्यक्ति आपके लिए मायने रखता है, उसके लिए समय निकालिए, मन की बात साफ़ कहिए, और बड़ी बातें अधिक अनुकूल समय में कीजिए।',
  career: 'आवेदन, नई ज़िम्मेदारी या वेतन-वृद्धि की बात और नए काम की शुरुआत इन्हीं समयों में कीजिए; बीच के समय में हुनर निखारिए और अपना काम साफ़-सुथरा रखिए।',
  business: 'साझेदारी, नई शुरुआत और विस्तार इन्हीं समयों में कीजिए; बाक़ी समय हिसाब-किताब जाँचिए और बड़े वादों से बचिए।',
  money: 'सोच-समझकर तय की गई बचत और निवेश इन्हीं समयों में आगे बढ़ाइए; बाक़ी समय उधार देने और सट्टे जैसे जोखिम से दूर रहिए।',
  property: 'देखना, मोल-भाव और रजिस्ट्री इन्हीं समयों में कीजिए; समय कोई भी हो, काग़ज़ और मालिकाना हक़ अच्छी तरह जाँच लीजिए।',
  education: 'प्रवेश परीक्षा, दाख़िले का आवेदन और नए पाठ्यक्रम की शुरुआत इन्हीं समयों में कीजिए; बीच में नियमित अभ्यास जारी रखिए।',
  travel: 'वीज़ा का आवेदन और लंबी यात्रा की बुकिंग इन्हीं समयों में कीजिए, और काग़ज़ात पहले से तैयार रखिए।',
  health: 'नियमित जाँच, नींद और खान-पान का ध्यान रखिए, और सावधानी वाले समय में शरीर को ज़्यादा आराम दीजिए; कोई भी तकलीफ़ हो तो डॉक्टर को दिखाइए।',
  children: 'इन्हीं समयों में योजना बनाइए, और डॉक्टर की सलाह के साथ पति-पत्नी दोनों अपने स्वास्थ्य का ध्यान रखिए।',
  family: 'पारिवारिक मेल-मिलाप, पुराने मनमुटाव सुलझाना और साझे फ़ैसले इन्हीं समयों में कीजिए।',
  legal: 'मुक़दमा दायर करना, समझौता या पैरवी इन्हीं समयों में कीजिए, और हर क़दम पर किसी अच्छे वकील की सलाह लीजिए।',
  spiritual: 'कोई साधना, तीर्थयात्रा या गुरु से अध्ययन इन्हीं समयों में शुरू कीजिए, और बीच में रोज़ थोड़ी साधना बनाए रखिए।',
  timing: 'काम किसी अच्छे दिन ही शुरू कीजिए; उस दिन राहुकाल से बचिए (आपके शहर का राहुकाल ‘पंचांग’ पन्ने पर है) और हो सके तो अभिजित मुहूर्त चुनिए। विवाह, गृह प्रवेश, वाहन या किसी और शुभ काम के लिए ‘मुहूर्त’ पन्ना उस काम के नियमों से निकले शुभ समय बताता है।',
  general: 'प्रबल समयों में पूरी मेहनत लगाइए, और शांत समयों को तैयारी में लगाइए।',
};

/** The Jaimini karakas an answer names. */
const JAIMINI_ROLE_HI = { darakaraka: 'जैमिनी के दाराकारक (जीवनसाथी के कारक)', amatyakaraka: 'जैमिनी के अमात्यकारक (कर्म के कारक)', atmakaraka: 'जैमिनी के आत्मकारक' } as const;

/** How the basis line of the first window after an empty frame begins. */
export const NEXT_HI = 'इसके बाद का अनुकूल समय,';

const SURE = { high: 'इस पर हमें काफ़ी भरोसा है', medium: 'इस पर हमारा भरोसा मध्यम है', low: 'यह संकेत अभी कमज़ोर है' } as const;
const STRENGTH = { strong: 'प्रबल', moderate: 'मध्यम' } as const;
/** "आपका सातवाँ भाव": the nominative ordinals. */
const HOUSE_NOM = ['पहला', 'दूसरा', 'तीसरा', 'चौथा', 'पाँचवाँ', 'छठा', 'सातवाँ', 'आठवाँ', 'नौवाँ', 'दसवाँ', 'ग्यारहवाँ', 'बारहवाँ'];
/** "… से तीसरी राशि": feminine ordinals, for signs. */
const SIGN_ORD = ['पहली', 'दूसरी', 'तीसरी', 'चौथी', 'पाँचवीं', 'छठी', 'सातवीं', 'आठवीं', 'नौवीं', 'दसवीं', 'ग्यारहवीं', 'बारहवीं'];
const DIGNITY: Record<string, string> = { exalted: 'उच्च', debilitated: 'नीच', own: 'स्वराशि' };

const date = dayMonthYearHi;
const range = (a: string, b: string) => `${date(a)} – ${date(b)}`;
/** A window's dates as its line and its details under "कारण" begin. */
export const whenHi = (w: { start: string; end: string; day?: unknown }) => (w.day ? date(w.start) : range(w.start, w.end));
const LEVEL = { mahadasha: 'महादशा', antardasha: 'अंतर्दशा', pratyantardasha: 'प्रत्यंतर दशा' } as const;

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} और ${items[items.length - 1]}`;
}

export function dashaHi(level: keyof typeof LEVEL, d: DashaSpan): string {
  return `${grahaHi(d.lord)} ${LEVEL[level]} (${range(d.start, d.end)})`;
}

/**
 * Whom the answer speaks of: the asker ("आपके सातवें भाव") or a saved person by first name
 * ("Ramesh के सातवें भाव"), since the asker reads an answer about someone else's chart.
 */
export type VoiceHi = { self: boolean; name: string };
const voiceOf = (plan: AnswerPlan): VoiceHi => ({ self: plan.facts.person.self, name: plan.facts.person.firstName });
/** The possessive before a noun of the gender and case given: के (oblique or plural), की (feminine), का. */
const of = (v: VoiceHi, form: 'के' | 'की' | 'का') => (v.self ? `आप${form}` : `${v.name} ${form}`);

/** The topic as a lead names it: "आपके काम" becomes "Ramesh के काम" for a saved person. */
export function topicHi(topic: Topic, v: VoiceHi): string {
  return v.self ? TOPIC_HI[topic] : TOPIC_HI[topic].replace('आपके', `${v.name} के`);
}

/**
 * What to do about a saved person, said to the asker: their part is to encourage and help (रमेश को
 * … के लिए प्रेरित करें), written for it rather than turned from the asker's own advice.
 */
const TODO_ABOUT_HI: Record<Topic, (name: string) => string> = {
  marriage: (n) => `इन समयों में ${n} के रिश्ते की बात आगे बढ़ाने, परिवारों के मिलने-जुलने या तारीख़ तय करने में साथ दें; कोई रिश्ता आए तो फ़ैसले से पहले दोनों की कुंडली मिलवा लें (‘मिलान’ पन्ने पर यह हो जाता है)।`,
  relationship: (n) => `${n} को उस व्यक्ति के लिए समय निकालने और मन की बात साफ़ कहने के लिए प्रेरित करें; बड़ी बातें अधिक अनुकूल समय में हों, इसमें उनका साथ दें।`,
  career: (n) => `${n} को आवेदन करने, नई ज़िम्मेदारी या वेतन-वृद्धि की बात करने और नया काम शुरू करने के लिए इन्हीं समयों में प्रेरित करें; बीच के समय में हुनर निखारने और काम साफ़-सुथरा रखने में उनका साथ दें।`,
  business: (n) => `${n} को साझेदारी, नई शुरुआत और विस्तार इन्हीं समयों में करने के लिए प्रेरित करें; बाक़ी समय हिसाब-किताब जाँचने और बड़े वादों से बचने की सलाह दें।`,
  money: (n) => `${n} को सोच-समझकर तय की गई बचत और निवेश इन्हीं समयों में आगे बढ़ाने के लिए प्रेरित करें; बाक़ी समय उधार देने और सट्टे जैसे जोखिम से दूर रहने की सलाह दें।`,
  property: (n) => `${n} को मकान-ज़मीन देखने, मोल-भाव और रजिस्ट्री इन्हीं समयों में करने के लिए प्रेरित करें; समय कोई भी हो, काग़ज़ और मालिकाना हक़ अच्छी तरह जँचवा लें।`,
  education: (n) => `${n} को प्रवेश परीक्षा देने, दाख़िले का आवेदन करने और नया पाठ्यक्रम शुरू करने के लिए इन्हीं समयों में प्रेरित करें; बीच में नियमित अभ्यास बनाए रखने में उनका साथ दें।`,
  travel: (n) => `${n} को वीज़ा का आवेदन और लंबी यात्रा की बुकिंग इन्हीं समयों में करने के लिए प्रेरित करें, और काग़ज़ात पहले से तैयार रखने में मदद करें।`,
  health: (n) => `${n} को नियमित जाँच, नींद और खान-पान का ध्यान रखने और सावधानी वाले समय में ज़्यादा आराम करने के लिए प्रेरित करें; कोई भी तकलीफ़ हो तो उन्हें डॉक्टर को ज़रूर दिखाएँ।`,
  children: (n) => `${n} को इन्हीं समयों में योजना बनाने और डॉक्टर की सलाह के साथ पति-पत्नी दोनों के स्वास्थ्य का ध्यान रखने के लिए प्रेरित करें।`,
  family: (n) => `${n} को पारिवारिक मेल-मिलाप, पुराने मनमुटाव सुलझाने और साझे फ़ैसले इन्हीं समयों में लेने के लिए प्रेरित करें।`,
  legal: (n) => `${n} को मुक़दमा दायर करने, समझौते या पैरवी के लिए इन्हीं समयों को चुनने और हर क़दम पर किसी अच्छे वकील की सलाह लेने के लिए प्रेरित करें।`,
  spiritual: (n) => `${n} को कोई साधना, तीर्थयात्रा या गुरु से अध्ययन इन्हीं समयों में शुरू करने और बीच में रोज़ थोड़ी साधना बनाए रखने के लिए प्रेरित करें।`,
  timing: (n) => `${n} को काम किसी अच्छे दिन ही शुरू करने के लिए कहें; उस दिन राहुकाल से बचना (शहर का राहुकाल ‘पंचांग’ पन्ने पर है) और हो सके तो अभिजित मुहूर्त चुनना अच्छा रहेगा। विवाह, गृह प्रवेश, वाहन या किसी और शुभ काम के लिए ‘मुहूर्त’ पन्ना उस काम के नियमों से निकले शुभ समय बताता है।`,
  general: (n) => `${n} को प्रबल समयों में पूरी मेहनत लगाने और शांत समयों को तैयारी में लगाने के लिए प्रेरित करें।`,
};

/** What to do: for the asker, or, about a saved person, what the asker can do for them. */
export function todoHi(topic: Topic, v: VoiceHi): string {
  return `क्या करें: ${v.self ? TODO_HI[topic] : TODO_ABOUT_HI[topic](v.name)}`;
}

const refHi = (ref: 'lagna' | 'moon') => (ref === 'lagna' ? 'लग्न से' : 'चंद्र राशि से');

function transitHi(t: TransitClaim, main: number, v: VoiceHi): string {
  const dates = t.from && t.to ? ` (${range(t.from, t.to)})` : t.to ? ` (${date(t.to)} तक)` : t.from ? ` (${date(t.from)} से)` : '';
  const where = t.aspect
    ? // The house aspected is counted from the same point as the house the graha is in.
      `${refHi(t.ref)} ${bhava(t.house)} भाव में, जहाँ से वे ${refHi(t.ref)} ${bhava(main)} भाव पर दृष्टि डालते हैं`
    : `${refHi(t.ref)} ${of(v, 'के')} ${bhava(t.house)} भाव में`;
  return `${grahaHi(t.graha)} ${signHi(t.sign)} राशि में, ${where}${dates}`;
}

function reasonHi(key: string, topic: Topic, role: ReturnType<typeof jaiminiRole>, timeKnown: boolean, v: VoiceHi): string | null {
  const m = /^(lord-rules|lord-in|aspects|node-sign-lord-rules)-(\d+)$/.exec(key);
  if (m) {
    const h = bhava(Number(m[2]));
    const y = of(v, 'के');
    return m[1] === 'lord-rules' ? `${y} ${h} भाव के स्वामी हैं` : m[1] === 'lord-in' ? `${y} ${h} भाव में बैठे हैं` : m[1] === 'aspects' ? `${y} ${h} भाव पर दृष्टि डालते हैं` : `ऐसी राशि में हैं जिसके स्वामी ${y} ${h} भाव के भी स्वामी हैं`;
  }
  if (key === 'karaka') return role ? `${JAIMINI_ROLE_HI[role]} हैं` : `${KARAKA_OF[topic]} के कारक हैं`;
  if (key === 'yogakaraka') return `${timeKnown ? `${of(v, 'के')} लग्न` : `${of(v, 'की')} चंद्र राशि`} के लिए योगकारक हैं`;
  if (key === 'strong') return `${of(v, 'की')} कुंडली में बली हैं`;
  if (key === 'weak') return `${of(v, 'की')} कुंडली में निर्बल हैं`;
  return null;
}

function linkHi(l: LordLink, plan: AnswerPlan): string {
  const role = jaiminiRole(plan.facts, l.lord);
  return `${grahaHi(l.lord)} ${list(l.reasons.map((r) => reasonHi(r, plan.facts.topic, role, plan.facts.person.timeKnown, voiceOf(plan))).filter((x): x is string => x !== null))}`;
}

function failedHi(d: DayCheck): string {
  const fails = [
    ...(TARA_FAVOURABLE[d.tara - 1] ? [] : [`${TARAS_HI[d.tara - 1]!.name} तारा शुभ नहीं मानी जाती`]),
    ...(GOCHARA_GOOD.Moon.includes(d.chandraHouse) ? [] : [`चंद्र राशि से ${SIGN_ORD[d.chandraHouse - 1]} राशि में चंद्रमा चंद्र बल नहीं देते`]),
    ...(barsBeginnings(d.tithi) ? [`${tithiName(d.tithi)} तिथि शुभ कामों की शुरुआत के लिए वर्जित है`] : []),
  ];
  return `${list(fails)}।`;
}

const tithiName = (n: number) => (n === 15 || n === 30 ? tithiHi(n) : `${pakshaHi(n)} ${tithiHi(n)}`);

function dayHi(d: DayCheck, plan: AnswerPlan): string {
  const n = plan.facts.natal;
  const tara = TARAS_HI[d.tara - 1]!;
  const tithi = tithiName(d.tithi);
  return `${date(d.date)} को ${placeHi(plan.facts.place)} में सूर्योदय (${d.time}) के समय चंद्रमा ${nakshatraHi(d.nakshatra)} नक्षत्र में हैं, जो ${of(voiceOf(plan), 'के')} जन्म नक्षत्र ${nakshatraHi(n.moon.nakshatraIndex)} से गिनने पर ${tara.name} तारा (${tara.meaning}) है; और ${signHi(d.moonSign)} राशि में, जो ${of(voiceOf(plan), 'की')} चंद्र राशि ${signHi(n.moon.sign)} से ${SIGN_ORD[d.chandraHouse - 1]} राशि है। तिथि ${tithi} है और योग ${YOGAS_HI[d.yoga - 1]}।`;
}

/** Whether a window's transits are counted from both the lagna and the Moon sign. */
const mixedRefs = (w: AnswerWindow) => new Set(w.transits.map((t) => t.ref)).size > 1;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A window's "why" in one short sentence with its strength (WINDOW_WHY_MAX_WORDS, as in English):
 * the periods, whether their lords bear on the topic, and the slow transits with the point their
 * house is counted from. Clauses give way when the sentence would be longer.
 */
function shortWhyHi(w: AnswerWindow, plan: AnswerPlan): string {
  const v = voiceOf(plan);
  const label = w.lean === 'care' ? (w.strength === 'strong' ? 'ज़्यादा सावधानी' : 'हल्की सावधानी') : STRENGTH[w.strength];
  if (w.day) {
    const d = w.day;
    return `${label}: चंद्रमा ${nakshatraHi(d.nakshatra)} नक्षत्र में, ${of(v, 'के')} जन्म नक्षत्र से ${TARAS_HI[d.tara - 1]!.name} तारा, ${of(v, 'की')} चंद्र राशि से ${SIGN_ORD[d.chandraHouse - 1]} राशि में; ${tithiName(d.tithi)} तिथि।`;
  }
  const main = TOPIC_RULES[plan.facts.topic].houses[0]!;
  const periods = `${grahaHi(w.md.lord)}–${grahaHi(w.ad.lord)}–${w.pds.map((p) => grahaHi(p.lord)).join('/')} की दशाएँ`;
  const lords = w.links.length ? `, जिनके स्वामी ${topicHi(plan.facts.topic, v)} से जुड़े हैं` : '';
  const refs = [...new Set(w.transits.map((t) => t.ref))];
  const from = refs.length > 1 ? '(एक लग्न से, एक चंद्र राशि से)' : refHi(refs[0] ?? 'lagna');
  const transits = w.double
    ? `; साथ में गुरु और शनि दोनों ${from} ${bhava(main)} भाव पर`
    : w.transits.length
      ? `; गोचर में ${list([...new Set(w.transits.map((t) => grahaHi(t.graha)))])} का साथ`
      : '';
  const full = `${label}: ${periods}${lords}${transits}।`;
  if (wordCount(full) <= WINDOW_WHY_MAX_WORDS) return full;
  const shorter = `${label}: ${periods}${transits}।`;
  return wordCount(shorter) <= WINDOW_WHY_MAX_WORDS ? shorter : `${label}: ${periods}।`;
}

/** The window's periods, lords and transits in full, for its line under "कारण". */
function windowDetailHi(w: AnswerWindow, plan: AnswerPlan): string {
  if (w.day) return dayHi(w.day, plan);
  const topic = plan.facts.topic;
  const main = TOPIC_RULES[topic].houses[0]!;
  const pds = w.pds.map((p) => dashaHi('pratyantardasha', p)).join(', फिर ');
  const lines = [`${dashaHi('mahadasha', w.md)} में ${dashaHi('antardasha', w.ad)}, और ${pds}।`];
  if (w.links.length) lines.push(`${w.links.map((l) => linkHi(l, plan)).join('; ')}।`);
  if (w.transits.length) {
    lines.push(`गोचर में ${w.transits.map((t) => transitHi(t, main, voiceOf(plan))).join('; और ')}${w.double ? ` — गुरु और शनि दोनों एक साथ ${bhava(main)} भाव से जुड़ते हैं${mixedRefs(w) ? ' (एक की गिनती लग्न से, दूसरे की चंद्र राशि से)' : ''}; यही दोहरा गोचर है, जो शास्त्र के अनुसार घटना का समय तय करता है` : ''}।`);
  }
  return lines.join(' ');
}

function pointHi(p: NatalPoint, plan: AnswerPlan): string {
  const from = plan.facts.person.timeKnown ? '' : ' (चंद्र राशि से गिना गया)';
  if (p.kind === 'house') {
    const dignity = DIGNITY[p.lordDignity] ? ` (${DIGNITY[p.lordDignity]})` : '';
    const occupants = p.occupants.length ? `; इस भाव में ${list(p.occupants.map(grahaHi))} बैठे हैं` : '';
    return `${of(voiceOf(plan), 'का')} ${HOUSE_NOM[p.house - 1]} भाव${from} ${signHi(p.sign)} राशि का है; इसके स्वामी ${grahaHi(p.lord)} ${signHi(p.lordSign)} राशि में${dignity}, ${of(voiceOf(plan), 'के')} ${bhava(p.lordHouse)} भाव में बैठे हैं${occupants}।`;
  }
  if (p.kind === 'karaka') {
    const dignity = DIGNITY[p.dignity] ? ` (${DIGNITY[p.dignity]})` : '';
    const state = p.strong ? ', और बली हैं' : p.weak ? ', पर निर्बल हैं' : '';
    const role = p.jaimini ? JAIMINI_ROLE_HI[p.jaimini] : `${KARAKA_OF[plan.facts.topic]} के कारक`;
    return `${role} ${grahaHi(p.graha)} ${signHi(p.sign)} राशि में${dignity}, ${of(voiceOf(plan), 'के')} ${bhava(p.house)} भाव में हैं${state}।`;
  }
  const lore = YOGA_HI[p.key];
  return `${of(voiceOf(plan), 'की')} कुंडली में ${lore?.name ?? p.key} बनता है (${list(p.grahas.map(grahaHi))})${p.weak ? ', हालाँकि कुछ कमज़ोर' : ''}${lore ? `; यह ${lore.gives[0]} देता है` : ''}।`;
}

function runningHi(plan: AnswerPlan): string | null {
  const f = plan.facts;
  if (!f.running) return null;
  return `${date(f.frame.start)} को चल रही दशाएँ: ${dashaHi('mahadasha', f.running.md)}, ${dashaHi('antardasha', f.running.ad)} और ${dashaHi('pratyantardasha', f.running.pd)}।`;
}

function noWindowBasisHi(plan: AnswerPlan): string {
  const f = plan.facts;
  const nw = plan.noWindow!;
  if (nw.reason === 'passed') return `पूछा गया समय ${date(f.frame.end)} को, यानी आज से पहले ही बीत चुका है।`;
  if (nw.reason === 'days' && f.days.length === 1) return `${dayHi(f.days[0]!, plan)} ${failedHi(f.days[0]!)}`;
  if (nw.reason === 'days') return `${date(f.frame.start)} से ${date(f.frame.end)} तक कोई भी दिन ${of(voiceOf(plan), 'के')} लिए तारा बल, चंद्र बल और तिथि, तीनों पर एक साथ खरा नहीं उतरता।`;
  const ads = plan.antardashas.map((a) => `${grahaHi(a.md.lord)} महादशा में ${dashaHi('antardasha', a.ad)}`);
  const houses = list(TOPIC_RULES[f.topic].houses.map(bhava));
  return nw.reason === 'unlinked'
    ? `${date(f.frame.end)} तक ${list(ads)} चलेंगी; इनके स्वामियों में से कोई भी ${of(voiceOf(plan), 'के')} ${houses} भाव का स्वामी नहीं है, न उनमें बैठा है, न उन पर दृष्टि डालता है, और न ही ${KARAKA_OF[f.topic]} का कारक है।`
    : `${date(f.frame.end)} तक ${list(ads)} चलेंगी; इनके स्वामियों का इस विषय से संबंध हल्का है, और कोई सहायक धीमा गोचर इनके साथ नहीं जुड़ता।`;
}

function leadHi(plan: AnswerPlan): string {
  const f = plan.facts;
  const v = voiceOf(plan);
  const topic = topicHi(f.topic, v);
  const sure = SURE[plan.confidence];
  const b = plan.best;
  if (f.topic === 'timing' && f.days.length) {
    if (f.days.length === 1) return b ? `हाँ, ${date(b.start)} इस काम के लिए अच्छा दिन है (${STRENGTH[b.strength]}); ${sure}।` : `${date(f.frame.start)} को कोई अनुकूल समय नहीं है: यह दिन नई शुरुआत के लिए ठीक नहीं; ${sure}।`;
    return b ? `${date(f.frame.start)} से ${date(f.frame.end)} के बीच सबसे अच्छे दिन हैं: ${list(plan.windows.map((w) => date(w.start)))}; ${sure}।` : `${date(f.frame.end)} से पहले कोई अनुकूल समय नहीं है: इस बीच कोई भी दिन नई शुरुआत की कसौटी पर खरा नहीं उतरता; ${sure}।`;
  }
  if (!b) {
    const rest = plan.windows.length ? ` नीचे दिए सहायक समय इस दौरान ${of(v, 'का')} साथ देंगे।` : '';
    if (f.topic === 'health') return `${date(f.frame.end)} से पहले स्वास्थ्य के लिए विशेष सावधानी वाला कोई समय नहीं है; ${sure}।${rest}`;
    const next = plan.next ? ` इसके बाद पहला अनुकूल समय ${range(plan.next.start, plan.next.end)} है (${STRENGTH[plan.next.strength]})।` : '';
    return `${date(f.frame.end)} से पहले ${topic} के लिए कोई अनुकूल समय नहीं है; ${sure}।${next}${rest}`;
  }
  if (b.lean === 'care') return `${date(b.start)} से ${date(b.end)} तक ${v.self ? '' : `${v.name} के `}स्वास्थ्य का विशेष ध्यान रखिए (${b.strength === 'strong' ? 'यह समय ज़्यादा सावधानी माँगता है' : 'हल्की सावधानी का समय'}); ${sure}।`;
  if (f.frame.kind === 'stated') {
    const opening = plan.confidence === 'low' ? 'संभव है' : 'हाँ';
    if (b.start === f.frame.start && b.end === f.frame.end) return `${opening}: ${date(b.start)} से ${date(b.end)} तक का पूरा समय ${topic} के लिए ${STRENGTH[b.strength]} योग वाला है; ${sure}।`;
    return `${opening}: ${date(f.frame.start)} से ${date(f.frame.end)} के बीच ${topic} के लिए ${STRENGTH[b.strength]} योग बनता है, ${date(b.start)} से ${date(b.end)} तक; ${sure}।`;
  }
  return `${topic} के लिए सबसे अच्छा समय ${date(b.start)} – ${date(b.end)} है, ${STRENGTH[b.strength]} योग के साथ; ${sure}।`;
}

export function writeAnswerHi(plan: AnswerPlan): WrittenAnswer {
  const f = plan.facts;
  const windows = plan.windows.map((w) => ({ start: w.start, end: w.end, strength: w.strength, why: shortWhyHi(w, plan) }));
  const v = voiceOf(plan);
  // With a birth time, houses are the lagna's unless a line says the Moon sign: said once, first.
  const frame = f.person.timeKnown ? [`जहाँ चंद्र राशि से गिनती न कही गई हो, वहाँ भाव ${of(v, 'के')} लग्न (${signHi(f.natal.lagna.sign)}) से गिने गए हैं।`] : [];
  // Each window's periods, lords and transits in full: under "कारण", headed by its dates.
  const details = plan.windows.map((w) => `${whenHi(w)}: ${windowDetailHi(w, plan)}`);
  const basis: string[] = [...frame, ...plan.points.map((p) => pointHi(p, plan)), ...details];
  const running = runningHi(plan);
  if (running) basis.push(running);
  if (plan.noWindow) basis.push(noWindowBasisHi(plan));
  if (plan.next) basis.push(`${NEXT_HI} ${range(plan.next.start, plan.next.end)}: ${windowDetailHi(plan.next, plan)}`);
  const lines = [leadHi(plan)];
  if (windows.length) {
    lines.push(`${plan.windows.every((w) => w.lean === 'care') ? 'सावधानी का समय' : 'अनुकूल समय'}:\n${plan.windows.map((w, i) => `• ${whenHi(w)}${w === plan.best ? (w.lean === 'care' ? ' (सबसे ज़्यादा सावधानी का)' : ' (सबसे अच्छा)') : ''} — ${windows[i]!.why}`).join('\n')}`);
  }
  lines.push(`कारण:\n${basis.map((x) => `• ${x}`).join('\n')}`);
  lines.push(todoHi(f.topic, v));
  const caveats = [`कुंडली झुकाव और समय दिखाती है, पक्की बात नहीं; नतीजा ${v.self ? 'आपके अपने' : `${v.name} के अपने`} फ़ैसलों और हालात से तय होता है।`];
  if (!f.person.timeKnown) caveats.push('जन्म का सही समय ज्ञात नहीं है, इसलिए भाव चंद्र राशि से गिने गए हैं और तिथियाँ कम पक्की हैं।');
  if (f.person.approximate) caveats.push('जन्म स्थान ठीक-ठीक नहीं मिला, इसलिए कुंडली पास के स्थान के लिए बनाई गई है।');
  lines.push(caveats.join(' '));
  return { answer: lines.join('\n\n'), windows, basis };
}

