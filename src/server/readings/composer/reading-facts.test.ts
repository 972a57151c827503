import { describe, expect, it } from 'vitest';
import { computePanchang } from '../../../astro/panchang';
import { computeTransits } from '../../../astro/transits';
import { GRAHAS, SIGN_LORDS, dignityOf, houseFrom } from '../../../astro/zodiac';
import { readingTypes } from '../../../shared/reading-types';
import type { ReadingType } from '../../../shared/reading-types';
import { localStamp } from './dates';
import { buildReadingFacts, factsToPromptLines } from './reading-facts';
import { PEOPLE, birthOf, factsFor, profileOf } from './test-profiles';

const asha = PEOPLE[0]!;
const rohan = PEOPLE[1]!;
// 11:30 India time on 14 January 2025 (Makara Sankranti).
const NOW = new Date('2025-01-14T06:00:00Z');
const HOUR = 3_600_000;
const IST_MIDNIGHT = (date: string) => new Date(`${date}T00:00:00+05:30`).getTime();

describe('buildReadingFacts: periods', () => {
  const expected: Record<ReadingType, [string, string, 'day' | 'span' | 'natal']> = {
    daily: ['2025-01-14', '2025-01-14', 'day'],
    weekly: ['2025-01-14', '2025-01-20', 'span'],
    monthly: ['2025-01-14', '2025-02-13', 'span'],
    quarterly: ['2025-01-14', '2025-04-13', 'span'],
    yearly: ['2025-01-14', '2026-01-13', 'span'],
    career: ['2025-01-14', '2026-01-13', 'natal'],
    love: ['2025-01-14', '2026-01-13', 'natal'],
    health: ['2025-01-14', '2026-01-13', 'natal'],
    life: ['2025-01-14', '2026-01-13', 'natal'],
  };

  it.each(readingTypes)('%s covers the documented days of the India calendar', (type) => {
    const { period } = factsFor(asha, type, NOW);
    const [start, end, kind] = expected[type];
    expect(period).toMatchObject({ start, end, kind, timeZone: 'Asia/Kolkata' });
    expect(period.startMs).toBe(IST_MIDNIGHT(start));
    expect(period.endMs).toBe(IST_MIDNIGHT(end) + 24 * HOUR);
    expect(period.days).toBe(Math.round((period.endMs - period.startMs) / (24 * HOUR)));
  });

  it('takes today from the India clock, not UTC', () => {
    // 20:00 UTC on 13 January is 01:30 on 14 January in India.
    expect(factsFor(asha, 'daily', new Date('2025-01-13T20:00:00Z')).period.start).toBe('2025-01-14');
    expect(factsFor(asha, 'daily', new Date('2025-01-13T18:00:00Z')).period.start).toBe('2025-01-13');
  });

  it('clamps a rolling month to the end of a short month', () => {
    const { period } = factsFor(asha, 'monthly', new Date('2025-01-31T06:00:00Z'));
    expect([period.start, period.end]).toEqual(['2025-01-31', '2025-02-27']);
  });
});

