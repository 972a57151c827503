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

describe('an answer about a saved person', () => {
  /** The same chart asked about as someone else's: the answer speaks of them by first name. */
  function askAbout(person: (typeof PEOPLE)[number], topic: Topic, language: Language, untimed = false): QuestionAnswer {
    const details = untimed ? { ...person, time: '', timeKnown: { birthTimeAccuracy: 'unknown', birthTimeRange: null } as const } : person;
    const profile = untimed ? profileFor(details) : profileOf(person);
    const reader = readerOf(profile);
    const birth = untimed ? birthFor(profile) : birthOf(person);
    const now = new Date(startOfDayMs('2026-12-07', reader.place.timezone) + 9 * 3_600_000);
    return answerQuestion({ topic, timeframe: frameOf(topic) }, { profile, birth, reader, now, about: 'person' }, language);
  }

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

describe('a timing question', () => {
  it('points to the Muhurta finder for an event, in both languages', () => {
    const person = PEOPLE[0]!;
    expect(ask(person, 'timing', 'en').answer).toContain('the Muhurta finder gives the windows');
    expect(ask(person, 'timing', 'hi').answer).toContain('‘मुहूर्त’ पन्ना');
    expect(ask(person, 'career', 'en').answer).not.toContain('Muhurta finder');
  });
});
