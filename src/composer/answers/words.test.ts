/** How an answer reads: the order of its parts, its language, and what it says when the birth time is not known. */
import { describe, expect, it } from 'vitest';
import { startOfDayMs } from '../../astro/civil-dates';
import { topics, type Timeframe, type Topic } from '../../shared/question-topics';
import type { Language } from '../../shared/profile';
import { PEOPLE, birthOf, profileOf } from '../../../tests/support/test-profiles';
import { birthFor, profileFor } from '../../server/readings/audit/request';
import { readerOf } from '../../server/residence/reader';
import { answerQuestion, type QuestionAnswer } from '../index';
import { dayMonthYear } from '../wording/en/names';
import { dayMonthYearHi } from '../wording/hi/names';
import { placeHi } from '../wording/hi/place-names';
import { whenEn } from './words-en';
import { whenHi } from './words-hi';
import { WINDOW_WHY_MAX_WORDS } from './written';
import { dayMonthYearTe } from '../wording/te/names';
import { placeTe } from '../wording/te/place-names';
import { dayMonthYearTa } from '../wording/ta/names';
import { placeTa } from '../wording/ta/place-names';

const OPEN: Timeframe = { start: '2026-12-07', end: '2029-12-06', kind: 'open' };
const frameOf = (topic: Topic): Timeframe => (topic === 'timing' ? { start: '2027-01-10', end: '2027-01-20', kind: 'stated' } : OPEN);

function ask(person: (typeof PEOPLE)[number], topic: Topic, language: Language, untimed = false): QuestionAnswer {
  const details = untimed ? { ...person, time: '', timeKnown: { birthTimeAccuracy: 'unknown', birthTimeRange: null } as const } : person;
  const profile = untimed ? profileFor(details) : profileOf(person);
  const reader = readerOf(profile);
  const birth = untimed ? birthFor(profile) : birthOf(person);
  return answerQuestion({ topic, timeframe: frameOf(topic) }, { profile, birth, reader, now: new Date(startOfDayMs('2026-12-07', reader.place.timezone) + 9 * 3_600_000) }, language);
}

/** The positions of the parts, which must come in this order. */
function order(text: string, marks: readonly string[]): number[] {
  return marks.map((m) => text.indexOf(m));
}

describe('an answer in English', () => {
  it.each(topics)('%s: the reply, then the windows, why, what to do and the caveat', (topic) => {
    for (const person of PEOPLE.slice(0, 3)) {
      const a = ask(person, topic, 'en');
      const parts = a.answer.split('\n\n');
      const lead = parts[0]!;
      if (a.plan.best && !a.plan.best.day) expect(lead).toContain(dayMonthYear(a.plan.best.start));
      if (!a.windows.length) expect(lead).toMatch(/No window/);
      const marks = [...(a.windows.length ? ['\n\nThe window'] : []), '\n\nWhy:\n', '\n\nWhat to do: ', '\n\nA chart shows tendencies'];
      const at = order(a.answer, marks);
      expect(at.every((x) => x > 0)).toBe(true);
      expect([...at].sort((x, y) => x - y)).toEqual(at);
      expect(a.answer).toMatch(/we are (fairly|moderately|not very) sure/);
      expect(a.answer).not.toMatch(/[\u0900-\u097F]/);
      expect(a.answer).not.toMatch(/undefined|NaN|\{|\}/);
    }
  });
});

describe('an answer in Hindi', () => {
  it.each(topics)('%s: the same order, in Hindi throughout', (topic) => {
    for (const person of PEOPLE.slice(0, 3)) {
      const a = ask(person, topic, 'hi');
      const lead = a.answer.split('\n\n')[0]!;
      if (a.plan.best && !a.plan.best.day) expect(lead).toContain(dayMonthYearHi(a.plan.best.start));
      const marks = [...(a.windows.length ? ['समय:\n'] : []), '\n\nकारण:\n', '\n\nक्या करें: ', '\n\nकुंडली झुकाव और समय दिखाती है'];
      const at = order(a.answer, marks);
      expect(at.every((x) => x > 0)).toBe(true);
      expect([...at].sort((x, y) => x - y)).toEqual(at);
      // No English word, only the place's own name where Hindi has none for it.
      expect(a.answer.split(placeHi(a.plan.facts.place)).join('')).not.toMatch(/[A-Za-z]/);
      expect(a.answer).not.toMatch(/undefined|NaN/);
    }
  });
});

