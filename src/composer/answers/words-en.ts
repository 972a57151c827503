/**
 * An answer in English: the direct reply (when or whether, and how sure), the windows with their
 * dates, the reasons (each a chart fact the reader can find on their Kundli), what to do, and the
 * caveat. Every date and fact is the plan's; the shapes the dates and periods are written in are
 * the ones the timing-truth test reads back.
 */
import { YOGAS, tithiOf } from '../../astro/panchang';
import type { Graha } from '../../astro/zodiac';
import { ordinal } from '../../shared/ordinal';
import type { Topic } from '../../shared/question-topics';
import { dayMonthYear, listOf, nakshatraName, signName } from '../wording/en/names';
import { TARAS } from '../wording/en/lore';
import { YOGA_EN } from '../wording/en/natal';
import type { DashaSpan } from '../facts/types';
import { jaiminiRole, type AnswerPlan, type AnswerWindow, type LordLink, type NatalPoint, type TransitClaim } from './judge';
import type { DayCheck } from './facts';
import { barsBeginnings, GOCHARA_GOOD, TARA_FAVOURABLE } from '../judgement/classics';
import { WINDOW_WHY_MAX_WORDS, type WrittenAnswer } from './written';
import { TOPIC_RULES } from './topic-rules';

export const TOPIC_EN: Record<Topic, string> = {
  marriage: 'marriage', relationship: 'love and relationships', career: 'your career', business: 'business', money: 'money',
  property: 'property, a home or a vehicle', education: 'studies', travel: 'travel and going abroad', health: 'health',
  children: 'children', family: 'family', legal: 'legal matters', spiritual: 'spiritual life', timing: 'what you plan', general: 'your life as a whole',
};

/** What the karaka signifies, as "the karaka of …" completes it. */
const KARAKA_OF: Record<Topic, string> = {
  marriage: 'marriage', relationship: 'love', career: 'work', business: 'trade', money: 'wealth', property: 'land and vehicles',
  education: 'learning', travel: 'journeys', health: 'vitality', children: 'children', family: 'the family', legal: 'justice and disputes',
  spiritual: 'wisdom and liberation', timing: 'good fortune', general: 'good fortune',
};

export const TODO_EN: Record<Topic, string> = {
  marriage: 'Use the window to meet families, fix a date or take a proposal forward; when a match is proposed, have the two charts matched (the Match page does it) before deciding.',
  relationship: 'Make time for the person who matters, say plainly what you feel, and let the stronger window carry the bigger conversations.',
  career: 'Apply, ask for the role or the raise, and start new work inside a window; outside them, build skills and keep your record clean.',
  business: 'Sign partnerships, launch and expand inside a window; outside them, review accounts and keep commitments small.',
  money: 'Put savings and investments you have already weighed into motion inside a window, and avoid lending or speculation outside them.',
  property: 'Look, negotiate and register inside a window; check papers and titles carefully whatever the timing.',
  education: 'Sit entrance exams, apply for admission and begin a new course inside a window; keep steady practice in between.',
  travel: 'Apply for visas and book the long journeys inside a window, with documents ready well before it opens.',
  health: 'Keep regular check-ups, sleep and food in order, and give the stretches of care extra rest; for any symptom, see a doctor.',
  children: 'Plan inside a window and, together with your doctor’s advice, keep both partners’ health in good order.',
  family: 'Hold family gatherings, resolve old differences and take shared decisions inside a window.',
  legal: 'File, settle or argue your case inside a window, and take a good lawyer’s advice on every step.',
  spiritual: 'Begin a practice, a pilgrimage or study with a teacher inside a window, and keep a small daily practice in between.',
  timing: 'Begin inside a good day, and on the day itself keep clear of Rahu kaal (the Panchang page shows it for your place) and use the Abhijit muhurta if you can; for a wedding, a griha pravesh, a vehicle or another event, the Muhurta finder gives the windows that event’s rules allow.',
  general: 'Put your effort behind the strong windows and use the quieter stretches to prepare.',
};

