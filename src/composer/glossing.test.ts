/**
 * How much a reading explains depends on how many readings the reader has had: the everyday
 * terms are explained in a reader's first few readings and then no longer, the rare ones always;
 * a Hindi reading never explains what every Hindi reader knows.
 */
import { describe, expect, it } from 'vitest';
import { readingTypes } from '../shared/reading-types';
import { PEOPLE, factsFor } from '../../tests/support/test-profiles';
import { composeReading } from './compose-reading';
import type { ReadingFacts } from './facts/types';
import { GLOSSED_READINGS } from './wording/glossary';

const NOW = new Date('2026-11-24T03:30:00Z');
const cases = readingTypes.flatMap((type) => PEOPLE.slice(0, 3).map((p) => factsFor(p, type, NOW)));
const after = (facts: ReadingFacts, readingsBefore: number): ReadingFacts => ({ ...facts, person: { ...facts.person, readingsBefore } });

const EVERYDAY_EN = ['(one of the twelve areas of life)', '(main planetary period)', '(sub-period)', "(the Moon's north node)", '(planet)', '(planets)', '(the Hindu almanac)'];
const RARE_EN = /\b(yogakaraka|amatyakaraka|darakaraka|atmakaraka|navamsa|vargottama) \(\D/;

describe('glossing by the readings a reader has had', () => {
  it('explains the everyday terms in a reader’s first readings', () => {
    const texts = cases.map((f) => composeReading(after(f, GLOSSED_READINGS - 1), 'en'));
    for (const gloss of EVERYDAY_EN.slice(0, 3)) expect(texts.some((t) => t.includes(gloss)), gloss).toBe(true);
  });

  it('stops explaining them once the reader has had a few readings, in every language', () => {
    for (const f of cases) {
      const en = composeReading(after(f, GLOSSED_READINGS), 'en');
      for (const gloss of EVERYDAY_EN) expect(en, `${f.readingType}: ${gloss}`).not.toContain(gloss);
      const hi = composeReading(after(f, GLOSSED_READINGS), 'hi');
      for (const gloss of ['(जीवन में चल रही ग्रह की मुख्य अवधि)', '(महादशा के भीतर की छोटी अवधि)', '(ग्रहों की अभी की चाल)']) expect(hi, f.readingType).not.toContain(gloss);
      const te = composeReading(after(f, GLOSSED_READINGS), 'te');
      for (const gloss of ['(జీవితంలో నడుస్తున్న గ్రహ ప్రధాన కాలం)', '(మహాదశ లోపలి చిన్న కాలం)', '(గ్రహాల ప్రస్తుత సంచారం)']) expect(te, f.readingType).not.toContain(gloss);
      const ta = composeReading(after(f, GLOSSED_READINGS), 'ta');
      for (const gloss of ['(கிரகங்களின் தற்போதைய சஞ்சாரம்)', '(ஜென்ம நட்சத்திரத்திலிருந்து எண்ணும் அன்றைய நட்சத்திரம்)']) expect(ta, f.readingType).not.toContain(gloss);
    }
  });

  it('explains a Telugu reader the technical terms in the first readings, and never what every Telugu reader knows', () => {
    const texts = cases.map((f) => composeReading(after(f, GLOSSED_READINGS - 1), 'te'));
    expect(texts.some((t) => t.includes('(జీవితంలో నడుస్తున్న గ్రహ ప్రధాన కాలం)'))).toBe(true);
    const known = ['రాశి', 'నక్షత్రం', 'గ్రహం', 'లగ్నం', 'పంచాంగం', 'తిథి', 'రాహుకాలం', 'ముహూర్తం', 'రాహువు', 'కేతువు', 'ఏలినాటి శని', 'పరిహారం', 'వక్రం'];
    // A bracket with a time or a date in it says when, not what.
    const explained = new RegExp(`(?<![\\p{L}\\p{M}])(${known.join('|')}) \\([^()\\d]*\\)`, 'u');
    for (const f of cases) expect(explained.exec(composeReading(f, 'te'))?.[0] ?? null, f.readingType).toBeNull();
  });

  it('keeps explaining the rare terms of the natal readings', () => {
    const natal = cases.filter((f) => ['career', 'love', 'life'].includes(f.readingType));
    const fresh = natal.map((f) => composeReading(f, 'en')).filter((t) => RARE_EN.test(t));
    expect(fresh.length).toBeGreaterThan(0);
    const seasoned = natal.map((f) => composeReading(after(f, 10), 'en')).filter((t) => RARE_EN.test(t));
    expect(seasoned.length).toBe(fresh.length);
  });

  it('never explains to a Hindi reader what every Hindi reader knows', () => {
    const known = ['राशि', 'नक्षत्र', 'ग्रह', 'लग्न', 'पंचांग', 'तिथि', 'राहुकाल', 'मुहूर्त', 'राहु', 'केतु', 'साढ़ेसाती', 'उपाय', 'वक्री'];
    // A bracket with a time or a date in it ('अभिजित मुहूर्त (सुबह 11:47 से …)') says when, not what.
    const explained = new RegExp(`(?<![\\p{L}\\p{M}])(${known.join('|')}) \\([^()\\d]*\\)`, 'u');
    for (const f of cases) {
      const hi = composeReading(f, 'hi');
      expect(explained.exec(hi)?.[0] ?? null, f.readingType).toBeNull();
    }
  });

  it('never explains to a Tamil reader what every Tamil reader knows', () => {
    const known = ['ராசி', 'நட்சத்திரம்', 'கிரகம்', 'லக்னம்', 'பஞ்சாங்கம்', 'திதி', 'ராகு காலம்', 'எமகண்டம்', 'குளிகை', 'முகூர்த்தம்', 'ஏழரைச் சனி', 'பரிகாரம்', 'சந்திராஷ்டமம்'];
    // A bracket with a time or a date in it says when, not what; திசை and புக்தி are left out, as a bracket after them names which dasha.
    const explained = new RegExp(`(?<![\\p{L}\\p{M}])(${known.join('|')}) \\([^()\\d]*\\)`, 'u');
    for (const f of cases) {
      const ta = composeReading(f, 'ta');
      expect(explained.exec(ta)?.[0] ?? null, f.readingType).toBeNull();
    }
  });
});