describe('an answer in Telugu', () => {
  it.each(topics)('%s: the same order, in Telugu throughout', (topic) => {
    for (const person of PEOPLE.slice(0, 3)) {
      const a = ask(person, topic, 'te');
      const lead = a.answer.split('\n\n')[0]!;
      if (a.plan.best && !a.plan.best.day) expect(lead).toContain(dayMonthYearTe(a.plan.best.start));
      const marks = [...(a.windows.length ? ['సమయం:\n'] : []), '\n\nకారణాలు:\n', '\n\nఏమి చేయాలి: ', '\n\nజాతకం మొగ్గును, సమయాన్ని చూపుతుంది'];
      const at = order(a.answer, marks);
      expect(at.every((x) => x > 0)).toBe(true);
      expect([...at].sort((x, y) => x - y)).toEqual(at);
      // No English or Hindi word, only the place's own name where Telugu has none for it.
      expect(a.answer.split(placeTe(a.plan.facts.place)).join('')).not.toMatch(/[A-Za-z]|\p{Script=Devanagari}/u);
      expect(a.answer).not.toMatch(/undefined|NaN/);
      expect(a.answer).toMatch(/దీని మీద మాకు మంచి నమ్మకం ఉంది|దీని మీద మా నమ్మకం మధ్యస్థం|ఈ సూచన ఇంకా బలహీనంగా ఉంది/);
    }
  });

  it('speaks of a saved person by name, never as మీరు, and counts from the Moon without a birth time', () => {
    const te = ask(PEOPLE[1]!, 'career', 'te', true);
    expect(te.basis[0]).toMatch(/^మీ \S+ భావం \(చంద్ర రాశి నుండి లెక్కించినది\)/);
    expect(te.answer).not.toMatch(/లగ్నం/);
    expect(te.answer).toContain('జన్మ సమయం సరిగ్గా తెలియదు');
    const person = PEOPLE[0]!;
    const profile = profileOf(person);
    const reader = readerOf(profile);
    const about = answerQuestion({ topic: 'marriage', timeframe: OPEN }, { profile, birth: birthOf(person), reader, now: new Date(startOfDayMs('2026-12-07', reader.place.timezone) + 9 * 3_600_000), about: 'person' }, 'te');
    for (const text of [about.answer, ...about.basis, ...about.windows.map((w) => w.why)]) expect(text).not.toMatch(/(?<![\p{L}\p{M}])(మీ|మీరు|మీకు)(?![\p{L}\p{M}])/u);
    expect(about.answer).toContain(about.plan.facts.person.firstName);
    expect(ask(person, 'timing', 'te').answer).toContain('‘ముహూర్తం’ పేజీ');
  });
});

describe('an answer in Tamil', () => {
  it.each(topics)('%s: the same order, in Tamil throughout', (topic) => {
    for (const person of PEOPLE.slice(0, 3)) {
      const a = ask(person, topic, 'ta');
      const lead = a.answer.split('\n\n')[0]!;
      if (a.plan.best && !a.plan.best.day) expect(lead).toContain(dayMonthYearTa(a.plan.best.start));
      const marks = [...(a.windows.length ? ['காலம்:\n'] : []), '\n\nகாரணங்கள்:\n', '\n\nசெய்ய வேண்டியது: ', '\n\nஜாதகம் போக்கையும் நேரத்தையும் காட்டுகிறது'];
      const at = order(a.answer, marks);
      expect(at.every((x) => x > 0)).toBe(true);
      expect([...at].sort((x, y) => x - y)).toEqual(at);
      // No English word, only the place's own name where Tamil has none for it; no Hindi left in.
      expect(a.answer.split(placeTa(a.plan.facts.place)).join('')).not.toMatch(/[A-Za-z]|\p{Script=Devanagari}/u);
      expect(a.answer).not.toMatch(/undefined|NaN|\{|\}/);
    }
  });
});

describe('without a birth time', () => {
  it('counts houses from the Moon sign, names no lagna, and says the dates are less sure', () => {
    for (const topic of ['marriage', 'career', 'property'] as const) {
      const en = ask(PEOPLE[1]!, topic, 'en', true);
      expect(en.basis[0]).toMatch(/^Your \d+\w\w house \(counted from your Moon sign\) is /);
      expect(en.answer).not.toMatch(/lagna/);
      expect(en.answer).toContain('The birth time is not known, so the houses are counted from the Moon sign');
      const hi = ask(PEOPLE[1]!, topic, 'hi', true);
      expect(hi.basis[0]).toMatch(/^आपका \S+ भाव \(चंद्र राशि से गिना गया\)/);
      expect(hi.answer).not.toMatch(/लग्न/);
      expect(hi.answer).toContain('जन्म का सही समय ज्ञात नहीं है');
      expect(en.plan.confidence).not.toBe('high');
    }
  });
});

/** The same chart asked about as someone else's: the answer speaks of them by first name. */
function askAboutPerson(person: (typeof PEOPLE)[number], topic: Topic, language: Language, untimed = false): QuestionAnswer {
  const details = untimed ? { ...person, time: '', timeKnown: { birthTimeAccuracy: 'unknown', birthTimeRange: null } as const } : person;
  const profile = untimed ? profileFor(details) : profileOf(person);
  const reader = readerOf(profile);
  const birth = untimed ? birthFor(profile) : birthOf(person);
  const now = new Date(startOfDayMs('2026-12-07', reader.place.timezone) + 9 * 3_600_000);
  return answerQuestion({ topic, timeframe: frameOf(topic) }, { profile, birth, reader, now, about: 'person' }, language);
}