/** The Jaimini karakas an answer names, and what each stands for. */
const JAIMINI_ROLE = { darakaraka: 'Jaimini’s karaka of the spouse', amatyakaraka: 'Jaimini’s karaka of career', atmakaraka: 'Jaimini’s karaka of the self' } as const;

/** How the basis line of the first window after an empty frame begins. */
export const NEXT_EN = 'The next window,';

const SURE = { high: 'fairly sure', medium: 'moderately sure', low: 'not very sure' } as const;

const grahaName = (g: Graha) => (g === 'Sun' || g === 'Moon' ? `the ${g}` : g);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Whom the answer speaks of: the asker ("your 7th house") or a saved person, by first name
 * ("Ramesh’s 7th house"), since the asker reads an answer about someone else's chart.
 */
export type Voice = { self: boolean; name: string };
const voiceOf = (plan: AnswerPlan): Voice => ({ self: plan.facts.person.self, name: plan.facts.person.firstName });
const your = (v: Voice) => (v.self ? 'your' : `${v.name}’s`);
const you = (v: Voice) => (v.self ? 'you' : v.name);

/** The topic as a lead names it, of the asker or of the person asked about. */
export function topicEn(topic: Topic, v: Voice): string {
  return v.self ? TOPIC_EN[topic] : TOPIC_EN[topic].replace(/^your /, `${v.name}’s `).replace('what you plan', `what ${v.name} plans`);
}

/**
 * What to do about a saved person, addressed to the asker: their part is to encourage and help,
 * since the advice is for someone else's life (written for it, not turned from the asker's own).
 */
const TODO_ABOUT_EN: Record<Topic, (name: string) => string> = {
  marriage: (n) => `When a window opens, help ${n}’s family meet the other side, take a proposal forward or fix a date; when a match is proposed, have the two charts matched (the Match page does it) before anyone decides.`,
  relationship: (n) => `Encourage ${n} to make time for the person who matters and to say plainly what they feel, and to keep the bigger conversations for the stronger window.`,
  career: (n) => `Encourage ${n} to apply, ask for the role or the raise, and start new work inside a window; outside them, support ${n} in building skills and keeping a clean record.`,
  business: (n) => `Encourage ${n} to sign partnerships, launch and expand inside a window; outside them, suggest reviewing the accounts and keeping commitments small.`,
  money: (n) => `Encourage ${n} to put savings and investments already weighed into motion inside a window, and advise against lending or speculation outside them.`,
  property: (n) => `Encourage ${n} to look, negotiate and register inside a window, and see that the papers and titles are checked carefully whatever the timing.`,
  education: (n) => `Encourage ${n} to sit entrance exams, apply for admission and begin a new course inside a window, and help keep up steady practice in between.`,
  travel: (n) => `Encourage ${n} to apply for visas and book the long journeys inside a window, with documents ready well before it opens.`,
  health: (n) => `Help ${n} keep regular check-ups, sleep and food in order, and to rest more in the stretches of care; for any symptom, make sure ${n} sees a doctor.`,
  children: (n) => `Encourage ${n} to plan inside a window and, with the doctor’s advice, to keep both partners’ health in good order.`,
  family: (n) => `Encourage ${n} to hold family gatherings, resolve old differences and take shared decisions inside a window.`,
  legal: (n) => `Encourage ${n} to file, settle or argue the case inside a window, taking a good lawyer’s advice on every step.`,
  spiritual: (n) => `Encourage ${n} to begin a practice, a pilgrimage or study with a teacher inside a window, and to keep a small daily practice in between.`,
  timing: (n) => `Encourage ${n} to begin on a good day and, on the day itself, to keep clear of Rahu kaal (the Panchang page shows it) and use the Abhijit muhurta if possible; for a wedding, a griha pravesh, a vehicle or another event, the Muhurta finder gives the windows that event’s rules allow.`,
  general: (n) => `Encourage ${n} to put effort behind the strong windows and to use the quieter stretches to prepare.`,
};

