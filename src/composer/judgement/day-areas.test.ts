/**
 * The daily's four areas, its day score, its good choghadiya and its disha shool, checked against
 * the factors and the engine: scores follow the weighed plan, windows are the almanac's own, and
 * disha shool follows the classical table on every weekday in both languages.
 */
import { describe, expect, it } from 'vitest';
import { almanacFor } from '../../astro/almanac';
import { localToUtc } from '../../astro/local-time';
import { addDays } from '../../astro/day-timeline';
import { PEOPLE, factsFor } from '../../../tests/support/test-profiles';
import { composeReading } from '../compose-reading';
import { READING_TIME_ZONE } from '../reading-period';
import { planDaily } from './daily';
import type { Block } from './plan';

type AreasBlock = Extract<Block, { kind: 'day-areas' }>;
type TimesBlock = Extract<Block, { kind: 'day-times' }>;

/** A daily asked for at `time` India time on `date`. */
const at = (date: string, time = '00:05') => new Date(localToUtc(date, time, READING_TIME_ZONE).utcMs);
const block = <K extends Block['kind']>(blocks: Block[], kind: K) => blocks.find((b): b is Extract<Block, { kind: K }> => b.kind === kind)!;

const asha = PEOPLE[0]!;
const DAYS = Array.from({ length: 30 }, (_, i) => addDays('2026-11-01', i));
const plans = DAYS.map((date) => {
  const facts = factsFor(asha, 'daily', at(date));
  return { date, facts, plan: planDaily(facts) };
});

