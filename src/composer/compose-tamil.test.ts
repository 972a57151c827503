/**
 * The Tamil readings against the English ones written from the same facts: every type is written
 * in Tamil script (no Latin but the profile's own name and place, no Devanagari left from the
 * Hindi), names the rasi, keeps the dasha the English names (as திசை and புக்தி), the daily keeps
 * ராகு காலம், and every date the English states is stated in Tamil too.
 */
import { describe, expect, it } from 'vitest';
import { readingTypes } from '../shared/reading-types';
import type { ReadingType } from '../shared/reading-types';
import { auditPeople } from '../server/readings/audit/people';
import { buildReading } from './built-reading';
import { PEOPLE, birthOf, profileOf } from '../../tests/support/test-profiles';
import type { TestPerson } from '../../tests/support/test-profiles';
import { MONTHS_TA } from './wording/ta/names';
import { readerOf } from '../server/residence/reader';

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const people: readonly TestPerson[] = [...PEOPLE, ...auditPeople(6)];
const NOW = new Date('2026-11-24T03:30:00Z');

const births = new Map<TestPerson, ReturnType<typeof birthOf>>();
function read(p: TestPerson, type: ReadingType, language: 'en' | 'ta'): string {
  let birth = births.get(p);
  if (!birth) births.set(p, (birth = birthOf(p)));
  return buildReading({ profile: profileOf(p), birth, reader: readerOf(profileOf(p)), readingType: type, now: NOW }, language).text;
}

/** Day-month pairs a text states, as 'day-month' with the month 1–12: '24 November' and 'November 24' alike. */
function englishDates(text: string): Set<string> {
  const out = new Set<string>();
  const month = MONTHS_EN.join('|');
  for (const m of text.matchAll(new RegExp(`\\b(\\d{1,2}) (${month})\\b`, 'g'))) out.add(`${Number(m[1])}-${MONTHS_EN.indexOf(m[2]!) + 1}`);
  for (const m of text.matchAll(new RegExp(`\\b(${month}) (\\d{1,2})\\b(?!:)`, 'g'))) out.add(`${Number(m[2])}-${MONTHS_EN.indexOf(m[1]!) + 1}`);
  return out;
}

function tamilDates(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(new RegExp(`(?<!\\d)(\\d{1,2}) (${MONTHS_TA.join('|')})`, 'gu'))) out.add(`${Number(m[1])}-${MONTHS_TA.indexOf(m[2]!) + 1}`);
  return out;
}

/** The text with what comes from the profile (names, birth place) taken out: only that may be Latin. */
function withoutProfile(text: string, p: TestPerson): string {
  let out = text;
  const words = [p.city, p.country, p.name, ...p.name.split(' ')].sort((a, b) => b.length - a.length);
  for (const w of words) out = out.replaceAll(w, '');
  return out;
}

describe('the Tamil readings', () => {
  for (const type of readingTypes) {
    it(`${type}: Tamil script, ராசி, the dasha and every English date, for every test person`, () => {
      for (const p of people) {
        const en = read(p, type, 'en');
        const ta = read(p, type, 'ta');
        const who = `${p.name}, ${type}`;
        expect(ta.trim().length, who).toBeGreaterThan(0);
        expect(withoutProfile(ta, p), `${who}: Latin letters outside the profile's name and place`).not.toMatch(/[A-Za-z]/);
        expect(ta, `${who}: Devanagari in a Tamil reading`).not.toMatch(/\p{Script=Devanagari}/u);
        expect(ta, who).toContain('ராசி');
        if (/dasha/i.test(en)) expect(ta, `${who}: the English names a dasha`).toMatch(/திசை|புக்தி/);
        if (type === 'daily') expect(ta, who).toContain('ராகு காலம்');
        const inTamil = tamilDates(ta);
        expect([...englishDates(en)].filter((d) => !inTamil.has(d)), `${who}: English dates missing from the Tamil`).toEqual([]);
      }
    });
  }
});
