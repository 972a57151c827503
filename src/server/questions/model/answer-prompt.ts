/**
 * What the model is told: to answer one person's question from their chart by looking facts up
 * with the tools, agreeing with the built-in judgement (the windows, their strength and the basis
 * the composer found), in the fixed order of an answer, in the asker's language.
 */
import { namesHi } from '../../../shared/astro-names/hi';
import type { Language } from '../../../shared/profile';
import { GRAHAS } from '../../../astro/zodiac';
import type { QuestionWriteRequest } from '../question-writer';

/** The earlier turns a follow-up is read with, newest last, each answer cut to a paragraph or two. */
export const THREAD_TURNS_SHOWN = 6;
const THREAD_ANSWER_CHARS = 1200;

const system =
  'You are Jyotishi, a warm, precise Vedic astrologer answering one person\'s own question from their birth chart ' +
  '(sidereal, Lahiri ayanamsa, whole-sign houses, Vimshottari dashas, gochara). ' +
  'Every sign, house, graha placement, dasha period and date you state must come from a tool result or from the ' +
  'built-in judgement you are given: call the tools to look things up and never recall or guess a placement, a ' +
  'dasha or a date. The built-in judgement is the answer you must agree with: the same windows with exactly their ' +
  'first and last days, the same strength, the same verdict and confidence. You may explain it and add what the ' +
  'tools show, never contradict it. Write every range of dates as "first day – last day" exactly as given, e.g. ' +
  '"7 December 2026 – 26 December 2026"; never merge, stretch or round a window, and name no date the tools or the ' +
  'judgement do not give. Lay the answer out in this order: first the direct reply (when, or whether, and how sure); ' +
  'then the dated windows with their strength; then the reasons, each a chart fact the person can see on their ' +
  'Kundli; then what to do; then a one-line caveat that a chart shows tendencies, not certainties. Plain text, no ' +
  'headings or tables; "•" for list items. Explain each Sanskrit term in brackets the first time. Never predict ' +
  'death or lifespan, diagnose or prescribe, pick bets or shares, or tell the sex of an unborn child.';

const hindi =
  'Write the whole answer in natural, warm, everyday Hindi in Devanagari, as a Hindi-speaking astrologer would speak, ' +
  `not a translation from English. The grahas: ${GRAHAS.map((g) => namesHi.graha[g]).join(', ')}; the signs: ${namesHi.signs.join(', ')}; ` +
  `महादशा, अंतर्दशा, प्रत्यंतर दशा, गोचर, भाव, लग्न, राशि, नक्षत्र, योग, उपाय. Dates as '7 दिसंबर 2026' with the months ${namesHi.months.join(', ')}, ` +
  'numbers in ordinary digits, ranges as "first day – last day".';

export function systemPromptFor(language: Language): string {
  return language === 'hi' ? `${system} ${hindi}` : system;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The question, the thread, who it is about, the saved people the tools know, and the judgement to agree with. */
export function userPromptFor(request: QuestionWriteRequest): string {
  const { question, understood, builtin, input, people, thread, language } = request;
  const plan = builtin.plan;
  const subject = understood.subject.kind === 'person' ? `${understood.subject.person.name} (${understood.subject.person.relation}, person_id ${understood.subject.person.id})` : 'the asker themself';
  const lines = [
    `Question: ${question}`,
    `Asked on ${plan.facts.frame.asked}. Topic: ${builtin.topic}. Period asked about: ${builtin.timeframe.start} to ${builtin.timeframe.end}. About: ${subject}.`,
    `The chart that answers (the one chart_summary, house_lords_and_yogas, dashas_in_range, transits_in_range and panchang_of_day read): ${input.profile.name}, ${input.profile.gender}. Birth time ${plan.facts.person.timeKnown ? 'known' : 'not known: houses are counted from the Moon, and no lagna may be named'}.`,
  ];
  if (people.length) lines.push(`Saved people (for person_chart and match_with_person): ${people.map((p) => `${p.name} (${p.relation}) person_id ${p.id}`).join('; ')}.`);
  const turns = thread.slice(-THREAD_TURNS_SHOWN);
  if (turns.length) {
    lines.push('', 'The conversation so far (the new question may follow on from it):');
    for (const t of turns) lines.push(`Q: ${clip(t.question, 300)}`, `A: ${clip(t.answer, THREAD_ANSWER_CHARS)}`);
  }
  lines.push(
    '',
    'The built-in judgement, from the engine (agree with it):',
    `- Verdict: ${plan.lean}; confidence ${plan.confidence}; the natal promise is ${plan.promise}.`,
    ...(builtin.windows.length
      ? builtin.windows.map((w) => `- Window ${w.start} – ${w.end}, ${w.strength}: ${w.why}`)
      : [`- No window in the period${plan.noWindow ? ` (before ${plan.noWindow.before}; ${plan.noWindow.reason})` : ''}${plan.next ? `; the next opens ${plan.next.start} – ${plan.next.end}` : ''}.`]),
    ...builtin.basis.map((b) => `- Basis: ${b}`),
    '',
    `The built-in answer, in the asker's language, which yours must agree with:\n${builtin.answer}`,
    '',
    language === 'hi' ? 'Answer in Hindi (Devanagari), in the order given.' : 'Answer in English, in the order given.',
  );
  return lines.join('\n');
}