/** What to do: for the asker, or, about a saved person, what the asker can do for them. */
export function todoEn(topic: Topic, v: Voice): string {
  return `What to do: ${v.self ? TODO_EN[topic] : TODO_ABOUT_EN[topic](v.name)}`;
}
const date = dayMonthYear;
const range = (a: string, b: string) => `${date(a)} – ${date(b)}`;
/** A window's dates as its line and its details under "Why" begin. */
export const whenEn = (w: { start: string; end: string; day?: unknown }) => (w.day ? date(w.start) : range(w.start, w.end));

export function dashaEn(level: 'mahadasha' | 'antardasha' | 'pratyantardasha', d: DashaSpan): string {
  return `${d.lord} ${level} (${range(d.start, d.end)})`;
}

function refEn(ref: 'lagna' | 'moon', v: Voice): string {
  return ref === 'lagna' ? 'from the lagna' : `from ${your(v)} Moon sign`;
}

export function transitEn(t: TransitClaim, main: number, v: Voice = { self: true, name: '' }): string {
  const dates = t.from && t.to ? `(${range(t.from, t.to)})` : t.to ? `(until ${date(t.to)})` : t.from ? `(from ${date(t.from)})` : '';
  // The house aspected is counted from the same point as the house the graha is in.
  const where = t.aspect ? `the ${ordinal(t.house)} house ${refEn(t.ref, v)}, aspecting the ${ordinal(main)} house ${refEn(t.ref, v)}` : `${your(v)} ${ordinal(t.house)} house ${refEn(t.ref, v)}`;
  return `${t.graha} in ${signName(t.sign)}, ${where} ${dates}`.trim();
}

function reasonEn(key: string, topic: Topic, role: ReturnType<typeof jaiminiRole>, timeKnown: boolean, v: Voice): string | null {
  const m = /^(md-)?(lord-rules|lord-in|aspects|node-sign-lord-rules)-(\d+)$/.exec(key);
  if (m) {
    const h = ordinal(Number(m[3]));
    const y = your(v);
    return m[2] === 'lord-rules' ? `rules ${y} ${h} house` : m[2] === 'lord-in' ? `sits in ${y} ${h} house` : m[2] === 'aspects' ? `aspects ${y} ${h} house` : `sits in a sign whose lord rules ${y} ${h} house`;
  }
  if (key === 'karaka') return role ? `is the ${role} (${JAIMINI_ROLE[role]})` : `is the karaka (natural significator) of ${KARAKA_OF[topic]}`;
  if (key === 'yogakaraka') return `is a yogakaraka for ${your(v)} ${timeKnown ? 'lagna' : 'Moon sign'}`;
  if (key === 'strong') return `is strong in ${your(v)} chart`;
  if (key === 'weak') return `is weak in ${your(v)} chart`;
  return null;
}

function linkEn(l: LordLink, plan: AnswerPlan): string {
  const role = jaiminiRole(plan.facts, l.lord);
  const parts = l.reasons.map((r) => reasonEn(r, plan.facts.topic, role, plan.facts.person.timeKnown, voiceOf(plan))).filter((x): x is string => x !== null);
  return `${grahaName(l.lord)} ${listOf(parts)}`;
}

const TARA_MEANING = (t: number) => `${TARAS[t - 1]!.name} tara (${TARAS[t - 1]!.meaning})`;

function tithiEn(n: number): string {
  const t = tithiOf((n - 1) * 12 + 6);
  return n === 15 || n === 30 ? t.name : `${t.paksha} ${t.name}`;
}

function failedEn(d: DayCheck, v: Voice): string {
  const fails = [
    ...(TARA_FAVOURABLE[d.tara - 1] ? [] : [`the ${TARAS[d.tara - 1]!.name} tara is not a favourable one`]),
    ...(GOCHARA_GOOD.Moon.includes(d.chandraHouse) ? [] : [`the Moon in the ${ordinal(d.chandraHouse)} from ${your(v)} Moon sign gives no chandra bala`]),
    ...(barsBeginnings(d.tithi) ? [`${tithiEn(d.tithi)} is a tithi set aside for beginnings`] : []),
  ];
  return `${capital(listOf(fails))}.`;
}

