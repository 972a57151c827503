/**
 * An answer in Tamil, as a Tamil jothidar would give it, in the same order as the English: the
 * direct answer (when or what, and how sure), the good times with their dates, the reasons (each a
 * thing to be seen in the jathagam), what to do, and a word of caution. A dasha is named graha
 * first (சுக்கிர திசை, சனி புக்தி, புதன் அந்தரம்); a saved person is spoken of as "{name} அவர்கள்".
 */
import type { Topic } from '../../shared/question-topics';
import type { DashaSpan } from '../facts/types';
import { SIGNS_TA, bhava, dayMonthYearTa, grahaStemTa, grahaTa, listTa, nakshatraTa, sandhiTa } from '../wording/ta/names';
import { TARAS_TA, YOGAS_TA, YOGA_TA, pakshaTa, tithiTa } from '../wording/ta/lore';
import { placeTa } from '../wording/ta/place-names';
import { jaiminiRole, type AnswerPlan, type AnswerWindow, type LordLink, type NatalPoint, type TransitClaim } from './judge';
import type { DayCheck } from './facts';
import { barsBeginnings, GOCHARA_GOOD, TARA_FAVOURABLE } from '../judgement/classics';
import { TOPIC_RULES } from './topic-rules';
import type { WrittenAnswer } from './written';

/** The topic as "… விஷயத்துக்கு" takes it. */
export const TOPIC_TA: Record<Topic, string> = {
  marriage: 'திருமண', relationship: 'காதல், உறவு', career: 'வேலை, தொழில்', business: 'வியாபார', money: 'பண வரவு',
  property: 'வீடு, நிலம், வாகன', education: 'படிப்பு', travel: 'பயணம், வெளிநாடு', health: 'உடல்நல', children: 'குழந்தைப் பேறு',
  family: 'குடும்ப', legal: 'வழக்கு', spiritual: 'ஆன்மிக சாதனை', timing: 'நீங்கள் தொடங்கும் காரிய', general: 'வாழ்க்கை',
};

/** What the karaka signifies, before "காரகர்". */
const KARAKA_OF: Record<Topic, string> = {
  marriage: 'திருமணத்துக்குக்', relationship: 'காதலுக்குக்', career: 'தொழிலுக்குக்', business: 'வியாபாரத்துக்குக்', money: 'செல்வத்துக்குக்', property: 'நிலத்துக்கும் வாகனத்துக்கும்',
  education: 'கல்விக்குக்', travel: 'பயணத்துக்குக்', health: 'ஆரோக்கியத்துக்குக்', children: 'குழந்தைப் பேற்றுக்குக்', family: 'குடும்பத்துக்குக்', legal: 'நீதிக்கும் வழக்குக்கும்',
  spiritual: 'ஞானத்துக்கும் மோட்சத்துக்கும்', timing: 'பாக்கியத்துக்குக்', general: 'பாக்கியத்துக்குக்',
};

