/**
 * The Hindi readings against the English ones written from the same facts: every type is written
 * in Devanagari, names the rashi, keeps the dasha the English names, the daily keeps राहुकाल, every
 * date the English states is stated in Hindi too, and verbs whose subject is the reader agree with
 * the reader's gender.
 */
import { describe, expect, it } from 'vitest';
import { readingTypes } from '../shared/reading-types';
import type { ReadingType } from '../shared/reading-types';
import { auditPeople } from '../server/readings/audit/people';
import { buildReading } from './built-reading';
import { PEOPLE, birthOf, profileOf } from '../../tests/support/test-profiles';
import type { TestPerson } from '../../tests/support/test-profiles';
import { MONTHS_HI } from './wording/hi/names';
import { readerOf } from '../server/residence/reader';

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const people: readonly TestPerson[] = [...PEOPLE, ...auditPeople(6)];
const NOW = new Date('2026-11-24T03:30:00Z');

const births = new Map<TestPerson, ReturnType<typeof birthOf>>();
function read(p: TestPerson, type: ReadingType, language: 'en' | 'hi', now = NOW): string {
  let birth = births.get(p);
  if (!birth) births.set(p, (birth = birthOf(p)));
  return buildReading({ profile: profileOf(p), birth, reader: readerOf(profileOf(p)), readingType: type, now }, language).text;
}

/** Day-month pairs a text states, as 'day-month' with the month 1–12: '24 November' and 'November 24' alike. */
function englishDates(text: string): Set<string> {
  const out = new Set<string>();
  const month = MONTHS_EN.join('|');
  for (const m of text.matchAll(new RegExp(`\\b(\\d{1,2}) (${month})\\b`, 'g'))) out.add(`${Number(m[1])}-${MONTHS_EN.indexOf(m[2]!) + 1}`);
  for (const m of text.matchAll(new RegExp(`\\b(${month}) (\\d{1,2})\\b(?!:)`, 'g'))) out.add(`${Number(m[2])}-${MONTHS_EN.indexOf(m[1]!) + 1}`);
  return out;
}

function hindiDates(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(new RegExp(`(?<!\\d)(\\d{1,2}) (${MONTHS_HI.join('|')})`, 'gu'))) out.add(`${Number(m[1])}-${MONTHS_HI.indexOf(m[2]!) + 1}`);
  return out;
}

/** The text with what comes from the profile (names, birth place) taken out: only that may be Latin. */
function withoutProfile(text: string, p: TestPerson): string {
  let out = text;
  const words = [p.city, p.country, p.name, ...p.name.split(' ')].sort((a, b) => b.length - a.length);
  for (const w of words) out = out.replaceAll(w, '');
  return out;
}

describe('the Hindi readings', () => {
  for (const type of readingTypes) {
    it(`${type}: Devanagari, राशि, the dasha and every English date, for every test person`, () => {
      for (const p of people) {
        const en = read(p, type, 'en');
        const hi = read(p, type, 'hi');
        const who = `${p.name}, ${type}`;
        expect(hi.trim().length, who).toBeGreaterThan(0);
        expect(withoutProfile(hi, p), `${who}: Latin letters outside the profile's name and place`).not.toMatch(/[A-Za-z]/);
        expect(hi, who).toContain('राशि');
        if (/dasha/i.test(en)) expect(hi, `${who}: the English names a dasha`).toMatch(/महादशा|अंतर्दशा/);
        if (type === 'daily') expect(hi, who).toContain('राहुकाल');
        // 'चंद्र राशि से पहले भाव' would read as the house before the Moon sign.
        expect(hi, `${who}: a first house counted from a point is प्रथम`).not.toMatch(/से पहले भाव/);
        const inHindi = hindiDates(hi);
        expect([...englishDates(en)].filter((d) => !inHindi.has(d)), `${who}: English dates missing from the Hindi`).toEqual([]);
      }
    });
  }
});

describe('the reader\'s gender in Hindi', () => {
  it('gives करेंगी-style endings to a woman and करेंगे-style to a man with the same chart, and changes nothing else', () => {
    let agreed = 0;
    for (const p of PEOPLE) {
      for (let d = 0; d < 14; d++) {
        const now = new Date(Date.UTC(2026, 10, 24 + d, 3, 30));
        const her = read({ ...p, gender: 'female' }, 'daily', 'hi', now).split(/\s+/);
        const him = read({ ...p, gender: 'male' }, 'daily', 'hi', now).split(/\s+/);
        expect(her.length, `${p.name}, day ${d}`).toBe(him.length);
        her.forEach((word, i) => {
          if (word === him[i]) return;
          const stem = word.replace(/ेंगी([,।]?)$/u, 'ें$1');
          expect(stem, `${word} / ${him[i]}`).not.toBe(word);
          expect(him[i], `${word} / ${him[i]}`).toBe(word.replace(/ेंगी([,।]?)$/u, 'ेंगे$1'));
          agreed++;
        });
      }
    }
    expect(agreed).toBeGreaterThan(5);
  });
});
