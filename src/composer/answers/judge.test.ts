/** The judgement of a question, per topic: which chart facts it reads and when its windows open. */
import { describe, expect, it } from 'vitest';
import { startOfDayMs } from '../../astro/civil-dates';
import { GRAHAS, SIGN_LORDS } from '../../astro/zodiac';
import type { Graha } from '../../astro/zodiac';
import { topics, type Timeframe, type Topic } from '../../shared/question-topics';
import { PEOPLE, birthOf, profileOf } from '../../../tests/support/test-profiles';
import { readerOf } from '../../server/residence/reader';
import { YOGA_AUSPICIOUS } from '../judgement/classics';
import { aspectsHouse, lordLink } from '../judgement/windows';
import type { StayFact } from '../facts/types';
import { answerFacts, type AnswerFacts } from './facts';
import { dayPasses, judgeQuestion } from './judge';
import { karakasFor, TOPIC_RULES } from './topic-rules';

const asha = PEOPLE[0]!;
const rohan = PEOPLE[1]!;

function factsFor(person = asha, topic: Topic, frame: Timeframe, asked = frame.start): AnswerFacts {
  const profile = profileOf(person);
  const reader = readerOf(profile);
  return answerFacts({ topic, timeframe: frame }, { profile, birth: birthOf(person), reader, now: new Date(startOfDayMs(asked, reader.place.timezone) + 9 * 3_600_000) });
}

const THREE_YEARS: Timeframe = { start: '2026-12-07', end: '2029-12-06', kind: 'open' };

describe('the houses, lords and karakas each topic reads', () => {
  it.each(topics.filter((t) => t !== 'timing'))('%s names its main houses with their signs and lords as the chart has them', (topic) => {
    const f = factsFor(rohan, topic, THREE_YEARS);
    const plan = judgeQuestion(f);
    const houses = plan.points.filter((p) => p.kind === 'house');
    expect(houses.map((p) => p.house)).toEqual(TOPIC_RULES[topic].houses.slice(0, 2));
    for (const p of houses) {
      const sign = (f.natal.lagna.sign + p.house - 1) % 12;
      expect(p).toMatchObject({ sign, lord: SIGN_LORDS[sign], lordHouse: f.natal.grahas[SIGN_LORDS[sign]!].house });
    }
    const karakas = plan.points.filter((p) => p.kind === 'karaka').map((p) => p.kind === 'karaka' && p.graha);
    expect(karakas.length).toBeGreaterThan(0);
    for (const g of karakas) expect(karakasFor(topic, 'male', f.natal.karakas, f.natal.lagna.lord)).toContain(g);
  });

  it('reads marriage through the 7th, 2nd and 11th with Venus, and Jupiter too for a woman (Phaladeepika)', () => {
    expect(TOPIC_RULES.marriage.houses).toEqual([7, 2, 11]);
    const jaimini = { darakaraka: 'Moon', amatyakaraka: 'Mars', atmakaraka: 'Sun' } as const;
    expect(karakasFor('marriage', 'male', jaimini, 'Sun')).toEqual(['Venus', 'Moon']);
    expect(karakasFor('marriage', 'female', jaimini, 'Sun')).toEqual(['Venus', 'Moon', 'Jupiter']);
    expect(karakasFor('career', 'female', jaimini, 'Sun')).toEqual(['Saturn', 'Sun', 'Mercury', 'Mars']);
    expect(karakasFor('children', 'male', jaimini, 'Sun')).toEqual(['Jupiter']);
  });
});

