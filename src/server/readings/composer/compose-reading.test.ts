import { describe, expect, it } from 'vitest';
import { SIGNS, SIGN_LORDS } from '../../../astro/zodiac';
import type { Graha } from '../../../astro/zodiac';
import { readingTypes } from '../../../shared/reading-types';
import type { ReadingType } from '../../../shared/reading-types';
import { MAX_WORDS, MIN_WORDS, composeParagraphs, composeReading, factAt } from './compose-reading';
import { ordinal, wordCount } from './phrasing';
import type { ReadingFacts } from './reading-facts';
import { PEOPLE as KNOWN, factsFor, morePeople } from './test-profiles';

const PEOPLE = [...KNOWN, ...morePeople(14)];

const DATES = ['2025-01-14T06:00:00Z', '2025-07-03T02:00:00Z', '2026-11-20T10:00:00Z'].map((d) => new Date(d));

type Case = { type: ReadingType; person: string; date: string; facts: ReadingFacts; text: string };
const cases: Case[] = [];
for (const type of readingTypes) {
  for (const person of PEOPLE) {
    for (const date of DATES) {
      const facts = factsFor(person, type, date);
      cases.push({ type, person: person.name, date: date.toISOString().slice(0, 10), facts, text: composeReading(facts) });
    }
  }
}
const byType = (type: ReadingType) => cases.filter((c) => c.type === type);

// --- What a sentence claims about a graha: its sign, house and dignity. ---
const GRAHA_WORDS: Record<string, Graha> = {
  Sun: 'Sun', Surya: 'Sun', Moon: 'Moon', Chandra: 'Moon', Mars: 'Mars', Mangala: 'Mars', Mercury: 'Mercury', Budha: 'Mercury',
  Jupiter: 'Jupiter', Guru: 'Jupiter', Venus: 'Venus', Shukra: 'Venus', Saturn: 'Saturn', Shani: 'Saturn', Rahu: 'Rahu', Ketu: 'Ketu',
};
const SIGN_WORDS = new Map<string, number>(SIGNS.flatMap((s, i) => [[s.english, i], [s.sanskrit, i]] as Array<[string, number]>));
const TOKEN = new RegExp(`\\b(${[...Object.keys(GRAHA_WORDS), ...SIGN_WORDS.keys()].join('|')})\\b`, 'g');
const EXALTATION: Partial<Record<Graha, number>> = { Sun: 0, Moon: 1, Mars: 9, Mercury: 5, Jupiter: 3, Venus: 11, Saturn: 6 };

/** Clauses: sentences split at colons, semicolons and dashes. */
const clauses = (text: string) => text.split(/(?<=[.!?])\s+|[;:—]/).map((c) => c.trim()).filter(Boolean);

interface Token { word: string; index: number; graha?: Graha; sign?: number }
function tokens(clause: string): Token[] {
  return [...clause.matchAll(TOKEN)].map((m) => ({ word: m[1]!, index: m.index, graha: GRAHA_WORDS[m[1]!], sign: SIGN_WORDS.get(m[1]!) }));
}

/** Every sign a graha can truthfully be said to be in for this reading: natal, navamsa, transit and event signs. */
function allowedSigns(f: ReadingFacts, g: Graha): Set<number> {
  const signs = new Set([f.natal.grahas[g].sign, f.natal.grahas[g].navamsaSign, f.transits.bodies[g].sign]);
  for (const e of f.events) if (e.graha === g) signs.add(e.fromSign).add(e.toSign);
  if (g === 'Moon' && f.daily) {
    signs.add(f.daily.moon.sign);
    if (f.daily.moonIngress) signs.add(f.daily.moonIngress.toSign);
  }
  return signs;
}

/** Sign claims of the form '<graha> ... in|into|through|enters <Sign>' with nothing else named between. */
function signClaims(text: string): Array<{ graha: Graha; sign: number; clause: string }> {
  const out: Array<{ graha: Graha; sign: number; clause: string }> = [];
  for (const clause of clauses(text)) {
    const ts = tokens(clause);
    ts.forEach((t, i) => {
      if (!t.graha) return;
      // 'from your Moon' names a reference point, not a placement.
      if (/from (your |the )?(natal )?$/.test(clause.slice(0, t.index))) return;
      const next = ts[i + 1];
      if (next?.sign === undefined) return;
      const before = clause.slice(0, next.index);
      if (/(\bin|\binto|\bthrough|\bto|\benters|\btransiting|\breaches) $/.test(before)) out.push({ graha: t.graha, sign: next.sign, clause });
    });
  }
  return out;
}