describe('an answer about a saved person', () => {
  const askAbout = askAboutPerson;

  it.each(topics)('%s: never "your" in English nor "आप" in Hindi, and the name instead', (topic) => {
    for (const [person, untimed] of [[PEOPLE[0]!, false], [PEOPLE[1]!, true]] as const) {
      const en = askAbout(person, topic, 'en', untimed);
      const name = en.plan.facts.person.firstName;
      for (const text of [en.answer, ...en.basis, ...en.windows.map((w) => w.why)]) expect(text).not.toMatch(/\b(your|you)\b/i);
      expect(en.answer).toContain(name);
      const hi = askAbout(person, topic, 'hi', untimed);
      for (const text of [hi.answer, ...hi.basis, ...hi.windows.map((w) => w.why)]) expect(text).not.toMatch(/आप/);
      expect(hi.answer).toContain(name);
    }
  });
});

describe('what to do about a saved person', () => {
  it.each(topics)('%s: advice to the asker about them, written for it in English and Hindi', (topic) => {
    const en = askAboutPerson(PEOPLE[0]!, topic, 'en');
    const name = en.plan.facts.person.firstName;
    const todoEn = en.answer.split('\n\n').find((p) => p.startsWith('What to do: '))!;
    // Encouraging or helping the person, never the asker's own advice with its pronouns swapped.
    expect(todoEn).toMatch(new RegExp(`^What to do: (Encourage|Help|When a window opens, help) ${name}`));
    expect(todoEn).not.toMatch(/\btheir record\b|\bthey can\b/);
    const hi = askAboutPerson(PEOPLE[0]!, topic, 'hi');
    const todoHi = hi.answer.split('\n\n').find((p) => p.startsWith('क्या करें: '))!;
    expect(todoHi).toContain(name);
    expect(todoHi).toMatch(/प्रेरित करें|साथ दें|कहें/);
    expect(todoHi).not.toMatch(/आप|वे /);
  });
});

describe('the frame houses are counted from', () => {
  it.each(topics)('%s: said once for the lagna, and every transit names its own point, the house it aspects included', (topic) => {
    for (const person of PEOPLE.slice(0, 3)) {
      const en = ask(person, topic, 'en');
      expect(en.basis[0]).toMatch(/^Houses are counted from your lagna, \w+, unless said to be from the Moon sign\.$/);
      for (const m of en.answer.matchAll(/aspecting the \d+\w\w house( from (the lagna|your Moon sign))?/g)) expect(m[1], m[0]).toBeDefined();
      for (const m of en.answer.matchAll(/(Jupiter|Saturn) in \w+, (the|your) \d+\w\w house( from (the lagna|your Moon sign))?/g)) expect(m[3], m[0]).toBeDefined();
      // One point or both said: a double transit counted from the two points says so.
      for (const why of en.windows.map((w) => w.why)) if (/Jupiter and Saturn together/.test(why)) expect(why).toMatch(/house (from the lagna|from your Moon sign|\(one from the lagna, one from your Moon sign\))/);
      const hi = ask(person, topic, 'hi');
      expect(hi.basis[0]).toMatch(/^जहाँ चंद्र राशि से गिनती न कही गई हो, वहाँ भाव आपके लग्न \(\S+\) से गिने गए हैं।$/);
      for (const m of hi.answer.matchAll(/जहाँ से वे ([^,(]*?) भाव पर दृष्टि/g)) expect(m[1], m[0]).toMatch(/^(लग्न|चंद्र राशि) से \S+$/);
    }
  });
});

describe('a window’s why', () => {
  it.each(topics)('%s: one short sentence with its strength, the details under Why', (topic) => {
    for (const person of PEOPLE.slice(0, 3)) {
      for (const language of ['en', 'hi'] as const) {
        const a = ask(person, topic, language);
        for (const w of a.windows) {
          expect(w.why.split(/\s+/).length, w.why).toBeLessThanOrEqual(WINDOW_WHY_MAX_WORDS);
          expect(w.why, w.why).toMatch(language === 'en' ? /^(Strong|Moderate|Marked care|Mild care): / : /^(प्रबल|मध्यम|ज़्यादा सावधानी|हल्की सावधानी): /);
          expect(w.why.match(/[.।]/g)?.length ?? 0, w.why).toBeLessThanOrEqual(language === 'en' ? 2 : 1);
          // The periods in full, with their dates, are under Why, headed by the window's dates.
          const heading = `${(language === 'hi' ? whenHi : whenEn)({ start: w.start, end: w.end, day: a.plan.windows[a.windows.indexOf(w)]!.day })}: `;
          expect(a.basis.some((line) => line.startsWith(heading)), heading).toBe(true);
        }
      }
    }
  });
});

describe('a timing question', () => {
  it('points to the Muhurta finder for an event, in both languages', () => {
    const person = PEOPLE[0]!;
    expect(ask(person, 'timing', 'en').answer).toContain('the Muhurta finder gives the windows');
    expect(ask(person, 'timing', 'hi').answer).toContain('‘मुहूर्त’ पन्ना');
    expect(ask(person, 'career', 'en').answer).not.toContain('Muhurta finder');
  });
});