describe('the four areas and the day score', () => {
  it('scores every area 1–5, never more than a step from the day, and gives each its reasons', () => {
    for (const { plan } of plans) {
      const areas = block(plan.blocks, 'day-areas');
      expect(areas.areas.map((a) => a.area)).toEqual(['love', 'career', 'money', 'health']);
      for (const a of areas.areas) {
        expect(a.score).toBeGreaterThanOrEqual(1);
        expect(a.score).toBeLessThanOrEqual(5);
        expect(Math.abs(a.score - areas.dayScore)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("moves an area from the day's score only by a reason of its own, the way that reason pulls", () => {
    let quiet = 0;
    for (const { plan } of plans) {
      const areas = block(plan.blocks, 'day-areas');
      for (const a of areas.areas) {
        if (a.reasons.length === 0) {
          quiet += 1;
          expect(a.score).toBe(areas.dayScore);
        }
        if (a.score > areas.dayScore) expect(a.reasons.some((r) => 'good' in r && r.good)).toBe(true);
        if (a.score < areas.dayScore) expect(a.reasons.some((r) => 'good' in r && !r.good)).toBe(true);
      }
    }
    // Quiet areas are common (a month of days has many), or this test would prove nothing.
    expect(quiet).toBeGreaterThan(10);
  });

  it('gives the day the score of its verdict: 5 bright, 4 steady, 3 mixed, 1–2 careful', () => {
    const byTone = { bright: [5], steady: [4], mixed: [3], careful: [1, 2] };
    const tones = new Set<string>();
    for (const { plan } of plans) {
      const areas: AreasBlock = block(plan.blocks, 'day-areas');
      expect(areas.tone).toBe(plan.balance.tone);
      expect(byTone[plan.balance.tone]).toContain(areas.dayScore);
      tones.add(plan.balance.tone);
    }
    // A month holds days of more than one verdict, or this test would prove nothing.
    expect(tones.size).toBeGreaterThan(1);
  });

  it('scores a day of chandrashtama under an unfavourable star low in every area', () => {
    // Other people's months too: one person's chandrashtama may fall under a favourable star all month.
    const more = PEOPLE.slice(1, 4).flatMap((person) => DAYS.map((date) => ({ plan: planDaily(factsFor(person, 'daily', at(date))) })));
    const hard = [...plans, ...more].filter(({ plan }) => {
      const opening = block(plan.blocks, 'day-opening');
      const star = block(plan.blocks, 'day-star');
      return opening.main.chandrashtama && !star.stars[star.main]!.favourable;
    });
    expect(hard.length).toBeGreaterThan(0);
    for (const { plan } of hard) {
      const areas = block(plan.blocks, 'day-areas');
      expect(areas.dayScore).toBeLessThanOrEqual(2);
      for (const a of areas.areas) expect(a.score).toBeLessThanOrEqual(3);
      expect(areas.shared.some((r) => r.key === 'chandrashtama')).toBe(true);
    }
  });

  it('scores a day with chandra bala under a favourable star higher than a chandrashtama day', () => {
    const score = (p: (typeof plans)[number]) => block(p.plan.blocks, 'day-areas').dayScore;
    const good = plans.filter(({ plan }) => block(plan.blocks, 'day-opening').main.good && block(plan.blocks, 'day-star').stars[block(plan.blocks, 'day-star').main]!.favourable);
    const bad = plans.filter(({ plan }) => block(plan.blocks, 'day-opening').main.chandrashtama);
    expect(good.length).toBeGreaterThan(0);
    expect(bad.length).toBeGreaterThan(0);
    expect(Math.min(...good.map(score))).toBeGreaterThan(Math.max(...bad.map(score)));
  });

  it('writes each area with its score in English, Hindi and Telugu, and no good-day counsel on a low score', () => {
    const { facts, plan } = plans.find(({ plan }) => block(plan.blocks, 'day-areas').dayScore <= 2)!;
    const areas = block(plan.blocks, 'day-areas');
    const en = composeReading(facts, 'en');
    const hi = composeReading(facts, 'hi');
    const te = composeReading(facts, 'te');
    expect(en).toMatch(new RegExp(`${areas.dayScore} out of 5`));
    expect(hi).toContain(`5 में से ${areas.dayScore}`);
    expect(te).toContain(`5కి ${areas.dayScore}`);
    const EN = { love: 'Love', career: 'Career', money: 'Money', health: 'Health' };
    const HI = { love: 'प्रेम', career: 'करियर', money: 'धन', health: 'सेहत' };
    const TE = { love: 'ప్రేమ', career: 'ఉద్యోగం', money: 'ధనం', health: 'ఆరోగ్యం' };
    for (const a of areas.areas) {
      expect(en).toContain(`${EN[a.area]} ${a.score}/5: `);
      expect(hi).toContain(`${HI[a.area]} ${a.score}/5: `);
      expect(te).toContain(`${TE[a.area]} ${a.score}/5: `);
    }
    expect(en).not.toMatch(/warm words land well|steady effort gets noticed|energy is good|your work shows well|vitality is up|earnings and dues flow/);
  });
});

describe('the good choghadiya', () => {
  const place = { latitude: asha.latitude, longitude: asha.longitude, timezone: asha.timezone };

  it('are the almanac’s own Amrit, Shubh, Labh and Char periods at the place and date, clear of the kaal', () => {
    for (const { date, plan } of plans.slice(0, 7)) {
      const times: TimesBlock = block(plan.blocks, 'day-times');
      const almanac = almanacFor(date, place);
      const kaal = [almanac.rahuKaal!, almanac.yamaganda!, almanac.gulikaKaal!];
      const expected = [...almanac.choghadiya!.day.map((p) => ({ ...p, night: false })), ...almanac.choghadiya!.night.map((p) => ({ ...p, night: true }))]
        .filter((p) => p.nature === 'good' || (p.name === 'Char' && times.travel))
        .filter((p) => p.night || !kaal.some((k) => p.startMs < k.endMs && k.startMs < p.endMs))
        .map((p) => ({ name: p.name, night: p.night, start: p.start, end: p.end }));
      expect(times.choghadiya.map(({ name, night, start, end }) => ({ name, night, start, end }))).toEqual(expected);
      expect(times.choghadiya.length).toBeGreaterThan(0);
      expect(times.sunrise).toBe(block(plan.blocks, 'day-kaal').kaal.sunrise);
    }
  });

  it('leaves out the windows already over when the reading is asked later in its own day, and says so', () => {
    const date = '2026-11-24';
    const early = planDaily(factsFor(asha, 'daily', at(date, '00:05')));
    const late = factsFor(asha, 'daily', at(date, '14:00'));
    const latePlan = planDaily(late);
    const before = block(early.blocks, 'day-times');
    const after = block(latePlan.blocks, 'day-times');
    expect(before.pastLeftOut).toBe(0);
    expect(after.pastLeftOut).toBeGreaterThan(0);
    expect(after.askedAt).toBe('14:00');
    for (const w of after.choghadiya.filter((w) => !w.night)) expect(w.end > '14:00').toBe(true);
    expect(after.choghadiya.length).toBe(before.choghadiya.length - after.pastLeftOut);
    expect(composeReading(late, 'en')).toContain('(asked at 14:00: the earlier good ones are over and left out');
    expect(composeReading(late, 'hi')).toContain('आपने दोपहर 2:00 पर पूछा');
    expect(composeReading(late, 'te')).toContain('మీరు మధ్యాహ్నం 2:00కి అడిగారు');
  });
});

describe('disha shool', () => {
  // Muhurta Chintamani's table, as almanacs print it: Sunday first.
  const TABLE = ['west', 'east', 'north', 'north', 'south', 'west', 'east'] as const;
  const HI = { east: 'पूर्व', west: 'पश्चिम', north: 'उत्तर', south: 'दक्षिण' };
  const TE = { east: 'తూర్పు', west: 'పడమర', north: 'ఉత్తర', south: 'దక్షిణ' };

  it('follows the table on every weekday, in English, Hindi and Telugu', () => {
    const week = plans.slice(0, 7);
    expect(new Set(week.map(({ facts }) => facts.days[0]!.weekday)).size).toBe(7);
    for (const { facts, plan } of week) {
      const direction = TABLE[facts.days[0]!.weekday]!;
      expect(block(plan.blocks, 'day-times').dishaShool).toBe(direction);
      expect(composeReading(facts, 'en')).toMatch(new RegExp(`Disha shool \\(the direction not to set out towards\\) (lies|is|falls in the) ${direction}\\b`, "i"));
      expect(composeReading(facts, 'hi')).toContain(`आज दिशा शूल ${HI[direction]} दिशा में है`);
      expect(composeReading(facts, 'te')).toContain(`ఈ రోజు దిశ శూల ${TE[direction]} దిశలో ఉంది`);
    }
  });
});