function dayEn(d: DayCheck, plan: AnswerPlan): string {
  const n = plan.facts.natal;
  return `On ${date(d.date)} at sunrise (${d.time}) at ${plan.facts.place}, the Moon is in ${nakshatraName(d.nakshatra)}, the ${TARA_MEANING(d.tara)} counted from ${your(voiceOf(plan))} birth star ${nakshatraName(n.moon.nakshatraIndex)}, and in ${signName(d.moonSign)}, the ${ordinal(d.chandraHouse)} sign from ${your(voiceOf(plan))} Moon sign ${signName(n.moon.sign)}; the tithi is ${tithiEn(d.tithi)} and the yoga ${YOGAS[d.yoga - 1]}.`;
}

/** Whether a window's transits are counted from both the lagna and the Moon sign. */
const mixedRefs = (w: AnswerWindow) => new Set(w.transits.map((t) => t.ref)).size > 1;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A window's "why" in one short sentence with its strength: the periods that open it, whether
 * their lords bear on the topic, and the slow transits with the point their house is counted from.
 * Clauses give way, the lords' first and then the transits', when the sentence would pass WINDOW_WHY_MAX_WORDS.
 */
function shortWhyEn(w: AnswerWindow, plan: AnswerPlan): string {
  const v = voiceOf(plan);
  const label = w.lean === 'care' ? (w.strength === 'strong' ? 'Marked care' : 'Mild care') : capital(w.strength);
  if (w.day) {
    const d = w.day;
    return `${label}: the Moon in ${nakshatraName(d.nakshatra)}, ${TARAS[d.tara - 1]!.name} tara from ${your(v)} birth star, ${ordinal(d.chandraHouse)} from ${your(v)} Moon sign; ${tithiEn(d.tithi)}.`;
  }
  const main = TOPIC_RULES[plan.facts.topic].houses[0]!;
  const periods = `the ${w.md.lord}–${w.ad.lord}–${w.pds.map((p) => p.lord).join('/')} periods`;
  const lords = w.links.length ? `, whose lords bear on ${topicEn(plan.facts.topic, v)}` : '';
  const refs = [...new Set(w.transits.map((t) => t.ref))];
  const from = refs.length > 1 ? `(one from the lagna, one from ${your(v)} Moon sign)` : refEn(refs[0] ?? 'lagna', v);
  const transits = w.double
    ? `, with Jupiter and Saturn together on the ${ordinal(main)} house ${from}`
    : w.transits.length
      ? `, with ${listOf([...new Set(w.transits.map((t) => t.graha))])} supporting in transit`
      : '';
  const full = `${label}: ${periods}${lords}${transits}.`;
  if (wordCount(full) <= WINDOW_WHY_MAX_WORDS) return full;
  const shorter = `${label}: ${periods}${transits}.`;
  return wordCount(shorter) <= WINDOW_WHY_MAX_WORDS ? shorter : `${label}: ${periods}.`;
}

/** The window's periods, lords and transits in full, for its line under "Why". */
function windowDetailEn(w: AnswerWindow, plan: AnswerPlan): string {
  if (w.day) return dayEn(w.day, plan);
  const topic = plan.facts.topic;
  const main = TOPIC_RULES[topic].houses[0]!;
  const pds = w.pds.map((p) => `the ${dashaEn('pratyantardasha', p)}`).join(' followed by ');
  const lines = [`${dashaEn('mahadasha', w.md)}, its ${dashaEn('antardasha', w.ad)}, and within that ${pds}.`];
  if (w.links.length) lines.push(`${capital(w.links.map((l) => linkEn(l, plan)).join('; '))}.`);
  if (w.transits.length) {
    lines.push(`${capital(w.transits.map((t) => transitEn(t, main, voiceOf(plan))).join('; and '))}${w.double ? `: Jupiter and Saturn together on the ${ordinal(main)} house${mixedRefs(w) ? ', one counted from the lagna and the other from the Moon sign,' : ''} the double transit that classically times events` : ''}.`);
  }
  return lines.join(' ');
}