export const TODO_TA: Record<Topic, string> = {
  marriage: 'இந்தக் காலத்தில் குடும்பங்களைச் சந்திப்பது, வரன் பேச்சை முன்னெடுப்பது, தேதி குறிப்பது நல்லது; வரன் வந்தால் முடிவுக்கு முன் இருவரின் ஜாதகப் பொருத்தத்தையும் பாருங்கள் (‘பொருத்தம்’ பக்கத்தில் இது கிடைக்கும்).',
  relationship: 'உங்களுக்கு முக்கியமானவருக்கு நேரம் ஒதுக்குங்கள், மனதில் உள்ளதைத் தெளிவாகச் சொல்லுங்கள், பெரிய பேச்சுகளை அதிகச் சாதகமான காலத்தில் வையுங்கள்.',
  career: 'விண்ணப்பம், புதிய பொறுப்பு அல்லது ஊதிய உயர்வுப் பேச்சு, புதிய வேலையின் தொடக்கம் ஆகியவற்றை இந்தக் காலங்களிலேயே செய்யுங்கள்; இடைப்பட்ட காலத்தில் திறமையை மெருகேற்றி உங்கள் வேலையைச் சுத்தமாக வையுங்கள்.',
  business: 'கூட்டுத்தொழில், புதிய தொடக்கம், விரிவாக்கம் ஆகியவற்றை இந்தக் காலங்களிலேயே செய்யுங்கள்; மற்ற நேரத்தில் கணக்குகளைச் சரிபார்த்து, பெரிய வாக்குறுதிகளைத் தவிருங்கள்.',
  money: 'யோசித்து முடிவு செய்த சேமிப்பையும் முதலீட்டையும் இந்தக் காலங்களில் முன்னெடுங்கள்; மற்ற நேரத்தில் கடன் கொடுப்பதையும் ஊக வணிகம் போன்ற அபாயங்களையும் தவிருங்கள்.',
  property: 'பார்ப்பது, பேரம் பேசுவது, பத்திரப் பதிவு ஆகியவற்றை இந்தக் காலங்களிலேயே செய்யுங்கள்; எந்த நேரமானாலும் ஆவணங்களையும் உரிமையையும் நன்றாகச் சரிபாருங்கள்.',
  education: 'நுழைவுத் தேர்வு, சேர்க்கை விண்ணப்பம், புதிய பாடப்பிரிவின் தொடக்கம் ஆகியவற்றை இந்தக் காலங்களில் செய்யுங்கள்; இடையில் தொடர்ந்து பயிற்சி செய்யுங்கள்.',
  travel: 'விசா விண்ணப்பத்தையும் நீண்ட பயண முன்பதிவையும் இந்தக் காலங்களில் செய்யுங்கள், ஆவணங்களை முன்பே தயாராக வையுங்கள்.',
  health: 'வழக்கமான பரிசோதனை, தூக்கம், உணவு ஆகியவற்றில் கவனம் வையுங்கள், எச்சரிக்கைக் காலத்தில் உடலுக்கு அதிக ஓய்வு கொடுங்கள்; எந்தத் தொல்லை இருந்தாலும் மருத்துவரைப் பாருங்கள்.',
  children: 'இந்தக் காலங்களிலேயே திட்டமிடுங்கள், மருத்துவரின் ஆலோசனையோடு கணவன் மனைவி இருவரும் உடல்நலத்தைக் கவனியுங்கள்.',
  family: 'குடும்ப ஒற்றுமை, பழைய மனஸ்தாபங்களைத் தீர்ப்பது, சேர்ந்த முடிவுகள் ஆகியவற்றை இந்தக் காலங்களில் செய்யுங்கள்.',
  legal: 'வழக்குத் தொடுப்பது, சமரசம், வாதாடுவது ஆகியவற்றை இந்தக் காலங்களில் செய்யுங்கள், ஒவ்வோர் அடியிலும் நல்ல வழக்கறிஞரின் ஆலோசனை பெறுங்கள்.',
  spiritual: 'ஒரு சாதனை, தீர்த்த யாத்திரை அல்லது குருவிடம் கற்றலை இந்தக் காலங்களில் தொடங்குங்கள், இடையில் தினமும் சிறிது சாதனையைத் தொடருங்கள்.',
  timing: 'காரியத்தை ஒரு நல்ல நாளிலேயே தொடங்குங்கள்; அன்று ராகு காலத்தைத் தவிர்த்து (உங்கள் ஊரின் ராகு காலம் ‘பஞ்சாங்கம்’ பக்கத்தில் உள்ளது), முடிந்தால் அபிஜித் முகூர்த்தத்தைத் தேர்ந்தெடுங்கள். திருமணம், கிரகப் பிரவேசம், வாகனம் போன்ற சுப காரியங்களுக்கு ‘முகூர்த்தம்’ பக்கம் அந்தக் காரியத்தின் விதிப்படி நல்ல நேரத்தைச் சொல்லும்.',
  general: 'வலுவான காலங்களில் முழு முயற்சியைச் செலுத்துங்கள், அமைதியான காலங்களைத் தயாரிப்புக்குப் பயன்படுத்துங்கள்.',
};

