import { describe, expect, it } from 'vitest';
import { addDays } from '../../../astro/day-timeline';
import { observancesOn } from '../../../astro/festivals';
import { LUNAR_MONTHS } from '../../../astro/lunar-month';
import { NAKSHATRAS } from '../../../astro/nakshatra';
import { karanaOf, tithiOf, VARAS, YOGAS } from '../../../astro/panchang';
import { GRAHA_NAMES, SIGNS } from '../../../astro/zodiac';
import { astroText } from '../../i18n/astro';
import { expectNativeScript } from '../../../../tests/support/native-script';
import { names, spoken } from './names';

const en = astroText.en;
const hi = astroText.hi;
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
const devanagari = /^[\u0900-\u097F\s()/·-]+$/;

describe('astro names', () => {
  // English shows the names the engine sends, so its table must be exactly the engine's names.
  it('name in English every graha, sign, nakshatra and limb the engine has, as the engine spells it', () => {
    expect(Object.entries(en.graha)).toEqual(Object.entries(GRAHA_NAMES).map(([key, named]) => [key, named.sanskrit]));
    expect(Object.values(en.sign)).toEqual(SIGNS.map((s) => s.sanskrit));
    expect(Object.values(en.nakshatra)).toEqual(NAKSHATRAS.map((n) => n.sanskrit));
    expect(Object.values(en.vara)).toEqual(VARAS.map((v) => v.sanskrit));
    expect(Object.values(en.yoga)).toEqual([...YOGAS]);
    expect(Object.values(en.month)).toEqual([...LUNAR_MONTHS]);
    expect(sorted(Object.values(en.tithi))).toEqual(sorted(Array.from({ length: 30 }, (_, i) => tithiOf(i * 12 + 6).name)));
    expect(sorted(Object.values(en.karana))).toEqual(sorted(Array.from({ length: 60 }, (_, i) => karanaOf(i * 6 + 3).name)));
    expect(sorted(Object.values(en.paksha))).toEqual(sorted(Array.from({ length: 30 }, (_, i) => tithiOf(i * 12 + 6).paksha)));
  });

  it('write the Hindi names in Devanagari', () => {
    for (const table of [hi.graha, hi.grahaAbbr, hi.sign, hi.nakshatra, hi.tithi, hi.paksha, hi.yoga, hi.karana, hi.vara, hi.month, hi.observance]) {
      for (const name of Object.values(table)) expect(name).toMatch(devanagari);
    }
    expect(names('hi').graha('Moon')).toEqual({ name: 'चंद्रमा', gloss: null });
    expect(names('hi').sign(SIGNS[4]!)).toEqual({ name: 'सिंह', gloss: null });
    expect(names('hi').nakshatra(NAKSHATRAS[20]!).name).toBe('उत्तराषाढ़ा');
  });

  it('gloss a name in English only', () => {
    expect(spoken(names('en').sign(SIGNS[4]!))).toBe('Simha (Leo)');
    expect(spoken(names('en').graha('Rahu'))).toBe('Rahu (North lunar node)');
    expect(spoken(names('en').grahaShort('Ketu'))).toBe('Ketu (South node)');
    expect(spoken(names('hi').grahaShort('Ketu'))).toBe('केतु');
    expect(names('en').grahaAbbr('Sun')).toBe('Su');
    expect(names('hi').grahaAbbr('Saturn')).toBe('श');
  });
});

describe('festival and fast names', () => {
  // The engine sends a fast's month and fortnight only inside its English name: a year with an
  // adhika month (2026, Adhika Jyeshtha) has every festival, every Sankranti and every form of fast.
  const ujjain = { latitude: 23.1765, longitude: 75.7885, timezone: 'Asia/Kolkata' };
  const observances = new Map<string, { key: string; name: string; kind: 'vrat' | 'festival' | 'sankranti' }>();
  for (let i = 0, day = '2026-01-01'; i < 365; i++, day = addDays(day)) {
    for (const o of observancesOn(day, ujjain)) observances.set(o.name, { key: o.key, name: o.name, kind: o.kind });
  }

  it('cover every key the engine has', () => {
    expect(sorted([...observances.values()].filter((o) => o.kind !== 'sankranti').map((o) => o.key))).toEqual(sorted(Object.keys(en.observance)));
    expect([...observances.values()].filter((o) => o.kind === 'sankranti')).toHaveLength(11);
    expect([...observances.keys()].some((name) => name.startsWith('Adhika '))).toBe(true);
  });

  it('read in English exactly as the engine writes them, and in Hindi in Devanagari', () => {
    for (const o of observances.values()) {
      expect(names('en').observance(o)).toBe(o.name);
      expect(names('hi').observance(o), o.name).toMatch(devanagari);
    }
    const find = (name: string) => observances.get(name)!;
    expect(names('hi').observance(find('Diwali (Lakshmi Puja)'))).toBe('दीवाली (लक्ष्मी पूजा)');
    expect(names('hi').observance(find('Adhika Jyeshtha Krishna Ekadashi'))).toBe('अधिक ज्येष्ठ कृष्ण एकादशी');
    expect(names('hi').observance(find('Shravana Purnima'))).toBe('श्रावण पूर्णिमा');
    expect(names('hi').observance(find('Tula Sankranti'))).toBe('तुला संक्रांति');
  });

  it('read in Tamil and Telugu in their own scripts, by their own festival names', () => {
    for (const o of observances.values()) {
      expectNativeScript(names('ta').observance(o), 'ta', o.name);
      expectNativeScript(names('te').observance(o), 'te', o.name);
    }
    const find = (name: string) => observances.get(name)!;
    expect(names('ta').observance(find('Adhika Jyeshtha Krishna Ekadashi'))).toBe('அதிக ஜ்யேஷ்டம் தேய்பிறை ஏகாதசி');
    expect(names('te').observance(find('Adhika Jyeshtha Krishna Ekadashi'))).toBe('అధిక జ్యేష్ఠం బహుళ ఏకాదశి');
    expect(names('ta').observance(find('Tula Sankranti'))).toBe('துலா சங்கராந்தி');
    expect(names('te').observance(find('Tula Sankranti'))).toBe('తుల సంక్రమణం');
  });
});

describe('Tamil and Telugu chart names', () => {
  it('name grahas, signs and nakshatras from the Tamil and Telugu astro names, with no English gloss', () => {
    expect(names('ta').graha('Jupiter')).toEqual({ name: 'குரு', gloss: null });
    expect(names('te').graha('Mars')).toEqual({ name: 'కుజుడు', gloss: null });
    expect(names('ta').sign(SIGNS[3]!).name).toBe('கடகம்');
    expect(names('te').nakshatra(NAKSHATRAS[10]!).name).toBe('పుబ్బ');
    expect(names('ta').lagna.name).toBe('லக்னம்');
    expect(spoken(names('te').grahaShort('Rahu'))).toBe('రాహువు');
    for (const language of ['ta', 'te'] as const) {
      const a = astroText[language];
      for (const table of [a.graha, a.grahaAbbr, a.sign, a.nakshatra, a.tithi, a.paksha, a.yoga, a.karana, a.vara, a.month, a.observance]) {
        for (const name of Object.values(table)) expectNativeScript(name, language, name);
      }
    }
  });
});