function pointEn(p: NatalPoint, plan: AnswerPlan): string {
  const v = voiceOf(plan);
  const from = plan.facts.person.timeKnown ? '' : ` (counted from ${your(v)} Moon sign)`;
  if (p.kind === 'house') {
    const dignity = p.lordDignity === 'neutral' ? '' : ` (${p.lordDignity === 'own' ? 'in its own sign' : p.lordDignity})`;
    const occupants = p.occupants.length ? `; ${listOf(p.occupants.map(grahaName))} ${p.occupants.length > 1 ? 'sit' : 'sits'} in it` : '';
    return `${capital(your(v))} ${ordinal(p.house)} house${from} is ${signName(p.sign)}; its lord ${p.lord} is in ${signName(p.lordSign)}, in ${your(v)} ${ordinal(p.lordHouse)} house${dignity}${occupants}.`;
  }
  if (p.kind === 'karaka') {
    const state = p.strong ? ', and strong' : p.weak ? ', and weak' : '';
    const dignity = p.dignity === 'neutral' ? '' : ` (${p.dignity === 'own' ? 'its own sign' : p.dignity})`;
    const role = p.jaimini ? `the ${p.jaimini} (${JAIMINI_ROLE[p.jaimini]})` : `the karaka of ${KARAKA_OF[plan.facts.topic]}`;
    return `${capital(grahaName(p.graha))}, ${role}, is in ${signName(p.sign)}${dignity}, in ${your(v)} ${ordinal(p.house)} house${state}.`;
  }
  const lore = YOGA_EN[p.key];
  return `${lore?.name ?? p.key} holds in ${your(v)} chart (${listOf(p.grahas.map(grahaName))})${p.weak ? ', though weakened' : ''}${lore ? `: it gives ${lore.gives[0]}` : ''}.`;
}

function runningEn(plan: AnswerPlan): string | null {
  const f = plan.facts;
  if (!f.running) return null;
  return `Running on ${date(f.frame.start)}: ${dashaEn('mahadasha', f.running.md)}, ${dashaEn('antardasha', f.running.ad)} and ${dashaEn('pratyantardasha', f.running.pd)}.`;
}

function noWindowBasisEn(plan: AnswerPlan): string {
  const f = plan.facts;
  const nw = plan.noWindow!;
  if (nw.reason === 'passed') return `The period asked about ended on ${date(f.frame.end)}, before today.`;
  if (nw.reason === 'days' && f.days.length === 1) return `${dayEn(f.days[0]!, plan)} ${failedEn(f.days[0]!, voiceOf(plan))}`;
  if (nw.reason === 'days') return `No day from ${date(f.frame.start)} to ${date(f.frame.end)} passes tara bala, chandra bala and the tithi together for ${you(voiceOf(plan))}.`;
  const ads = plan.antardashas.map((a) => `${a.md.lord} mahadasha with ${dashaEn('antardasha', a.ad)}`);
  const houses = listOf(TOPIC_RULES[f.topic].houses.map(ordinal));
  return nw.reason === 'unlinked'
    ? `Through ${date(f.frame.end)} the periods running are ${listOf(ads)}; none of their lords rules, occupies or aspects ${your(voiceOf(plan))} ${houses} house or is the karaka of ${KARAKA_OF[f.topic]}.`
    : `Through ${date(f.frame.end)} the periods running are ${listOf(ads)}; their lords touch the topic only lightly, and no supporting slow transit joins them.`;
}