/** The Jaimini karakas an answer names. */
const JAIMINI_ROLE_TA = { darakaraka: 'ஜைமினி முறையின் தாரகாரகர் (வாழ்க்கைத்துணையின் காரகர்)', amatyakaraka: 'ஜைமினி முறையின் அமாத்யகாரகர் (தொழிலின் காரகர்)', atmakaraka: 'ஜைமினி முறையின் ஆத்மகாரகர்' } as const;

/** How the basis line of the first window after an empty frame begins. */
export const NEXT_TA = 'இதற்குப் பின் வரும் சாதகமான காலம்,';

const SURE = { high: 'இதில் எங்களுக்கு நல்ல நம்பிக்கை உண்டு', medium: 'இதில் எங்கள் நம்பிக்கை நடுத்தரம்', low: 'இந்த அறிகுறி இப்போது பலவீனமாக உள்ளது' } as const;
const STRENGTH = { strong: 'வலுவான', moderate: 'நடுத்தர' } as const;
const DIGNITY: Record<string, string> = { exalted: 'உச்சம்', debilitated: 'நீசம்', own: 'ஆட்சி' };

const date = dayMonthYearTa;
const range = (a: string, b: string) => `${date(a)} – ${date(b)}`;
const LEVEL = { mahadasha: 'திசை', antardasha: 'புக்தி', pratyantardasha: 'அந்தரம்' } as const;
const sign = (i: number) => `${SIGNS_TA[i]!.replace(/ம்$/, '')} ராசி`;

export function dashaTa(level: keyof typeof LEVEL, d: DashaSpan): string {
  return `${grahaStemTa(d.lord)} ${LEVEL[level]} (${range(d.start, d.end)})`;
}

/**
 * Whom the answer speaks of: the asker ("உங்கள் ஏழாம் வீடு") or a saved person by first name
 * ("Ramesh அவர்களின் ஏழாம் வீடு"), since the asker reads an answer about someone else's chart.
 */
export type VoiceTa = { self: boolean; name: string };
const voiceOf = (plan: AnswerPlan): VoiceTa => ({ self: plan.facts.person.self, name: plan.facts.person.firstName });
const of = (v: VoiceTa) => (v.self ? 'உங்கள்' : `${v.name} அவர்களின்`);
const forWhom = (v: VoiceTa) => (v.self ? 'உங்களுக்கு' : `${v.name} அவர்களுக்கு`);

/** What to do, for the asker, or (a saved person) as advice about them. */
export function todoTa(topic: Topic, v: VoiceTa): string {
  if (v.self) return `செய்ய வேண்டியது: ${TODO_TA[topic]}`;
  return `${v.name} அவர்களுக்கான ஆலோசனை: ${TODO_TA[topic].replace(/உங்களுக்கு/g, 'அவருக்கு').replace(/உங்கள்/g, 'அவருடைய')}`;
}

const refTa = (ref: 'lagna' | 'moon') => (ref === 'lagna' ? 'லக்னத்துக்கு' : 'சந்திர ராசிக்கு');

function transitTa(t: TransitClaim, main: number, v: VoiceTa): string {
  const dates = t.from && t.to ? ` (${range(t.from, t.to)})` : t.to ? ` (${date(t.to)} வரை)` : t.from ? ` (${date(t.from)} முதல்)` : '';
  const where = t.aspect
    ? `${refTa(t.ref)} ${bhava(t.house)} வீட்டில், அங்கிருந்து ${of(v)} ${bhava(main)} வீட்டைப் பார்க்கிறார்`
    : `${refTa(t.ref)} ${of(v)} ${bhava(t.house)} வீட்டில்`;
  return `${grahaTa(t.graha)} ${sign(t.sign)}யில், ${where}${dates}`;
}