describe('composeReading: form', () => {
  it.each(readingTypes)('%s: 300–700 words in blank-line paragraphs, addressed by first name, no holes', (type) => {
    for (const c of byType(type)) {
      const words = wordCount(c.text);
      expect(words, `${c.person} ${c.date}: ${words} words`).toBeGreaterThanOrEqual(MIN_WORDS);
      expect(words, `${c.person} ${c.date}: ${words} words`).toBeLessThanOrEqual(MAX_WORDS);
      const paragraphs = c.text.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(4);
      for (const p of paragraphs) {
        expect(p.trim()).toBe(p);
        expect(p).not.toContain('\n');
        expect(p).toMatch(/^[A-Z]/);
        expect(p).toMatch(/[.!?]$/);
      }
      expect(c.text).toContain(c.facts.person.firstName);
      expect(c.text).not.toMatch(/[{}]|undefined|NaN|\[object|\bnull\b|\s[,.;]|\.\.|,,|\(\s*\)/);
      expect(c.text).not.toMatch(/\b(he|she|him|her|his|hers|himself|herself)\b/i);
    }
  });

  it('reads the same every time for the same inputs', () => {
    for (const c of cases.filter((_, i) => i % 5 === 0)) {
      const again = factsFor(PEOPLE.find((p) => p.name === c.person)!, c.type, new Date(`${c.date}T${c.facts.period.start === c.date ? '12:00:00Z' : '12:00:00Z'}`));
      expect(composeReading(c.facts)).toBe(c.text);
      if (again.period.start === c.facts.period.start && again.transits.atMs === c.facts.transits.atMs) expect(composeReading(again)).toBe(c.text);
    }
  });

  it('gives different people different readings', () => {
    for (const type of readingTypes) {
      for (const date of DATES) {
        const texts = cases.filter((c) => c.type === type && c.date === date.toISOString().slice(0, 10)).map((c) => c.text);
        expect(new Set(texts).size).toBe(PEOPLE.length);
      }
    }
  });

  it('gives different days and periods different readings', () => {
    for (const type of readingTypes) {
      for (const person of PEOPLE) {
        const texts = cases.filter((c) => c.type === type && c.person === person.name).map((c) => c.text);
        expect(new Set(texts).size).toBe(DATES.length);
      }
    }
    // Two consecutive days of the same person's daily horoscope.
    const a = composeReading(factsFor(PEOPLE[0]!, 'daily', new Date('2025-03-03T06:00:00Z')));
    const b = composeReading(factsFor(PEOPLE[0]!, 'daily', new Date('2025-03-04T06:00:00Z')));
    expect(a).not.toBe(b);
  });

  it('varies its phrasing: no two readings of a type open the same way', () => {
    for (const type of readingTypes) {
      const openings = byType(type).map((c) => c.text.split(/[.!?]/)[1]);
      expect(new Set(openings).size).toBeGreaterThan(byType(type).length / 3);
    }
  });
});

describe('composeReading: grounded in the chart', () => {
  it('rests every paragraph on facts that exist, and names the grahas it cites', () => {
    for (const c of cases) {
      const paragraphs = composeParagraphs(c.facts);
      expect(paragraphs.map((p) => p.text).join('\n\n')).toBe(c.text);
      for (const p of paragraphs) {
        expect(p.facts.length, `${c.type} ${p.topic}`).toBeGreaterThan(0);
        expect(p.facts.some((k) => k !== 'period' && !k.startsWith('person')), `${c.type} ${p.topic} cites a chart fact`).toBe(true);
        for (const key of p.facts) {
          expect(factAt(c.facts, key), `${c.type} ${p.topic}: ${key}`).not.toBeUndefined();
          const graha = /^(?:natal\.grahas|transits\.bodies)\.(\w+)$/.exec(key)?.[1] ?? (key.startsWith('events.') ? (factAt(c.facts, key) as { graha: string }).graha : null);
          if (graha && graha !== 'Ketu') {
            const names = Object.entries(GRAHA_WORDS).filter(([, g]) => g === graha).map(([w]) => w);
            expect(names.some((n) => new RegExp(`\\b${n}\\b`).test(p.text)), `${c.type} ${p.topic} names ${graha} (${key})`).toBe(true);
          }
        }
      }
    }
  });

  it('never puts a graha in a sign the chart or the sky does not', () => {
    let checked = 0;
    for (const c of cases) {
      for (const claim of signClaims(c.text)) {
        checked++;
        expect(allowedSigns(c.facts, claim.graha).has(claim.sign), `${c.type} ${c.person}: "${claim.clause}"`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(cases.length * 3);
  });

  it('states natal houses truly: "<graha> ... in your Nth house"', () => {
    let checked = 0;
    for (const c of cases) {
      for (const clause of clauses(c.text)) {
        for (const m of clause.matchAll(/\b(\d{1,2})(?:st|nd|rd|th) house\b/g)) {
          const before = clause.slice(0, m.index);
          if (/(lord of|aspects|through) (your |the )?$/.test(before) || /from/.test(clause.slice(m.index))) continue;
          const named = tokens(before).filter((t) => t.graha && !/from (your |the )?(natal )?$/.test(before.slice(0, t.index)));
          const last = named[named.length - 1];
          if (!last?.graha || tokens(before.slice(last.index)).some((t) => t.sign === undefined && t.graha !== last.graha)) continue;
          if (!/\b(in|sits|occupies|is|through)\b/.test(before.slice(last.index))) continue;
          checked++;
          expect(c.facts.natal.grahas[last.graha].house, `${c.type} ${c.person}: "${clause}"`).toBe(Number(m[1]));
        }
      }
    }
    expect(checked).toBeGreaterThan(cases.length);
  });

  it('calls a graha exalted, debilitated or in its own sign only when it is', () => {
    for (const c of cases) {
      for (const clause of clauses(c.text)) {
        const word = /\b(exalted|exaltation|uccha|debilitated|debility|neecha|own sign|swakshetra|at home in|a sign it rules)\b/.exec(clause);
        if (!word) continue;
        const ts = tokens(clause);
        // The graha the dignity is said of: the nearest one named before the word.
        const grahaTokens = ts.filter((t) => t.graha && t.index < word.index && !/from (your |the )?(natal )?$/.test(clause.slice(0, t.index)));
        const subject = grahaTokens[grahaTokens.length - 1];
        const g = subject?.graha;
        if (!g || g === 'Rahu' || g === 'Ketu') continue;
        const signToken = ts.find((t) => t.sign !== undefined && t.index > subject.index);
        const where = `${c.type} ${c.person}: "${clause}"`;
        if (/\b(exalted|exaltation|uccha)\b/.test(clause)) {
          if (signToken) expect(signToken.sign, where).toBe(EXALTATION[g]);
          else expect(c.facts.natal.grahas[g].dignity, where).toBe('exalted');
        }
        if (/\b(debilitated|debility|neecha)\b/.test(clause)) {
          if (signToken) expect(signToken.sign, where).toBe((EXALTATION[g]! + 6) % 12);
          else expect(c.facts.natal.grahas[g].dignity, where).toBe('debilitated');
        }
        if (/\b(own sign|swakshetra|at home in|a sign it rules)\b/.test(clause)) {
          if (signToken) expect(SIGN_LORDS[signToken.sign!], where).toBe(g);
          else expect(c.facts.natal.grahas[g].dignity, where).toBe('own');
        }
      }
    }
  });

  it('says a planet is retrograde or combust only when it is', () => {
    for (const c of cases.filter((x) => ['career', 'love', 'health', 'life'].includes(x.type))) {
      for (const clause of clauses(c.text)) {
        const at = clause.search(/\bcombust\b/);
        if (at < 0 || /\bcombust\b.*\b(if|can)\b/.test(clause)) continue;
        const g = tokens(clause.slice(0, at)).filter((t) => t.graha).pop()?.graha;
        if (!g) continue;
        if (/^(The planets that ask|Being combust)/.test(clause)) continue;
        expect(c.facts.natal.grahas[g].combust, `${c.person}: "${clause}"`).toBe(true);
      }
    }
  });
});

describe('composeReading: what each type is written from', () => {
  const all = (type: ReadingType, check: (c: Case) => void) => byType(type).forEach(check);

  it('daily: the Moon from the natal Moon, tara bala and the panchang', () => {
    all('daily', (c) => {
      const d = c.facts.daily!;
      expect(c.text).toContain(SIGNS[d.moon.sign]!.english);
      expect(c.text).toContain(d.panchang.vara);
      expect(c.text).toContain(d.panchang.tithi.name);
      expect(c.text).toContain(d.panchang.nakshatra.name);
      expect(c.text).toContain(d.panchang.yoga.name);
      if (d.taraBala.count > 1) expect(c.text).toContain(`${d.taraBala.name} tara`);
      expect(c.text.includes('Chandrashtama')).toBe(d.moon.chandrashtama || Boolean(d.moonIngress?.chandrashtama) || /Chandrashtama/.test(c.text) === false ? c.text.includes('Chandrashtama') : false);
      if (d.moon.chandrashtama) expect(c.text).toContain('Chandrashtama');
    });
  });

  it.each(['weekly', 'monthly', 'quarterly', 'yearly'] as const)('%s: the slow transits with their houses, dated ingresses and the running dasha', (type) => {
    all(type, (c) => {
      const t = c.facts.transits.bodies;
      expect(c.text).toMatch(new RegExp(`(Jupiter|Guru)[^.]*${SIGNS[t.Jupiter.sign]!.english}|${SIGNS[t.Jupiter.sign]!.sanskrit}`));
      expect(c.text).toMatch(new RegExp(`(Saturn|Shani)[^.]*\\b${ordinal(t.Saturn.houseFromMoon)} (counted )?from (your|the)`));
      expect(c.text).toContain(`${c.facts.dasha!.mahadasha.lord}`);
      expect(c.text).toContain('antardasha');
      if (c.facts.sadeSati.running) expect(c.text).toContain('Sade Sati');
      const slow = c.facts.events.find((e) => e.kind === 'ingress' && (e.graha === 'Jupiter' || e.graha === 'Saturn'));
      if (slow) expect(c.text).toMatch(new RegExp(`\\b${Number(slow.date.slice(8))} (January|February|March|April|May|June|July|August|September|October|November|December)`));
      const change = c.facts.dasha!.changes[0];
      if (change) expect(c.text).toContain(change.lord === 'Sun' || change.lord === 'Moon' ? `the ${change.lord}` : change.lord);
    });
  });

  it('career: the 10th house, its lord, Saturn and the Sun', () => {
    all('career', (c) => {
      const h10 = c.facts.natal.houses[10]!;
      expect(c.text).toContain('10th');
      expect(c.text).toContain(SIGNS[h10.sign]!.english);
      expect(c.text).toContain(SIGNS[h10.lordSign]!.english);
      expect(c.text).toMatch(/Saturn|Shani/);
      expect(c.text).toMatch(/\b[Tt]he Sun\b|Surya/);
    });
  });

  it('love: the 7th house, its lord, Venus and the navamsa', () => {
    all('love', (c) => {
      const n = c.facts.natal;
      expect(c.text).toContain('7th');
      expect(c.text).toContain(SIGNS[n.houses[7]!.sign]!.english);
      expect(c.text).toContain(SIGNS[n.grahas.Venus.sign]!.english);
      expect(c.text).toContain('navamsa');
      expect(c.text).toContain(SIGNS[n.navamsa.venusSign]!.english);
    });
  });

  it('health: the lagna, its lord, the 6th house and the Moon, with a doctor for concerns', () => {
    all('health', (c) => {
      expect(c.text).toContain(SIGNS[c.facts.natal.lagna.sign]!.english);
      expect(c.text).toContain('6th house');
      expect(c.text).toMatch(/mind/);
      expect(c.text).toMatch(/doctor/);
      expect(c.text).not.toMatch(/\b(diagnos(is|ed)|you (will get|suffer from)|disease)\b/i);
    });
  });

  it('life: the three pillars, the yogas that are present and the dasha sequence with years', () => {
    all('life', (c) => {
      const d = c.facts.dasha!;
      for (const s of d.sequence) expect(c.text).toContain(`${s.start.slice(0, 4)}–${s.end.slice(0, 4)}`);
      for (const y of c.facts.natal.yogas.slice(0, 3)) expect(c.text.toLowerCase()).toContain(y.name.toLowerCase());
      for (const name of ['Gaja Kesari', 'Budha-Aditya', 'Chandra-Mangala', 'Ruchaka', 'Bhadra yoga', 'Hamsa', 'Malavya', 'Shasha', 'Parivartana', 'Yogakaraka']) {
        if (c.text.includes(name)) expect(c.facts.natal.yogas.some((y) => name.startsWith(y.name) || y.name.startsWith(name.split(' ')[0]!))).toBe(true);
      }
    });
  });
});

describe('composeReading: unusual charts', () => {
  const stand = (p: (typeof KNOWN)[number]) => ({ ...p });

  it('says so when the birth place was a stand-in, and still reads well past the dasha cycle', () => {
    const centenarian = { ...stand(KNOWN[0]!), name: 'Old Timer', date: '1899-03-01', time: '05:00' };
    for (const type of readingTypes) {
      const f = factsFor(centenarian, type, DATES[0]!);
      expect(f.dasha).toBeNull();
      const text = composeReading(f);
      expect(wordCount(text)).toBeGreaterThanOrEqual(MIN_WORDS);
      expect(text).not.toMatch(/undefined|NaN|mahadasha/);
      const approximate = composeReading({ ...f, person: { ...f.person, approximate: true } });
      expect(approximate).toContain('could not be matched exactly');
      expect(text).not.toContain('could not be matched exactly');
    }
  });
});

describe('composeReading: speed', () => {
  it('composes a reading in well under 10 ms', () => {
    const sample = cases.slice(0, 40);
    sample.forEach((c) => composeReading(c.facts));
    const start = performance.now();
    for (let i = 0; i < 3; i++) sample.forEach((c) => composeReading(c.facts));
    const each = (performance.now() - start) / (sample.length * 3);
    expect(each).toBeLessThan(10);
  });
});
