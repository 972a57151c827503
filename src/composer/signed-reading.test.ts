/**
 * Slips a practising astrologer caught in real readings, each pinned to a birth and a day that
 * showed it: what the reading says must be true of the sky it names, in English and in Hindi.
 */
import { describe, expect, it } from 'vitest';
import { requestInstant } from '../server/readings/audit/request';
import type { TestPerson } from '../../tests/support/test-profiles';
import { factsFor } from '../../tests/support/test-profiles';
import { composeReading } from './compose-reading';
import { READINGS } from './reading-registry';
import type { Block } from './judgement/plan';
import type { ReadingType } from '../shared/reading-types';
import { readingParts } from '../shared/reading-text';
import { addDays } from '../astro/day-timeline';
import { PEOPLE, morePeople } from '../../tests/support/test-profiles';
import { TOPIC_HOUSES } from './judgement/classics';
import { UNCANCELLED_DEBILITY_CEILING } from './facts/natal-facts';
import { SPAN_POOLS } from './wording/en/span';
import { SPAN_POOLS as SPAN_POOLS_HI } from './wording/hi/span';
import { expansions } from './wording/pen';
import { dayMonth, dayMonthYear, weekdayName } from './wording/en/names';
import { GRAHAS_HI, dayMonthHi, dayMonthYearHi, weekdayHi } from './wording/hi/names';
import { REMEDY_WEEKDAY } from './judgement/remedies';
import { REMEDIES_EN } from './wording/en/remedies';
import { REMEDIES_HI } from './wording/hi/remedies';
import { REMEDIES_TA } from './wording/ta/remedies';
import { REMEDIES_TE } from './wording/te/remedies';
import { dayMonthTa, weekdayTa } from './wording/ta/names';
import { dayMonthTe, weekdayTe } from './wording/te/names';
import type { Graha } from '../astro/zodiac';

const india = (name: string, date: string, time: string, city: string, latitude: number, longitude: number): TestPerson => ({
  name, gender: 'male', date, time, city, country: 'India', latitude, longitude, timezone: 'Asia/Kolkata',
});

/** The Moon leaves Sagittarius (Jupiter's) at 05:20 on 4 March 2027 and spends the day in Capricorn. */
const SURESH = india('Suresh Krishnan', '2000-04-01', '17:37', 'Hyderabad', 17.385, 78.4867);

const factsOn = (p: TestPerson, type: ReadingType, day: string) => factsFor(p, type, requestInstant(day, p.timezone));
const blockOf = <K extends Block['kind']>(blocks: Block[], kind: K) => blocks.find((b): b is Extract<Block, { kind: K }> => b.kind === kind);