function reasonTa(key: string, topic: Topic, role: ReturnType<typeof jaiminiRole>, timeKnown: boolean, v: VoiceTa): string | null {
  const m = /^(lord-rules|lord-in|aspects|node-sign-lord-rules)-(\d+)$/.exec(key);
  if (m) {
    const h = bhava(Number(m[2]));
    const y = of(v);
    return m[1] === 'lord-rules' ? `${y} ${h} வீட்டுக்கு அதிபதி` : m[1] === 'lord-in' ? `${y} ${h} வீட்டில் இருக்கிறார்` : m[1] === 'aspects' ? `${y} ${h} வீட்டைப் பார்க்கிறார்` : `${y} ${h} வீட்டின் அதிபதியே அதிபதியாக உள்ள ராசியில் இருக்கிறார்`;
  }
  if (key === 'karaka') return role ? `${JAIMINI_ROLE_TA[role]}` : `${KARAKA_OF[topic]} காரகர்`;
  if (key === 'yogakaraka') return `${timeKnown ? `${of(v)} லக்னத்துக்கு` : `${of(v)} சந்திர ராசிக்கு`} யோககாரகர்`;
  if (key === 'strong') return `${of(v)} ஜாதகத்தில் பலமாக இருக்கிறார்`;
  if (key === 'weak') return `${of(v)} ஜாதகத்தில் பலவீனமாக இருக்கிறார்`;
  return null;
}

function linkTa(l: LordLink, plan: AnswerPlan): string {
  const role = jaiminiRole(plan.facts, l.lord);
  return `${grahaTa(l.lord)}: ${listTa(l.reasons.map((r) => reasonTa(r, plan.facts.topic, role, plan.facts.person.timeKnown, voiceOf(plan))).filter((x): x is string => x !== null))}`;
}

const tithiName = (n: number) => (n === 15 || n === 30 ? tithiTa(n) : `${pakshaTa(n)} ${tithiTa(n)}`);

function failedTa(d: DayCheck): string {
  const fails = [
    ...(TARA_FAVOURABLE[d.tara - 1] ? [] : [`${TARAS_TA[d.tara - 1]!.name} தாரை சுபமாகக் கருதப்படுவதில்லை`]),
    ...(GOCHARA_GOOD.Moon.includes(d.chandraHouse) ? [] : [`சந்திர ராசியிலிருந்து ${bhava(d.chandraHouse)} ராசியில் உள்ள சந்திரன் சந்திர பலம் தருவதில்லை`]),
    ...(barsBeginnings(d.tithi) ? [`${tithiName(d.tithi)} திதியில் சுப காரியங்களைத் தொடங்குவதில்லை`] : []),
  ];
  return `${listTa(fails)}.`;
}

function dayTa(d: DayCheck, plan: AnswerPlan): string {
  const n = plan.facts.natal;
  const tara = TARAS_TA[d.tara - 1]!;
  const v = voiceOf(plan);
  return `${date(d.date)} அன்று ${placeTa(plan.facts.place)} நேரப்படி சூரிய உதயத்தில் (${d.time}) சந்திரன் ${nakshatraTa(d.nakshatra)} நட்சத்திரத்தில் இருக்கிறார், இது ${of(v)} ஜென்ம நட்சத்திரமான ${nakshatraTa(n.moon.nakshatraIndex)} நட்சத்திரத்திலிருந்து எண்ணினால் ${tara.name} தாரை (${tara.meaning}); ${sign(d.moonSign)}யில் இருக்கிறார், இது ${of(v)} சந்திர ராசியான ${sign(n.moon.sign)}யிலிருந்து ${bhava(d.chandraHouse)} ராசி. திதி ${tithiName(d.tithi)}, யோகம் ${YOGAS_TA[d.yoga - 1]}.`;
}