describe('buildReadingFacts: natal chart', () => {
  const birth = birthOf(rohan);
  const facts = factsFor(rohan, 'life', NOW);
  const { natal } = facts;

  it('copies each graha from the chart with its house, dignity and navamsa', () => {
    for (const body of birth.chart.bodies) {
      const g = natal.grahas[body.name];
      expect(g).toMatchObject({ sign: body.sign, house: body.house, dignity: body.dignity, retrograde: body.retrograde, combust: body.combust, navamsaSign: body.navamsaSign });
      expect(g.houseFromMoon).toBe(houseFrom(body.sign, natal.moon.sign));
      expect(g.vargottama).toBe(body.sign === body.navamsaSign);
    }
    expect(natal.lagna.sign).toBe(birth.chart.ascendant.sign);
  });

  it('gives every house its sign, its lord and where the lord sits', () => {
    for (let h = 1; h <= 12; h++) {
      const house = natal.houses[h]!;
      expect(house.sign).toBe((natal.lagna.sign + h - 1) % 12);
      expect(house.lord).toBe(SIGN_LORDS[house.sign]);
      expect(house.lordHouse).toBe(natal.grahas[house.lord].house);
      expect(natal.grahas[house.lord].rules).toContain(h);
      expect(house.occupants).toEqual(GRAHAS.filter((g) => natal.grahas[g].house === h));
    }
  });

  it('names only yogas whose classical conditions hold', () => {
    for (const person of PEOPLE) {
      const n = factsFor(person, 'life', NOW).natal;
      for (const y of n.yogas) {
        const [a, b] = y.grahas.map((g) => n.grahas[g]);
        if (y.key === 'gaja-kesari') expect([1, 4, 7, 10]).toContain(houseFrom(n.grahas.Jupiter.sign, n.grahas.Moon.sign));
        if (y.key === 'budha-aditya' || y.key === 'chandra-mangala' || y.key === 'raja-yoga') expect(a!.sign).toBe(b!.sign);
        if (['ruchaka', 'bhadra', 'hamsa', 'malavya', 'shasha'].includes(y.key)) {
          expect(['own', 'exalted']).toContain(a!.dignity);
          expect([1, 4, 7, 10]).toContain(a!.house);
        }
        if (y.key === 'parivartana') {
          expect(SIGN_LORDS[a!.sign]).toBe(b!.name);
          expect(SIGN_LORDS[b!.sign]).toBe(a!.name);
        }
        if (y.key === 'yogakaraka') {
          expect(a!.rules.some((h) => [4, 7, 10].includes(h))).toBe(true);
          expect(a!.rules.some((h) => [5, 9].includes(h))).toBe(true);
        }
      }
    }
  });

  it('calls strong only planets exalted, in their own sign or vargottama, and weak only the debilitated or combust', () => {
    for (const person of PEOPLE) {
      const n = factsFor(person, 'life', NOW).natal;
      for (const p of n.strongest) expect(n.grahas[p].dignity === 'exalted' || n.grahas[p].dignity === 'own' || n.grahas[p].vargottama).toBe(true);
      for (const p of n.weakest) expect(n.grahas[p].dignity === 'debilitated' || n.grahas[p].combust).toBe(true);
    }
  });

  it('finds the navamsa of Venus and of the 7th lord', () => {
    const seventhLord = natal.houses[7]!.lord;
    expect(natal.navamsa).toEqual({
      lagnaSign: birth.chart.ascendant.navamsaSign, venusSign: natal.grahas.Venus.navamsaSign,
      seventhLord, seventhLordSign: natal.grahas[seventhLord].navamsaSign,
    });
  });

  it('orders the chara karakas by degree within the sign', () => {
    const degrees = (['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const).map((p) => natal.grahas[p].degree);
    expect(natal.grahas[natal.karakas.atmakaraka].degree).toBe(Math.max(...degrees));
    expect(natal.grahas[natal.karakas.darakaraka].degree).toBe(Math.min(...degrees));
  });
});

describe('buildReadingFacts: dasha', () => {
  it.each(['weekly', 'yearly', 'career'] as const)('%s: the running periods contain the transit instant and the changes fall inside the period', (type) => {
    for (const person of PEOPLE) {
      const f = factsFor(person, type, NOW);
      const d = f.dasha!;
      for (const span of [d.mahadasha, d.antardasha, d.pratyantardasha]) {
        expect(span.startMs).toBeLessThanOrEqual(f.transits.atMs);
        expect(span.endMs).toBeGreaterThan(f.transits.atMs);
      }
      expect(d.antardasha.startMs).toBeGreaterThanOrEqual(d.mahadasha.startMs - 1);
      expect(d.nextAntardasha.startMs).toBeCloseTo(d.antardasha.endMs, -3);
      expect(d.sequence[0]!.lord).toBe(d.mahadasha.lord);
      expect(d.sequence).toHaveLength(3);
      for (const c of d.changes) {
        expect(c.startMs).toBeGreaterThan(f.period.startMs);
        expect(c.startMs).toBeLessThan(f.period.endMs);
      }
    }
  });
});

describe('buildReadingFacts: transits and events', () => {
  const birth = birthOf(asha);

  it('takes the transits from the engine at the period start', () => {
    const f = factsFor(asha, 'monthly', NOW);
    const t = computeTransits(birth.chart, f.period.startMs);
    expect(f.transits.atMs).toBe(f.period.startMs);
    for (const b of t.bodies) expect(f.transits.bodies[b.name]).toMatchObject({ sign: b.sign, houseFromMoon: b.houseFromMoon, houseFromLagna: b.houseFromLagna });
  });

  it.each(['weekly', 'monthly', 'quarterly', 'yearly', 'career'] as const)('%s: every ingress lies inside the period and really changes sign', (type) => {
    const f = factsFor(asha, type, NOW);
    const ingresses = f.events.filter((e) => e.kind === 'ingress');
    if (type !== 'weekly') expect(ingresses.length).toBeGreaterThan(0);
    for (const e of ingresses) {
      expect(e.atMs).toBeGreaterThanOrEqual(f.period.startMs);
      expect(e.atMs).toBeLessThan(f.period.endMs);
      expect(e.fromSign).not.toBe(e.toSign);
      const before = computeTransits(birth.chart, e.atMs - 5 * 60_000).bodies.find((b) => b.name === e.graha)!;
      const after = computeTransits(birth.chart, e.atMs + 5 * 60_000).bodies.find((b) => b.name === e.graha)!;
      expect(before.sign).toBe(e.fromSign);
      expect(after.sign).toBe(e.toSign);
      expect(e.houseFromMoon).toBe(after.houseFromMoon);
      expect(localStamp(e.atMs, 'Asia/Kolkata')).toEqual({ date: e.date, time: e.time });
    }
  });

  it('finds the known 2025 ingresses of the slow planets on their dates (India time)', () => {
    const f = factsFor(asha, 'yearly', NOW);
    const on = (graha: string, toSign: number) => f.events.find((e) => e.kind === 'ingress' && e.graha === graha && e.toSign === toSign)?.date;
    expect(on('Sun', 9)).toBe('2025-01-14'); // Makara Sankranti
    expect(on('Saturn', 11)).toBe('2025-03-29');
    expect(on('Jupiter', 2)).toBe('2025-05-14');
    expect(on('Rahu', 10)).toBe('2025-05-18');
    expect(on('Ketu', 4)).toBe('2025-05-18');
    expect(on('Jupiter', 3)).toBe('2025-10-18');
  });

  it('finds retrograde stations where the motion really reverses', () => {
    const f = factsFor(asha, 'yearly', NOW);
    const stations = f.events.filter((e) => e.kind === 'station');
    expect(stations.map((s) => `${s.graha} ${s.retrograde ? 'R' : 'D'}`)).toEqual(expect.arrayContaining(['Jupiter D', 'Saturn R', 'Saturn D', 'Mercury R', 'Mercury D', 'Venus R', 'Venus D']));
    for (const s of stations) {
      const at = (ms: number) => computeTransits(birth.chart, ms).bodies.find((b) => b.name === s.graha)!;
      expect(at(s.atMs - 3 * 24 * HOUR).retrograde).toBe(!s.retrograde);
      expect(at(s.atMs + 3 * 24 * HOUR).retrograde).toBe(s.retrograde);
      expect(at(s.atMs).sign).toBe(s.toSign);
    }
  });

  it('agrees with the transits about Sade Sati, for every person and across years', () => {
    for (const person of PEOPLE) {
      for (const year of [2020, 2023, 2025, 2027]) {
        const f = factsFor(person, 'yearly', new Date(`${year}-06-01T06:00:00Z`));
        const house = f.transits.bodies.Saturn.houseFromMoon;
        expect(f.sadeSati.running).toBe([12, 1, 2].includes(house));
        expect(f.sadeSati.saturnHouseFromMoon).toBe(house);
        expect(f.sadeSati).toMatchObject(computeTransits(birthOf(person).chart, f.transits.atMs).sadeSati);
        for (const c of f.sadeSati.changes) expect(c.running).toBe([12, 1, 2].includes(c.saturnHouseFromMoon));
      }
    }
  });

  it('marks Chandrashtama windows when the Moon is in the 8th from the natal Moon', () => {
    const f = factsFor(asha, 'monthly', NOW);
    expect(f.chandrashtama.length).toBeGreaterThan(0);
    const eighth = (f.natal.moon.sign + 7) % 12;
    for (const w of f.chandrashtama) {
      const from = w.start ? new Date(`${w.start.date}T${w.start.time}:00+05:30`).getTime() : f.period.startMs;
      const to = w.end ? new Date(`${w.end.date}T${w.end.time}:00+05:30`).getTime() : f.period.endMs;
      expect(to).toBeGreaterThan(from);
      const moon = computeTransits(birth.chart, (from + to) / 2).bodies.find((b) => b.name === 'Moon')!;
      expect(moon.sign).toBe(eighth);
    }
  });
});

describe('buildReadingFacts: daily', () => {
  it('takes the panchang of the day at the birth place and counts the tara from the birth star', () => {
    for (const person of PEOPLE) {
      const f = factsFor(person, 'daily', NOW);
      const d = f.daily!;
      const p = computePanchang('2025-01-14', birthOf(person).place);
      expect(d.panchang).toMatchObject({ vara: p.vara.name, tithi: { number: p.tithi.number, name: p.tithi.name }, nakshatra: { index: p.nakshatra.index }, yoga: { number: p.yoga.number } });
      expect(d.taraBala.count).toBe(((p.nakshatra.index - f.natal.moon.nakshatraIndex + 27) % 27) + 1);
      expect(d.taraBala.tara).toBe(((d.taraBala.count - 1) % 9) + 1);
      expect(d.moon.houseFromMoon).toBe(houseFrom(d.moon.sign, f.natal.moon.sign));
      expect(d.moon.chandrashtama).toBe(d.moon.houseFromMoon === 8);
      expect(f.transits.bodies.Moon.sign).toBe(d.moon.sign);
      if (d.moonIngress) expect(d.moonIngress.toSign).not.toBe(d.moon.sign);
    }
  });
});

describe('buildReadingFacts: shape', () => {
  it('is a plain serialisable object', () => {
    for (const type of readingTypes) {
      const f = factsFor(rohan, type, NOW);
      expect(JSON.parse(JSON.stringify(f))).toEqual(f);
    }
  });

  it('does not depend on anything but its input', () => {
    const input = { profile: profileOf(asha), birth: birthOf(asha), readingType: 'quarterly' as const, now: NOW };
    expect(buildReadingFacts(input)).toEqual(buildReadingFacts({ ...input, birth: birthOf(asha) }));
  });

  it('renders prompt lines with the chart facts and no holes', () => {
    for (const type of readingTypes) {
      const f = factsFor(asha, type, NOW);
      const lines = factsToPromptLines(f);
      const text = lines.join('\n');
      expect(text).toContain(`Lagna (ascendant): ${f.natal.lagna.signName}`);
      expect(text).toContain(`Moon sign (janma rashi): ${f.natal.moon.signName}`);
      expect(text).toMatch(/Vimshottari mahadasha: \w+/);
      expect(text).not.toMatch(/undefined|NaN|\[object|null/);
      if (type === 'daily') expect(text).toContain('Tara bala');
      if (type === 'love') expect(text).toContain(`Navamsa (D9): lagna`);
    }
  });

  it('keeps dignities consistent with the engine', () => {
    const f = factsFor(asha, 'life', NOW);
    for (const g of GRAHAS) expect(f.natal.grahas[g].dignity).toBe(dignityOf(g, f.natal.grahas[g].sign));
  });
});