describe('the daily dasha line and the Moon\'s sign', () => {
  it('names the sign the Moon holds in the waking day, never one it left before dawn', () => {
    const facts = factsOn(SURESH, 'daily', '2027-03-04');
    const line = blockOf(READINGS.daily.plan(facts).blocks, 'dasha-line');
    // Jupiter runs the mahadasha; the Moon was in Jupiter's Sagittarius only until 05:20.
    expect(line?.link.key).not.toBe('moon-in-lord-sign');
    const en = composeReading(facts, 'en');
    expect(en).not.toMatch(/Moon in its sign|in Sagittarius, a sign/);
  });

  it('says which sign of the lord the Moon is in, by name, in both languages', () => {
    // Over many days, every time the line is chosen, its sign is one the Moon holds while people are awake and the lord rules it.
    let seen = 0;
    for (let d = 1; d <= 28; d++) {
      const day = `2027-03-${String(d).padStart(2, '0')}`;
      const facts = factsOn(SURESH, 'daily', day);
      const line = blockOf(READINGS.daily.plan(facts).blocks, 'dasha-line');
      if (line?.link.key !== 'moon-in-lord-sign') continue;
      seen++;
      const { sign } = line.link;
      const held = facts.days[0]!.moonSigns.find((s) => s.index === sign)!;
      const waking = { from: facts.days[0]!.startMs + 6 * 3_600_000, to: facts.days[0]!.startMs + 22 * 3_600_000 };
      expect((held.end?.atMs ?? Infinity) > waking.from && (held.start?.atMs ?? -Infinity) < waking.to, day).toBe(true);
      expect(composeReading(facts, 'en')).not.toMatch(/Moon in its sign|passes through a sign of|moves through a sign ruled|crosses a sign ruled/);
      expect(composeReading(facts, 'hi')).not.toMatch(/की राशि से गुज़र|की राशि में हैं \(/);
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('a remedy in a daily reading', () => {
  it('is kept on the reading\'s own day, or starts on the next such weekday with its true date', () => {
    // A week of days, so that each remedy's weekday is both today and some days away.
    let dated = 0;
    for (const person of [...PEOPLE.slice(0, 3), SURESH]) {
      for (let d = 0; d < 7; d++) {
        const day = addDays('2027-01-11', d);
        const facts = factsOn(person, 'daily', day);
        const today = facts.days[0]!.weekday;
        for (const [language, name, dateOf, next] of [['en', weekdayName, dayMonth, 'next '], ['hi', weekdayHi, dayMonthHi, 'अगले '], ['ta', weekdayTa, dayMonthTa, 'வரும் '], ['te', weekdayTe, dayMonthTe, 'రాబోయే ']] as const) {
          const closing = readingParts(composeReading(facts, language)).at(-1)!.text;
          for (let w = 0; w < 7; w++) {
            if (w === today || !closing.includes(name(w))) continue;
            const date = addDays(day, (w - today + 7) % 7);
            expect(closing, `${person.name} ${day} ${language}`).toContain(language === 'en' ? `${next}${name(w)}, ${dateOf(date)}` : `${next}${name(w)} (${dateOf(date)})`);
            dated++;
          }
        }
      }
    }
    expect(dated).toBeGreaterThan(0);
  });

  it('names no weekday but its graha\'s, so that the date given for it is right', () => {
    // A Tamil remedy names its day short and declined (ஞாயிறன்று, சனி மாலை): the stems are looked for.
    const tamilDay = (w: number) => ['ஞாயிற', 'திங்கள', 'செவ்வாய', 'புதன', 'வியாழன', 'வெள்ளி', 'சனி'][w]!;
    for (const [table, name] of [[REMEDIES_EN, weekdayName], [REMEDIES_HI, weekdayHi], [REMEDIES_TA, tamilDay], [REMEDIES_TE, weekdayTe]] as const) {
      for (const [graha, kinds] of Object.entries(table)) {
        const others = [0, 1, 2, 3, 4, 5, 6].filter((w) => w !== REMEDY_WEEKDAY[graha as Graha]).map(name);
        for (const text of Object.values(kinds).flat()) expect(others.filter((w) => text.includes(w)), text).toEqual([]);
      }
    }
  });
});

/** On 3 February 2027 the Moon leaves Mula for Purva Ashadha at 12:26 at Bhopal. */
const JIGNESH = india('Jignesh Mehta', '1983-11-08', '07:23', 'Bhopal', 23.2599, 77.4126);

describe('the day\'s star when the Moon changes nakshatra', () => {
  it('never calls two stars "today\'s star": a star that holds part of the day is named with its hours', () => {
    let changing = 0;
    for (const person of [JIGNESH, SURESH]) {
      for (let d = 1; d <= 14; d++) {
        const day = `2027-02-${String(d).padStart(2, '0')}`;
        const facts = factsOn(person, 'daily', day);
        const stars = facts.days[0]!.moonNakshatras.filter((s) => !s.end || s.end.atMs > facts.days[0]!.startMs + 6 * 3_600_000);
        const hi = composeReading(facts, 'hi').replaceAll('आज का नक्षत्र और पंचांग', '');
        const en = composeReading(facts, 'en');
        if (stars.length === 1) continue;
        changing++;
        expect(hi, `${person.name} ${day}`).not.toContain('आज का नक्षत्र');
        expect(en, `${person.name} ${day}`).not.toMatch(/the day's star|star of the day/i);
      }
    }
    expect(changing).toBeGreaterThan(0);
  });

  it('gives the score line the star of the waking day with its change time (3 February 2027, Bhopal)', () => {
    const hi = composeReading(factsOn(JIGNESH, 'daily', '2027-02-03'), 'hi');
    expect(hi).toContain('दोपहर 12:26 से रहने वाला पूर्वाषाढ़ा नक्षत्र आपके लिए');
    expect(hi).toContain('दोपहर 12:26 तक मूल है');
  });
});

describe('a topic reading\'s dasha line', () => {
  const people = morePeople(30);
  const cases = people.flatMap((p) => (['career', 'love', 'health'] as const).map((type) => ({ p, type, facts: factsOn(p, type, '2027-02-10') })));

  it('is led by the running lord of the weightiest topic house (the 10th first for a career)', () => {
    let checked = 0;
    for (const { p, type, facts } of cases) {
      const line = blockOf(READINGS[type].plan(facts).blocks, 'dasha-line');
      if (line?.link.key !== 'lord-rules-topic' && line?.link.key !== 'lord-in-topic') continue;
      const lords = [line.antardasha.lord, line.mahadasha.lord];
      const touched = TOPIC_HOUSES[type].find((h) => lords.some((g) => facts.natal.grahas[g].rules.includes(h) || facts.natal.grahas[g].house === h));
      expect(line.link.house, `${p.name} ${type}`).toBe(touched);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('dates "until" by the end of the dasha of the graha it names, in both languages', () => {
    let checked = 0;
    for (const { p, type, facts } of cases) {
      const line = blockOf(READINGS[type].plan(facts).blocks, 'dasha-line');
      if (line?.link.key !== 'lord-rules-topic' && line?.link.key !== 'lord-in-topic') continue;
      const own = line.link.graha === line.antardasha.lord ? line.antardasha : line.mahadasha;
      const en = composeReading(facts, 'en');
      const hi = composeReading(facts, 'hi');
      for (const m of en.matchAll(/in (?:play|focus|the foreground)? ?until (\d+ \w+ \d{4})/g)) expect(m[1], `${p.name} ${type}`).toBe(dayMonthYear(own.end));
      for (const m of en.matchAll(/until (\d+ \w+ \d{4}), when its (\w+) ends/g)) expect([m[1], m[2]], `${p.name} ${type}`).toEqual([dayMonthYear(own.end), own === line.antardasha ? 'antardasha' : 'mahadasha']);
      for (const m of hi.matchAll(/([\d]+ [^\s]+ \d{4}) तक, यानी उनकी (\S+) रहने तक/g)) expect([m[1], m[2]], `${p.name} ${type}`).toEqual([dayMonthYearHi(own.end), own === line.antardasha ? 'अंतर्दशा' : 'महादशा']);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });
});

/** Jupiter in Capricorn, retrograde, in the lagna with dig bala, and no neecha-bhanga rule holding. */
const DEBILITATED_JUPITER: TestPerson = { ...india('Asha Verma', '1997-07-15', '21:00', 'Delhi', 28.6139, 77.209), gender: 'female' };

describe('an uncancelled debility', () => {
  it('is never weighed as strong, however the rest of the placement lifts it (retrograde motion cancels nothing)', () => {
    const facts = factsOn(DEBILITATED_JUPITER, 'life', '2027-02-10');
    const jupiter = facts.natal.grahas.Jupiter;
    expect([jupiter.dignity, jupiter.retrograde, jupiter.neechaBhanga]).toEqual(['debilitated', true, false]);
    expect(jupiter.score).toBeLessThanOrEqual(UNCANCELLED_DEBILITY_CEILING);
    for (const type of ['life', 'career', 'yearly'] as const) {
      const text = composeReading(factsOn(DEBILITATED_JUPITER, type, '2027-02-10'), 'en');
      expect(text).not.toMatch(/Jupiter[^.]{0,60}(is strong|well fortified|strongest)|strength of your Jupiter/);
    }
  });
});

describe('a week\'s days and a month\'s lines', () => {
  // Houses counted from the Moon: said so in every form, so no reader takes them for houses from the lagna.
  const POOLS = ['day', 'dayHard', 'dayLeaves', 'dayArrives', 'stayBrief', 'monthHead', 'monthHeadHard'] as const;

  it('say "from your Moon sign" (आपकी राशि से) wherever they count a house, in both languages', () => {
    let forms = 0;
    for (const [pools, counted] of [[SPAN_POOLS, /from (the|your) Moon|from yours/], [SPAN_POOLS_HI, /आपकी (चंद्र )?राशि से|आपके चंद्र से/]] as const) {
      for (const key of POOLS) {
        for (const template of pools[key]) {
          for (const form of expansions(template).filter((t) => /\{house2?\}/.test(t))) {
            // Each clause that names a house names what it is counted from.
            expect(form, `${key}: ${template}`).toMatch(counted);
            forms++;
          }
        }
      }
    }
    expect(forms).toBeGreaterThan(20);
  });
});

describe('a slow graha\'s stay in a topic reading', () => {
  const people = morePeople(24);

  it('is dated once, and one that began before the asking is never told in the future tense', () => {
    let windows = 0;
    let told = 0;
    for (const p of people) {
      for (const day of ['2027-02-10', '2027-10-22']) {
        for (const type of ['health', 'career', 'love'] as const) {
          const facts = factsOn(p, type, day);
          const block = blockOf(READINGS[type].plan(facts).blocks, 'windows');
          for (const w of block?.windows ?? []) {
            const t = w.transit;
            if (!t) continue;
            windows++;
            const hi = composeReading(facts, 'hi');
            const en = composeReading(facts, 'en');
            // A stay entered before the asking is running: the sky-now lines date it, the window does not again.
            if (t.from < facts.period.asked) expect(t.told, `${p.name} ${type} ${day}`).toBe('now');
            // A stay already dated (running now, or entered on a big event's date) is not dated again as a span.
            if (t.told) {
              expect(hi, `${p.name} ${type} ${day}`).not.toContain(`${dayMonthYearHi(t.from)} से ${dayMonthYearHi(t.to)} तक`);
              expect(en, `${p.name} ${type} ${day}`).not.toMatch(new RegExp(`(from|between) ${dayMonthYear(t.from)} (to|and) ${dayMonthYear(t.to)}`, 'i'));
              told++;
            }
          }
        }
      }
    }
    expect(windows).toBeGreaterThan(5);
    expect(told).toBeGreaterThan(2);
  });
});

describe('English punctuation and the lagna\'s name', () => {
  it('never capitalises a common word after a semicolon, and never says "a chart rising in your sign"', () => {
    const openers = /; (As|Ruling|With|The|It|Its|This|From|On|In|At|For|A|An|And|But|So|Then|When|Your|You|Once|Counted|By|All|Until|Underneath) /;
    let read = 0;
    for (const p of morePeople(12)) {
      for (const type of ['career', 'love', 'health', 'life', 'monthly', 'daily'] as const) {
        const en = composeReading(factsOn(p, type, '2027-02-10'), 'en');
        expect(en.match(openers)?.[0], `${p.name} ${type}`).toBeUndefined();
        expect(en).not.toContain('rising in your sign');
        read++;
      }
    }
    expect(read).toBe(72);
  });
});

describe('a Hindi career reading', () => {
  const readings = morePeople(30).flatMap((p) => (['career', 'love', 'life'] as const).map((type) => ({ p, type, facts: factsOn(p, type, '2027-02-10') })));

  it('gives each of two grahas in one house its own gift, never one graha\'s themes to both', () => {
    let shared = 0;
    for (const { p, type, facts } of readings) {
      const topic = blockOf(READINGS[type].plan(facts).blocks, 'natal-topic');
      if (!topic || topic.occupants.length < 2) continue;
      const hi = composeReading(facts, 'hi');
      for (const g of topic.occupants) expect(hi, `${p.name} ${type}`).toContain(`${GRAHAS_HI[g]} यहाँ `);
      shared++;
    }
    expect(shared).toBeGreaterThan(0);
  });

  it('names a yogakaraka with the angle and the trine it rules, in both languages', () => {
    let named = 0;
    for (const { p, type, facts } of readings) {
      const hi = composeReading(facts, 'hi');
      const en = composeReading(facts, 'en');
      for (const m of hi.matchAll(/[^।]*योगकारक[^।]*/g)) {
        expect(m[0], `${p.name} ${type}`).toMatch(/केंद्र के \S+ और त्रिकोण के \S+ भाव|केंद्र और त्रिकोण, दोनों के स्वामी होने से/);
        named++;
      }
      for (const m of en.matchAll(/[^.]*yogakaraka[^.]*/gi)) expect(m[0], `${p.name} ${type}`).toMatch(/an angle \(the \d+\w+\) and a trine \(the \d+\w+\)|both the \d+\w+(, an angle,)? and the \d+\w+|lord of both an angle and a trine/);
    }
    expect(named).toBeGreaterThan(0);
  });

  it('does not say what a window\'s transit adds in the same words twice (asked 10 February 2027, a Bhopal birth)', () => {
    const hi = composeReading(factsOn(JIGNESH, 'career', '2027-02-10'), 'hi');
    expect(hi.split('यह अवसर और मज़बूत होता है').length - 1).toBeLessThanOrEqual(1);
  });
});