function windowWhyTa(w: AnswerWindow, plan: AnswerPlan): string {
  if (w.day) return dayTa(w.day, plan);
  const topic = plan.facts.topic;
  const main = TOPIC_RULES[topic].houses[0]!;
  const pds = w.pds.map((p) => dashaTa('pratyantardasha', p)).join(', பிறகு ');
  const lines = [`${dashaTa('mahadasha', w.md)} நடக்கும்போது ${dashaTa('antardasha', w.ad)}, அதற்குள் ${pds}.`];
  if (w.links.length) lines.push(`${w.links.map((l) => linkTa(l, plan)).join('; ')}.`);
  if (w.transits.length) {
    lines.push(`கோசாரத்தில் ${w.transits.map((t) => transitTa(t, main, voiceOf(plan))).join('; மேலும் ')}${w.double ? ' — குருவும் சனியும் ஒரே நேரத்தில் இந்த வீட்டோடு இணைகிறார்கள்; இதுவே இரட்டைக் கோசாரம், சாஸ்திரப்படி நிகழ்வின் நேரத்தை இதுவே தீர்மானிக்கிறது' : ''}.`);
  }
  return lines.join(' ');
}

function pointTa(p: NatalPoint, plan: AnswerPlan): string {
  const v = voiceOf(plan);
  const from = plan.facts.person.timeKnown ? '' : ' (சந்திர ராசியிலிருந்து எண்ணியது)';
  if (p.kind === 'house') {
    const dignity = DIGNITY[p.lordDignity] ? ` (${DIGNITY[p.lordDignity]})` : '';
    const occupants = p.occupants.length ? `; இந்த வீட்டில் ${listTa(p.occupants.map(grahaTa))} ${p.occupants.length > 1 ? 'உள்ளனர்' : 'உள்ளார்'}` : '';
    return `${of(v)} ${bhava(p.house)} வீடு${from} ${sign(p.sign)}; அதன் அதிபதி ${grahaTa(p.lord)} ${sign(p.lordSign)}யில்${dignity}, ${of(v)} ${bhava(p.lordHouse)} வீட்டில் இருக்கிறார்${occupants}.`;
  }
  if (p.kind === 'karaka') {
    const dignity = DIGNITY[p.dignity] ? ` (${DIGNITY[p.dignity]})` : '';
    const state = p.strong ? ', பலமாகவும் இருக்கிறார்' : p.weak ? ', ஆனால் பலவீனமாக இருக்கிறார்' : '';
    const role = p.jaimini ? JAIMINI_ROLE_TA[p.jaimini] : `${KARAKA_OF[plan.facts.topic]} காரகரான`;
    return `${role} ${grahaTa(p.graha)} ${sign(p.sign)}யில்${dignity}, ${of(v)} ${bhava(p.house)} வீட்டில் இருக்கிறார்${state}.`;
  }
  const lore = YOGA_TA[p.key];
  return `${of(v)} ஜாதகத்தில் ${lore?.name ?? 'ஒரு சிறப்பு யோகம்'} அமைகிறது (${listTa(p.grahas.map(grahaTa))})${p.weak ? ', சற்றுப் பலவீனமாக என்றாலும்' : ''}${lore ? `; இது ${lore.gives[0]} என்ற பலனைத் தரும்` : ''}.`;
}

function runningTa(plan: AnswerPlan): string | null {
  const f = plan.facts;
  if (!f.running) return null;
  return `${date(f.frame.start)} அன்று நடக்கும் திசைகள்: ${dashaTa('mahadasha', f.running.md)}, ${dashaTa('antardasha', f.running.ad)} மற்றும் ${dashaTa('pratyantardasha', f.running.pd)}.`;
}