describe('dated windows', () => {
  it.each(topics.filter((t) => t !== 'timing' && t !== 'health'))('%s: every window is opened by a dasha lord bearing on the topic, and its transits touch the main house', (topic) => {
    for (const person of PEOPLE) {
      const f = factsFor(person, topic, THREE_YEARS);
      const plan = judgeQuestion(f);
      const houses = TOPIC_RULES[topic].houses;
      const karakas = karakasFor(topic, f.person.gender, f.natal.karakas, f.natal.lagna.lord);
      for (const w of plan.windows) {
        const levels = w.links.map((l) => l.level);
        expect(levels.includes('antardasha') || (levels.includes('mahadasha') && levels.includes('pratyantardasha'))).toBe(true);
        for (const l of w.links) expect(lordLink(f.natal, l.lord, houses, karakas).reasons).toEqual(l.reasons);
        for (const t of w.transits) expect(t.aspect ? aspectsHouse(t.graha, t.house, houses[0]!) : t.house === houses[0]).toBe(true);
        if (w.double) expect(w.transits.map((t) => t.graha).sort()).toEqual(['Jupiter', 'Saturn']);
        expect(w.start >= f.frame.start && w.end <= f.frame.end && w.start <= w.end).toBe(true);
      }
      expect(plan.windows.length + (plan.noWindow ? 1 : 0)).toBeGreaterThan(0);
    }
  });

  it('health windows of care are the periods of the 6th and 8th lords or of grahas in the 6th, 8th or 12th', () => {
    let care = 0;
    for (const person of PEOPLE) {
      const plan = judgeQuestion(factsFor(person, 'health', THREE_YEARS));
      for (const w of plan.windows.filter((x) => x.lean === 'care')) {
        care++;
        for (const l of w.links) expect(l.reasons.some((r) => /^lord-(rules-[68]|in-(6|8|12))$/.test(r))).toBe(true);
      }
    }
    expect(care).toBeGreaterThan(0);
  });

  /** The same chart and frame, with the periods and the sky replaced: the rules alone decide. */
  function staged(lord: Graha, jupiterHouse: number | null, saturnHouse: number | null): ReturnType<typeof judgeQuestion> {
    const f = factsFor(asha, 'marriage', { start: '2027-01-01', end: '2027-03-31', kind: 'stated' });
    const lagna = f.natal.lagna.sign;
    const stay = (g: Graha, house: number | null): StayFact | null => house === null ? null : {
      graha: g, sign: (lagna + house - 1) % 12, houseFromLagna: house, houseFromMoon: ((lagna + house - 1 - f.natal.moon.sign + 24) % 12) + 1,
      entered: null, left: null, enteredRetrograde: false, returning: false, coversPeriod: true, stations: [], bindus: null,
    };
    const segments = f.segments.map((s) => ({ ...s, md: { ...s.md, lord }, ad: { ...s.ad, lord }, pd: { ...s.pd, lord }, jupiter: stay('Jupiter', jupiterHouse), saturn: stay('Saturn', saturnHouse) }));
    return judgeQuestion({ ...f, segments });
  }

  it('a period whose lord has nothing to do with marriage opens no window, and says so', () => {
    const f = factsFor(asha, 'marriage', THREE_YEARS);
    const karakas = karakasFor('marriage', 'female', f.natal.karakas, f.natal.lagna.lord);
    const unrelated = GRAHAS.find((g) => lordLink(f.natal, g, TOPIC_RULES.marriage.houses, karakas).reasons.length === 0);
    expect(unrelated).toBeDefined();
    const plan = staged(unrelated!, 7, 7);
    expect(plan.windows).toEqual([]);
    expect(plan.noWindow).toEqual({ before: '2027-03-31', reason: 'unlinked' });
  });

  it("the 7th lord's period with Jupiter and Saturn both on the 7th is a strong window with the double transit", () => {
    const seventhLord = SIGN_LORDS[(judgeQuestion(factsFor(asha, 'marriage', THREE_YEARS)).facts.natal.lagna.sign + 6) % 12]!;
    const both = staged(seventhLord, 7, 7);
    expect(both.windows).toHaveLength(1);
    expect(both.windows[0]).toMatchObject({ strength: 'strong', double: true, start: '2027-01-01', end: '2027-03-31' });
    expect(both.windows[0]!.links[0]!.reasons).toContain('lord-rules-7');
    // Without the transits the same period is weaker; it never gains from a transit it lacks.
    const none = staged(seventhLord, null, null);
    expect(none.windows.every((w) => w.score < both.windows[0]!.score && !w.double && w.transits.length === 0)).toBe(true);
  });
});

describe('a timing question about a day', () => {
  it('offers the day exactly when tara bala, chandra bala and the tithi all pass; strong when the yoga is auspicious too', () => {
    let offered = 0;
    let refused = 0;
    for (let i = 0; i < 40; i++) {
      const day = `2027-03-${String(1 + (i % 28)).padStart(2, '0')}`;
      const person = PEOPLE[i % PEOPLE.length]!;
      const plan = judgeQuestion(factsFor(person, 'timing', { start: day, end: day, kind: 'stated' }, '2027-02-01'));
      const d = plan.facts.days[0]!;
      expect(plan.facts.days).toHaveLength(1);
      if (dayPasses(d)) {
        offered++;
        expect(plan.windows).toHaveLength(1);
        expect(plan.windows[0]!.strength).toBe(YOGA_AUSPICIOUS[d.yoga - 1] ? 'strong' : 'moderate');
      } else {
        refused++;
        expect(plan.windows).toEqual([]);
        expect(plan.noWindow?.reason).toBe('days');
      }
    }
    expect(offered).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });

  it('a fortnight lists at most five good days, all inside it', () => {
    const plan = judgeQuestion(factsFor(rohan, 'timing', { start: '2027-05-01', end: '2027-05-14', kind: 'stated' }, '2027-04-20'));
    expect(plan.facts.days).toHaveLength(14);
    expect(plan.windows.length).toBeLessThanOrEqual(5);
    for (const w of plan.windows) expect(dayPasses(w.day!) && w.start >= '2027-05-01' && w.start <= '2027-05-14').toBe(true);
  });
});

describe('a frame already over', () => {
  it('opens no window and says the period has passed', () => {
    const plan = judgeQuestion(factsFor(asha, 'career', { start: '2025-01-01', end: '2025-12-31', kind: 'stated' }, '2026-12-07'));
    expect(plan.windows).toEqual([]);
    expect(plan.noWindow).toEqual({ before: '2025-12-31', reason: 'passed' });
  });
});
