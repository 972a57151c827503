/**
 * The transit sky is counted in the reader's own zodiac (docs/decisions/046): a reader who chose
 * Raman's ayanamsa gets Raman's ingress dates, Raman's Moon times and Raman's Sade Sati, and a
 * Lahiri reader gets exactly what the almanac prints. Raman's ayanamsa is about 1°27' smaller than
 * Lahiri's, so every sidereal longitude is that much larger and every ingress comes earlier: about
 * a day and a half for the Sun, some hours for the Moon, months for Saturn.
 */
import { describe, expect, it } from 'vitest';
import { chartDoshas } from '../../astro/chart-doshas';
import { localStamp } from '../../astro/civil-dates';
import { ALMANAC_SKY, periodEvents, scanGraha, siderealLongitude, type SkyBasis } from '../../astro/transit-events';
import { transitStays } from '../../astro/transit-stays';
import { PEOPLE, profileOf } from '../../../tests/support/test-profiles';
import { birthChartOf } from '../../server/charts/chart-service';
import { panchangOfDay } from '../../server/questions/model/engine-tools';
import { computePanchang } from '../../astro/panchang';
import { NAKSHATRAS, nakshatraOf } from '../../astro/nakshatra';
import { addDays } from '../../astro/day-timeline';
import { readerOf } from '../../server/residence/reader';
import type { ChartAyanamsa } from '../../shared/chart-choices';
import { buildReadingFacts } from './build-facts';
import { composeReading } from '../compose-reading';
import type { ReadingType } from '../../shared/reading-types';

const RAMAN: SkyBasis = { ayanamsa: 'raman', node: 'mean' };
const NOW = new Date('2026-12-07T04:00:00Z');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function readerUnder(ayanamsa: ChartAyanamsa) {
  const profile = { ...profileOf(PEOPLE[0]!), chartChoices: { ayanamsa, node: 'mean' as const, chartStyle: 'north' as const } };
  const birth = birthChartOf(profile);
  const facts = (readingType: ReadingType) => buildReadingFacts({ profile, birth, reader: readerOf(profile), readingType, now: NOW });
  return { profile, birth, facts };
}

/** "15 December", as the English readings write a date inside the period. */
const written = (ms: number, zone: string) => {
  const { date } = localStamp(ms, zone);
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
};