function noWindowBasisTa(plan: AnswerPlan): string {
  const f = plan.facts;
  const nw = plan.noWindow!;
  const v = voiceOf(plan);
  if (nw.reason === 'passed') return `கேட்ட காலம் ${date(f.frame.end)} அன்றே, அதாவது இன்றைக்கு முன்பே கடந்துவிட்டது.`;
  if (nw.reason === 'days' && f.days.length === 1) return `${dayTa(f.days[0]!, plan)} ${failedTa(f.days[0]!)}`;
  if (nw.reason === 'days') return `${date(f.frame.start)} முதல் ${date(f.frame.end)} வரை எந்த நாளும் ${forWhom(v)} தாரா பலம், சந்திர பலம், திதி மூன்றிலும் ஒருசேரப் பொருந்தவில்லை.`;
  const ads = plan.antardashas.map((a) => `${grahaStemTa(a.md.lord)} திசையில் ${dashaTa('antardasha', a.ad)}`);
  const houses = listTa(TOPIC_RULES[f.topic].houses.map(bhava));
  return nw.reason === 'unlinked'
    ? `${date(f.frame.end)} வரை ${listTa(ads)} நடக்கும்; இவற்றின் அதிபதிகளில் எவரும் ${of(v)} ${houses} வீடுகளுக்கு அதிபதியும் அல்ல, அங்கே இருப்பவரும் அல்ல, அவற்றைப் பார்ப்பவரும் அல்ல, ${KARAKA_OF[f.topic]} காரகரும் அல்ல.`
    : `${date(f.frame.end)} வரை ${listTa(ads)} நடக்கும்; இவற்றின் அதிபதிகளுக்கு இந்த விஷயத்தோடு உள்ள தொடர்பு லேசானது, துணை நிற்கும் மெதுவான கோசாரம் எதுவும் இவற்றோடு சேரவில்லை.`;
}

function leadTa(plan: AnswerPlan): string {
  const f = plan.facts;
  const v = voiceOf(plan);
  const topic = `${TOPIC_TA[f.topic]} விஷயத்துக்கு`;
  const sure = SURE[plan.confidence];
  const b = plan.best;
  if (f.topic === 'timing' && f.days.length) {
    if (f.days.length === 1) return b ? `ஆம், ${date(b.start)} இந்தக் காரியத்துக்கு நல்ல நாள் (${STRENGTH[b.strength]} யோகம்); ${sure}.` : `${date(f.frame.start)} அன்று சாதகமான நேரம் இல்லை: இந்த நாள் புதிய தொடக்கத்துக்கு ஏற்றதல்ல; ${sure}.`;
    return b ? `${date(f.frame.start)} முதல் ${date(f.frame.end)} வரையிலான நாட்களில் மிகச் சிறந்தவை: ${listTa(plan.windows.map((w) => date(w.start)))}; ${sure}.` : `${date(f.frame.end)} வரை சாதகமான நேரம் இல்லை: இடையில் எந்த நாளும் புதிய தொடக்கத்தின் அளவுகோலில் பொருந்தவில்லை; ${sure}.`;
  }
  if (!b) {
    const rest = plan.windows.length ? ` இந்தக் காலத்தில் கீழே உள்ள துணைக் காலங்கள் ${forWhom(v)} கைகொடுக்கும்.` : '';
    if (f.topic === 'health') return `${date(f.frame.end)} வரை உடல்நலத்துக்குத் தனி எச்சரிக்கை தேவைப்படும் காலம் இல்லை; ${sure}.${rest}`;
    const next = plan.next ? ` இதற்குப் பின் முதல் சாதகமான காலம் ${range(plan.next.start, plan.next.end)} (${STRENGTH[plan.next.strength]} யோகம்).` : '';
    return `${date(f.frame.end)} வரை ${topic} சாதகமான காலம் இல்லை; ${sure}.${next}${rest}`;
  }
  if (b.lean === 'care') return `${date(b.start)} முதல் ${date(b.end)} வரை ${v.self ? '' : `${v.name} அவர்களின் `}உடல்நலத்தில் தனிக் கவனம் வையுங்கள் (${b.strength === 'strong' ? 'இந்தக் காலம் அதிக எச்சரிக்கை கேட்கிறது' : 'லேசான எச்சரிக்கைக்கான காலம்'}); ${sure}.`;
  if (f.frame.kind === 'stated') {
    const opening = plan.confidence === 'low' ? 'வாய்ப்பு உண்டு' : 'ஆம்';
    if (b.start === f.frame.start && b.end === f.frame.end) return `${opening}: ${date(b.start)} முதல் ${date(b.end)} வரையிலான முழுக் காலமும் ${topic} ${STRENGTH[b.strength]} யோகம் உள்ளது; ${sure}.`;
    return `${opening}: ${date(f.frame.start)} முதல் ${date(f.frame.end)} வரையிலான காலத்தில் ${topic} ${STRENGTH[b.strength]} யோகம் அமைகிறது, ${date(b.start)} முதல் ${date(b.end)} வரை; ${sure}.`;
  }
  return `${topic} மிகச் சிறந்த காலம் ${date(b.start)} – ${date(b.end)}, ${STRENGTH[b.strength]} யோகத்துடன்; ${sure}.`;
}