function leadEn(plan: AnswerPlan): string {
  const f = plan.facts;
  const v = voiceOf(plan);
  const topic = topicEn(f.topic, v);
  const sure = SURE[plan.confidence];
  const b = plan.best;
  if (f.topic === 'timing' && f.days.length) {
    if (f.days.length === 1) return b ? `Yes, ${date(b.start)} is a good day for it (${b.strength}); we are ${sure}.` : `No window on ${date(f.frame.start)}: it is not a good day for a beginning, and we are ${sure}.`;
    return b ? `The best days from ${date(f.frame.start)} to ${date(f.frame.end)} are ${listOf(plan.windows.map((w) => date(w.start)))}; we are ${sure}.` : `No window before ${date(f.frame.end)}: no day in the period passes the checks for a beginning; we are ${sure}.`;
  }
  if (!b) {
    const care = f.topic === 'health' ? ' calling for special care' : '';
    const rest = plan.windows.length ? ` The supportive stretches below carry ${you(v)} through it.` : '';
    const next = plan.next ? ` The next window after it is ${range(plan.next.start, plan.next.end)} (${plan.next.strength}).` : '';
    return `No window${care} before ${date(f.frame.end)} for ${topic}; we are ${sure} of that.${next}${rest}`;
  }
  if (b.lean === 'care') return `Take extra care of ${your(v)} health from ${date(b.start)} to ${date(b.end)} (${b.strength === 'strong' ? 'a marked' : 'a mild'} stretch of care); we are ${sure}.`;
  if (f.frame.kind === 'stated') {
    // A weak signal is not a "yes"; a window as long as the period asked about is the period itself.
    const opening = plan.confidence === 'low' ? 'Possibly' : 'Yes';
    if (b.start === f.frame.start && b.end === f.frame.end) return `${opening}: the whole period from ${date(b.start)} to ${date(b.end)} is a ${b.strength} window for ${topic}; we are ${sure}.`;
    return `${opening}: between ${date(f.frame.start)} and ${date(f.frame.end)} there is a ${b.strength} window for ${topic}, from ${date(b.start)} to ${date(b.end)}; we are ${sure}.`;
  }
  return `For ${topic}, the most promising time is ${date(b.start)} – ${date(b.end)}, a ${b.strength} window; we are ${sure}.`;
}

export function writeAnswerEn(plan: AnswerPlan): WrittenAnswer {
  const f = plan.facts;
  const windows = plan.windows.map((w) => ({ start: w.start, end: w.end, strength: w.strength, why: shortWhyEn(w, plan) }));
  const v = voiceOf(plan);
  // With a birth time, houses are the lagna's unless a line says the Moon sign: said once, first.
  const frame = f.person.timeKnown ? [`Houses are counted from ${your(v)} lagna, ${signName(f.natal.lagna.sign)}, unless said to be from the Moon sign.`] : [];
  // Each window's periods, lords and transits in full: under "Why", headed by its dates.
  const details = plan.windows.map((w) => `${whenEn(w)}: ${windowDetailEn(w, plan)}`);
  const basis: string[] = [...frame, ...plan.points.map((p) => pointEn(p, plan)), ...details];
  const running = runningEn(plan);
  if (running) basis.push(running);
  if (plan.noWindow) basis.push(noWindowBasisEn(plan));
  if (plan.next) basis.push(`${NEXT_EN} ${range(plan.next.start, plan.next.end)}: ${windowDetailEn(plan.next, plan)}`);
  const lines = [leadEn(plan)];
  if (windows.length) {
    lines.push(`${windows.length === 1 ? 'The window' : 'The windows'}:\n${plan.windows.map((w, i) => `• ${whenEn(w)}${w === plan.best ? (w.lean === 'care' ? ' (the most marked)' : ' (the best)') : ''} — ${windows[i]!.why}`).join('\n')}`);
  }
  lines.push(`Why:\n${basis.map((x) => `• ${x}`).join('\n')}`);
  lines.push(todoEn(f.topic, v));
  const caveats = [`A chart shows tendencies and timing, not certainties: ${your(v)} own choices and circumstances decide how they turn out.`];
  if (!f.person.timeKnown) caveats.push('The birth time is not known, so the houses are counted from the Moon sign and the dates are less sure.');
  if (f.person.approximate) caveats.push('The birth place was not found exactly; the chart is cast for a nearby place.');
  lines.push(caveats.join(' '));
  return { answer: lines.join('\n\n'), windows, basis };
}