describe('the transit sky in the reader’s zodiac', () => {
  it('finds an ingress where the chosen ayanamsa puts it, and never serves one zodiac’s events for another', () => {
    const start = Date.parse('2027-01-01T00:00:00Z');
    const end = Date.parse('2027-12-31T00:00:00Z');
    const lahiri = periodEvents(['Saturn'], start, end).find((e) => e.kind === 'ingress')!;
    const raman = periodEvents(['Saturn'], start, end, RAMAN).find((e) => e.kind === 'ingress')!;
    expect([lahiri.toSign, raman.toSign]).toEqual([0, 0]);
    // 1°27' at Saturn's pace (at most about 6' a day) is weeks.
    expect((lahiri.atMs - raman.atMs) / 86_400_000).toBeGreaterThan(10);
    expect(siderealLongitude('Saturn', raman.atMs - 60_000, RAMAN)).toBeGreaterThan(359);
    expect(siderealLongitude('Saturn', raman.atMs + 60_000, RAMAN)).toBeLessThan(1);
    // The same window asked again in the almanac's zodiac is the almanac's, not the cached Raman one.
    expect(periodEvents(['Saturn'], start, end, ALMANAC_SKY).find((e) => e.kind === 'ingress')!.atMs).toBe(lahiri.atMs);
    // The stays scan their own grid of chunks, refined to the same minute.
    expect(Math.abs(transitStays('Saturn', start, end, RAMAN)[0]!.leftMs! - raman.atMs)).toBeLessThan(60_000);
    expect(Math.abs(transitStays('Saturn', start, end)[0]!.leftMs! - lahiri.atMs)).toBeLessThan(60_000);
  });

  it('dates the Sun’s ingress in a Raman reader’s monthly reading by Raman, and a Lahiri reader’s by Lahiri', () => {
    const dates = (['lahiri', 'raman'] as const).map((ayanamsa) => {
      const f = readerUnder(ayanamsa).facts('monthly');
      const sky = ayanamsa === 'raman' ? RAMAN : ALMANAC_SKY;
      expect(f.sky.basis).toEqual(sky);
      const ingress = scanGraha('Sun', f.period.startMs, f.period.endMs, sky).find((e) => e.kind === 'ingress')!;
      const said = f.sky.events.find((e) => e.kind === 'ingress' && e.graha === 'Sun')!;
      expect(said.atMs).toBe(ingress.atMs);
      const sentence = composeReading(f, 'en').split(/(?<=\.)\s+/).find((s) => s.includes('Sun') && s.includes('Sagittarius'))!;
      expect(sentence).toContain(written(ingress.atMs, f.period.timeZone));
      return written(ingress.atMs, f.period.timeZone);
    });
    expect(dates).toEqual(['16 December', '15 December']);
  });

  it('times the day’s Moon and its star by the reader’s zodiac in the daily reading, the day card’s own plan', () => {
    const lahiri = readerUnder('lahiri').facts('daily');
    const raman = readerUnder('raman').facts('daily');
    const change = (f: typeof lahiri) => f.days[0]!.moonSigns[0]!.end!;
    const star = (f: typeof lahiri) => f.days[0]!.moonNakshatras[0]!.end!;
    const ramanSign = scanGraha('Moon', raman.days[0]!.startMs, raman.days[0]!.endMs, RAMAN).find((e) => e.kind === 'ingress')!;
    expect(change(raman).atMs).toBe(ramanSign.atMs);
    expect(change(lahiri).atMs - change(raman).atMs).toBeGreaterThan(2 * 3_600_000);
    expect(star(lahiri).atMs - star(raman).atMs).toBeGreaterThan(2 * 3_600_000);
    const text = { lahiri: composeReading(lahiri, 'en'), raman: composeReading(raman, 'en') };
    expect(text.raman).toContain(change(raman).time);
    expect(text.raman).toContain(star(raman).time);
    expect(text.raman).not.toContain(change(lahiri).time);
    expect(text.lahiri).toContain(change(lahiri).time);
  });

  it('dates Sade Sati with Saturn’s stays in the reader’s zodiac', () => {
    const lahiri = chartDoshas(readerUnder('lahiri').birth.chart, NOW.getTime()).sadeSati.spell!;
    const raman = chartDoshas(readerUnder('raman').birth.chart, NOW.getTime()).sadeSati.spell!;
    const ramanMoon = readerUnder('raman').birth.chart.bodies.find((b) => b.name === 'Moon')!.sign;
    const entry = transitStays('Saturn', raman.startMs, raman.startMs + 1, RAMAN)[0]!;
    expect(entry.enteredMs).toBe(raman.startMs);
    expect((entry.sign - ramanMoon + 12) % 12).toBe(11);
    expect(lahiri.startMs).not.toBe(raman.startMs);
  });

  it('gives a question’s day at sunrise the Moon’s star of the asker’s zodiac, and counts the tara from it', () => {
    const { birth } = readerUnder('raman');
    const place = { latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' };
    // A day whose sunrise falls between Raman's change of star and Lahiri's, some hours later.
    let date = '2026-12-01';
    const ramanStar = (d: string) => nakshatraOf(siderealLongitude('Moon', computePanchang(d, place).atMs, RAMAN)).index;
    for (let i = 0; i < 60 && ramanStar(date) === computePanchang(date, place).nakshatra.index; i++) date = addDays(date);
    expect(ramanStar(date)).not.toBe(computePanchang(date, place).nakshatra.index);
    const day = panchangOfDay(birth.chart, place, date);
    expect(day.nakshatra).toBe(NAKSHATRAS[ramanStar(date)]!.sanskrit);
    const birthStar = birth.chart.bodies.find((b) => b.name === 'Moon')!.nakshatra;
    expect(day.taraBala.count).toBe(((ramanStar(date) - birthStar + 27) % 27) % 9 + 1);
  });
});