export function writeAnswerTa(plan: AnswerPlan): WrittenAnswer {
  const f = plan.facts;
  const windows = plan.windows.map((w) => ({ start: w.start, end: w.end, strength: w.strength, why: sandhiTa(windowWhyTa(w, plan)) }));
  const basis: string[] = plan.points.map((p) => pointTa(p, plan));
  const running = runningTa(plan);
  if (running) basis.push(running);
  if (plan.noWindow) basis.push(noWindowBasisTa(plan));
  if (plan.next) basis.push(`${NEXT_TA} ${range(plan.next.start, plan.next.end)}: ${windowWhyTa(plan.next, plan)}`);
  const lines = [leadTa(plan)];
  if (windows.length) {
    const label = (w: AnswerWindow) => (w.lean === 'care' ? 'எச்சரிக்கை' : `${STRENGTH[w.strength]} யோகம்`);
    lines.push(`${plan.windows.every((w) => w.lean === 'care') ? 'எச்சரிக்கைக் காலம்' : 'சாதகமான காலம்'}:\n${plan.windows.map((w, i) => `• ${w.day ? date(w.start) : range(w.start, w.end)} — ${label(w)}${w === plan.best ? (w.lean === 'care' ? ', மிக அதிக எச்சரிக்கை தேவை' : ', மிகச் சிறந்தது') : ''}. ${windows[i]!.why}`).join('\n')}`);
  }
  lines.push(`காரணங்கள்:\n${basis.map((x) => `• ${x}`).join('\n')}`);
  const v = voiceOf(plan);
  lines.push(todoTa(f.topic, v));
  const caveats = [`ஜாதகம் போக்கையும் நேரத்தையும் காட்டுகிறது, உறுதியான தீர்ப்பை அல்ல; பலன் ${v.self ? 'உங்கள் சொந்த' : `${v.name} அவர்களின் சொந்த`} முடிவுகளாலும் சூழ்நிலைகளாலும் அமைகிறது.`];
  if (!f.person.timeKnown) caveats.push('பிறந்த நேரம் சரியாகத் தெரியவில்லை, எனவே வீடுகள் சந்திர ராசியிலிருந்து எண்ணப்பட்டுள்ளன, தேதிகள் குறைவான உறுதி கொண்டவை.');
  if (f.person.approximate) caveats.push('பிறந்த ஊர் சரியாகக் கிடைக்கவில்லை, எனவே ஜாதகம் அருகில் உள்ள ஊருக்குக் கணிக்கப்பட்டுள்ளது.');
  lines.push(caveats.join(' '));
  return { answer: sandhiTa(lines.join('\n\n')), windows, basis: basis.map(sandhiTa) };
}
