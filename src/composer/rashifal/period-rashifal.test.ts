/**
 * The weekly, monthly and yearly rashifal: the twelve signs of one span read differently, and
 * every dated claim the English text makes is true of the engine's sky at the time it states.
 * The claims are found in the text as a reader sees it, and counted, so the test cannot pass by
 * finding none.
 */
import { describe, expect, it } from 'vitest';
import { eclipsesOver } from '../../astro/eclipses';
import { localToUtc } from '../../astro/local-time';
import { siderealLongitude } from '../../astro/transit-events';
import { signOf, type Graha } from '../../astro/zodiac';
import { SENTENCE_SPLITTERS, TEMPLATE_MASKERS, sharedKeyShare, splitSentences } from '../../server/readings/audit/repetition';
import { namesHi } from '../../shared/astro-names/hi';
import { namesTe } from '../../shared/astro-names/te';
import { rashifal, type Rashifal, type RashifalForm, type RashifalPeriod } from '../index';
import { RASHIFAL_PLACE } from './sky';

const SIGNS = Array.from({ length: 12 }, (_, i) => i);
const LANGS = ['en', 'hi', 'ta', 'te'] as const;
const FORMS: RashifalForm[] = ['full', 'short'];
/** A week across two months with a chandrashtama for several signs, one across the new year, months with eclipses and stations, two years. */
const SPANS: Array<[Exclude<RashifalPeriod, 'daily'>, string]> = [
  ['weekly', '2026-12-09'], ['weekly', '2026-12-31'], ['weekly', '2027-08-01'],
  ['monthly', '2027-03-09'], ['monthly', '2027-08-20'], ['monthly', '2026-12-01'],
  ['yearly', '2027-05-05'], ['yearly', '2026-01-01'],
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DATE = `(?:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) )?(\\d{1,2} (?:${MONTHS.join('|')}))(?: at (\\d{2}:\\d{2}))?`;
const NTH = '(\\d+)(?:st|nd|rd|th)';
const TZ = 'Asia/Kolkata';
const MINUTE = 60_000;

const houseFrom = (moonSign: number, sign: number) => ((sign - moonSign + 12) % 12) + 1;
const signAt = (g: Graha, ms: number) => signOf(siderealLongitude(g, ms));
const speed = (g: Graha, ms: number) => {
  const d = siderealLongitude(g, ms + 43_200_000) - siderealLongitude(g, ms - 43_200_000);
  return d > 180 ? d - 360 : d < -180 ? d + 360 : d;
};

/** The instant a written date (and time) names, in the year that puts it inside the span. */
function instant(r: Rashifal, written: string, time: string | undefined): { ms: number; dayStart: number; dayEnd: number } {
  const [d, month] = written.split(' ');
  const { start, end } = r.facts.period!;
  const years = [Number(start.slice(0, 4)), Number(end.slice(0, 4))];
  const iso = years.map((y) => `${y}-${String(MONTHS.indexOf(month!) + 1).padStart(2, '0')}-${d!.padStart(2, '0')}`).find((x) => x >= start && x <= end) ?? `${years[0]}-${String(MONTHS.indexOf(month!) + 1).padStart(2, '0')}-${d!.padStart(2, '0')}`;
  const dayStart = localToUtc(iso, '00:00', TZ).utcMs;
  return { ms: time ? localToUtc(iso, time, TZ).utcMs : dayStart, dayStart, dayEnd: dayStart + 86_400_000 };
}

/** A sign change of a graha at the stated minute (or within the stated day), into the house stated. */
function expectIngress(r: Rashifal, g: Graha, written: string, time: string | undefined, house: number, backwards: boolean | null, what: string) {
  const at = instant(r, written, time);
  const [before, after] = time ? [at.ms - MINUTE, at.ms + MINUTE] : [at.dayStart, at.dayEnd];
  expect(signAt(g, before), what).not.toBe(signAt(g, after));
  expect(houseFrom(r.sign.index, signAt(g, after)), what).toBe(house);
  if (backwards !== null) expect(speed(g, at.ms + (time ? 0 : 43_200_000)) < 0, what).toBe(backwards);
}

function expectStation(r: Rashifal, g: Graha, written: string, time: string | undefined, turn: string, house: number, what: string) {
  const at = instant(r, written, time);
  const sign = (turn === 'retrograde' ? -1 : 1);
  // Moving the other way two days before, the way stated two days after.
  expect(Math.sign(speed(g, at.ms - 2 * 86_400_000)), what).toBe(-sign);
  expect(Math.sign(speed(g, at.ms + 2 * 86_400_000)), what).toBe(sign);
  expect(houseFrom(r.sign.index, signAt(g, at.ms)), what).toBe(house);
}

const GRAHA = '(the Sun|Mercury|Venus|Mars|Jupiter|Saturn|Rahu)';
const grahaOf = (name: string) => (name === 'the Sun' ? 'Sun' : name) as Graha;

/** Checks every dated claim of an English text and returns how many it checked. */
function checkClaims(r: Rashifal): number {
  let n = 0;
  const what = `${r.sign.slug} ${r.facts.period!.kind} ${r.facts.period!.start}`;
  const sentences = splitSentences(r.text);
  for (const s of sentences) {
    // The Moon reaching a house, in the week's passage.
    for (const m of s.matchAll(new RegExp(`on ${DATE} it reaches your ${NTH}`, 'g'))) {
      expectIngress(r, 'Moon', m[1]!, m[2], Number(m[3]), null, `${what}: ${m[0]}`);
      n++;
    }
    if (s.startsWith('The Moon opens the week in your')) {
      const h = Number(new RegExp(`your ${NTH} house`).exec(s)![1]);
      expect(houseFrom(r.sign.index, signAt('Moon', localToUtc(r.facts.period!.start, '00:00', TZ).utcMs)), what).toBe(h);
      n++;
    }
    // Chandrashtama: the Moon in the 8th from the sign between the stated instants, and changing sign at each.
    const ch = /chandrashtama, (.*)\.$/.exec(s);
    if (ch) {
      for (const m of ch[1]!.matchAll(new RegExp(`(from|until|to) ${DATE}`, 'g'))) {
        const at = instant(r, m[2]!, m[3]).ms;
        const inside = m[1] === 'from' ? at + MINUTE : at - MINUTE;
        expect(houseFrom(r.sign.index, signAt('Moon', inside)), `${what}: ${m[0]}`).toBe(8);
        expect(signAt('Moon', at - MINUTE), `${what}: ${m[0]}`).not.toBe(signAt('Moon', at + MINUTE));
        n++;
      }
    }
    // A graha moving into a house, forwards or back, or turning.
    for (const m of s.matchAll(new RegExp(`${GRAHA} moves into your ${NTH} house on ${DATE}`, 'g'))) {
      // The nodes always move backwards; a planet said to move into a house moves forwards.
      expectIngress(r, grahaOf(m[1]!), m[3]!, m[4], Number(m[2]), m[1] === 'Rahu' ? true : false, `${what}: ${m[0]}`);
      n++;
    }
    for (const m of s.matchAll(new RegExp(`${GRAHA}, moving backwards, returns to your ${NTH} house on ${DATE}`, 'g'))) {
      expectIngress(r, grahaOf(m[1]!), m[3]!, m[4], Number(m[2]), true, `${what}: ${m[0]}`);
      n++;
    }
    for (const m of s.matchAll(new RegExp(`${GRAHA} turns (retrograde|direct) in your ${NTH} house on ${DATE}`, 'g'))) {
      expectStation(r, grahaOf(m[1]!), m[4]!, m[5], m[2]!, Number(m[3]), `${what}: ${m[0]}`);
      n++;
    }
    // The month's quick grahas, clause by clause: the graha opens its clause.
    if (s.startsWith('Among the quicker planets, ') && s.includes(' starts the month ')) {
      for (const clause of s.slice('Among the quicker planets, '.length).split('; ')) {
        const g = grahaOf(/^(Mercury|Venus|Mars)/.exec(clause)![1]!);
        const start = Number(new RegExp(`starts the month in your ${NTH} house`).exec(clause)![1]);
        expect(houseFrom(r.sign.index, signAt(g, localToUtc(r.facts.period!.start, '00:00', TZ).utcMs)), `${what}: ${clause}`).toBe(start);
        n++;
        for (const m of clause.matchAll(new RegExp(`(moves into|steps back into) your ${NTH} on ${DATE}`, 'g'))) {
          expectIngress(r, g, m[3]!, m[4], Number(m[2]), m[1] === 'steps back into', `${what}: ${m[0]}`);
          n++;
        }
        for (const m of clause.matchAll(new RegExp(`turns (retrograde|direct) on ${DATE}`, 'g'))) {
          const house = houseFrom(r.sign.index, signAt(g, instant(r, m[2]!, m[3]).ms));
          expectStation(r, g, m[2]!, m[3], m[1]!, house, `${what}: ${m[0]}`);
          n++;
        }
      }
    }
    // The Sun and its Sankranti.
    const sun = new RegExp(`^Until ${DATE} the Sun in your ${NTH} house .*; then \\w+ Sankranti brings it to your ${NTH}`).exec(s);
    if (sun) {
      expectIngress(r, 'Sun', sun[1]!, sun[2], Number(sun[4]), false, `${what}: ${s}`);
      expect(houseFrom(r.sign.index, signAt('Sun', instant(r, sun[1]!, sun[2]).ms - MINUTE))).toBe(Number(sun[3]));
      n++;
    }
    // A slow graha's year: its house as the year begins, then each dated entry.
    const year = new RegExp(`^(Jupiter|Saturn|Rahu) (?:begins the year|spends the whole year) in your ${NTH} house`).exec(s);
    if (year) {
      const g = year[1] as Graha;
      expect(houseFrom(r.sign.index, signAt(g, localToUtc(r.facts.period!.start, '00:00', TZ).utcMs)), `${what}: ${s}`).toBe(Number(year[2]));
      n++;
      for (const m of s.matchAll(new RegExp(`(enters|steps back into) your ${NTH} on ${DATE}`, 'g'))) {
        expectIngress(r, g, m[3]!, undefined, Number(m[2]), g === 'Rahu' ? null : m[1] === 'steps back into', `${what}: ${m[0]}`);
        n++;
      }
      if (g === 'Saturn') {
        const houses = [Number(year[2]), ...[...s.matchAll(new RegExp(`your ${NTH} on`, 'g'))].map((m) => Number(m[1]))];
        expect(s.includes('sade sati'), `${what}: ${s}`).toBe(houses.some((h) => [12, 1, 2].includes(h)));
        expect(s.includes('dhaiya'), `${what}: ${s}`).toBe(houses.some((h) => [4, 8].includes(h)));
      }
    }
    // Eclipses: an eclipse of that kind peaks that day in India, in the sign of the house stated.
    for (const m of s.matchAll(new RegExp(`[Tt]he (solar|lunar) eclipse of ${DATE} falls in your ${NTH} house`, 'g'))) {
      const at = instant(r, m[2]!, undefined);
      const e = eclipsesOver(RASHIFAL_PLACE, at.dayStart, at.dayEnd).find((x) => x.kind === m[1] && x.peakMs >= at.dayStart && x.peakMs < at.dayEnd);
      expect(e, `${what}: ${m[0]}`).toBeDefined();
      expect(houseFrom(r.sign.index, signAt('Moon', e!.peakMs)), `${what}: ${m[0]}`).toBe(Number(m[4]));
      n++;
    }
    // A quarter's months: the Sun holds the house stated between the dates, entering it on the first.
    const quarter = /^(January|April|July|October) to \w+: /.exec(s);
    if (quarter) {
      for (const m of s.matchAll(new RegExp(`in your ${NTH}(?: house)? (?:from ${DATE} to ${DATE}|from ${DATE}|until ${DATE})`, 'g'))) {
        const house = Number(m[1]);
        const from = m[2] ?? m[6];
        const to = m[4] ?? m[7];
        if (from) expectIngress(r, 'Sun', from, undefined, house, false, `${what}: ${m[0]}`);
        if (to) expect(houseFrom(r.sign.index, signAt('Sun', instant(r, to, undefined).dayStart)), `${what}: ${m[0]}`).toBe(house);
        n++;
      }
    }
  }
  return n;
}

describe('the weekly, monthly and yearly rashifal of the twelve signs', () => {
  for (const [period, date] of SPANS) {
    for (const language of LANGS) {
      for (const form of FORMS) {
        it(`differ across the 12 signs: ${period} of ${date} (${language}, ${form})`, () => {
          const split = SENTENCE_SPLITTERS[language];
          const mask = TEMPLATE_MASKERS[language]([]);
          const docs = SIGNS.map((s) => split(rashifal(s, date, language, form, period).text));
          const owner = new Map<string, number>();
          docs.forEach((sentences, sign) => {
            for (const s of sentences) {
              expect(owner.get(s) ?? sign, `"${s}" repeats across signs`).toBe(sign);
              owner.set(s, sign);
            }
          });
          expect(sharedKeyShare(docs.map((d) => d.map(mask)), 2).share).toBeLessThanOrEqual(0.15);
          if (form === 'short') for (const d of docs) expect(d.length).toBe(3);
        });
      }
    }
  }
});

describe('the twelve signs through a year of spans', () => {
  it('share no sentence and stay under the template limit in every fourth week and every month of 2027', () => {
    const spans: Array<[Exclude<RashifalPeriod, 'daily'>, string]> = [
      ...Array.from({ length: 14 }, (_, w): [Exclude<RashifalPeriod, 'daily'>, string] => ['weekly', new Date(Date.UTC(2027, 0, 4 + 28 * w)).toISOString().slice(0, 10)]),
      ...Array.from({ length: 12 }, (_, m): [Exclude<RashifalPeriod, 'daily'>, string] => ['monthly', `2027-${String(m + 1).padStart(2, '0')}-15`]),
    ];
    for (const [period, date] of spans) {
      for (const language of LANGS) {
        const split = SENTENCE_SPLITTERS[language];
        const mask = TEMPLATE_MASKERS[language]([]);
        const docs = SIGNS.map((s) => split(rashifal(s, date, language, 'full', period).text));
        const sentences = docs.flatMap((d) => [...new Set(d)]);
        expect(new Set(sentences).size, `${period} ${date} ${language}`).toBe(sentences.length);
        expect(sharedKeyShare(docs.map((d) => d.map(mask)), 2).share, `${period} ${date} ${language}`).toBeLessThanOrEqual(0.15);
      }
    }
  }, 180_000);
});

describe('what a span’s rashifal states is the sky', () => {
  for (const [period, date] of SPANS) {
    it(`every dated claim of the ${period} of ${date} holds, for each sign`, () => {
      let claims = 0;
      for (const sign of SIGNS) {
        const n = checkClaims(rashifal(sign, date, 'en', 'full', period));
        expect(n, `sign ${sign}`).toBeGreaterThan(period === 'yearly' ? 6 : 3);
        claims += n;
      }
      expect(claims).toBeGreaterThan(60);
    });
  }

  it('names the week’s chandrashtama exactly for the signs whose 8th the Moon passes', () => {
    for (const sign of SIGNS) {
      const r = rashifal(sign, '2026-12-09', 'en', 'full', 'weekly');
      const passes = r.facts.moon.some((m) => m.house === 8);
      expect(r.text.includes('chandrashtama,'), `sign ${sign}`).toBe(passes);
      expect(r.facts.chandrashtamaDays!.length > 0).toBe(passes);
    }
    // Mesha: the Moon enters Vrishchika on Monday morning and leaves it on Wednesday night.
    expect(rashifal(0, '2026-12-09', 'en', 'full', 'weekly').text).toContain('start nothing new during chandrashtama, from Monday 7 December at 09:14 to Wednesday 9 December at 21:00.');
  });

  it('dates Saturn’s entry into Mesha in 2027 as the almanacs do, opening sade sati’s peak for Mesha', () => {
    // Saturn enters sidereal Mesha on 3 June 2027 (printed almanacs, Lahiri).
    const mesha = rashifal(0, '2027-01-01', 'en', 'full', 'yearly');
    expect(mesha.text).toContain('it enters your 1st on 3 June, where it is the heart of sade sati');
    expect(mesha.facts.transits).toContainEqual(expect.objectContaining({ graha: 'Saturn', kind: 'enters', house: 1 }));
    expect(rashifal(0, '2027-01-01', 'hi', 'full', 'yearly').text).toContain('3 जून को पहले भाव में आएँगे');
  });
});

describe('the quick planets standing through a week', () => {
  it('are named together when two share a house and its verdict, never as two clauses alike', () => {
    // 7–13 December 2026: the Sun and Mercury stand together, in Karka's 5th house.
    const en = rashifal(3, '2026-12-07', 'en', 'full', 'weekly').text;
    const hi = rashifal(3, '2026-12-07', 'hi', 'full', 'weekly').text;
    expect(en).toContain('the Sun and Mercury in your 5th strain children and study');
    expect(hi).toContain('पाँचवें भाव के सूर्य और बुध');
    for (let sign = 0; sign < 12; sign++) {
      const standing = /The quicker planets hold their signs all week: ([^.]*)\./.exec(rashifal(sign, '2026-12-07', 'en', 'full', 'weekly').text)?.[1];
      if (!standing) continue;
      // One house may hold a graha that helps and one that strains there (Mercury is good in the 8th, the Sun is not).
      const said = [...standing.matchAll(/in your (\d+)(?:st|nd|rd|th) (backs?|strains?)/g)].map((m) => `${m[1]} ${m[2]!.replace(/s$/, '')}`);
      expect(new Set(said).size, standing).toBe(said.length);
    }
  });
});

describe('a station told by the week and by the month', () => {
  it('has one minute, whichever span finds it', () => {
    // Saturn stands still and turns direct on 11 December 2026, Jupiter turns retrograde on the 13th.
    const minuteOf = (text: string, graha: string) => new RegExp(`${graha} turns (?:direct|retrograde) in your \\w+ house on [^,;]*? at (\\d\\d:\\d\\d)`).exec(text)?.[1];
    const week = rashifal(3, '2026-12-07', 'en', 'full', 'weekly').text;
    const month = rashifal(3, '2026-12-07', 'en', 'full', 'monthly').text;
    for (const graha of ['Saturn', 'Jupiter']) {
      expect(minuteOf(week, graha), graha).toBeDefined();
      expect(minuteOf(week, graha), graha).toBe(minuteOf(month, graha));
    }
  });
});

describe('the span of a period', () => {
  it('is the Monday-to-Sunday week, the civil month or the civil year holding the date', () => {
    const span = (date: string, period: Exclude<RashifalPeriod, 'daily'>) => rashifal(0, date, 'en', 'short', period).facts.period;
    expect(span('2026-12-13', 'weekly')).toEqual({ kind: 'weekly', start: '2026-12-07', end: '2026-12-13' });
    expect(span('2026-12-07', 'weekly')).toEqual({ kind: 'weekly', start: '2026-12-07', end: '2026-12-13' });
    expect(span('2026-12-31', 'weekly')).toEqual({ kind: 'weekly', start: '2026-12-28', end: '2027-01-03' });
    expect(span('2028-02-10', 'monthly')).toEqual({ kind: 'monthly', start: '2028-02-01', end: '2028-02-29' });
    expect(span('2027-07-04', 'yearly')).toEqual({ kind: 'yearly', start: '2027-01-01', end: '2027-12-31' });
    expect(rashifal(0, '2026-12-31', 'en', 'short', 'weekly').title).toBe('Mesha (Aries) weekly rashifal, 28 December 2026–3 January 2027');
    expect(rashifal(0, '2026-12-09', 'hi', 'short', 'weekly').title).toBe('मेष साप्ताहिक राशिफल, 7–13 दिसंबर 2026');
    expect(rashifal(11, '2027-03-09', 'hi', 'short', 'monthly').title).toBe('मीन मासिक राशिफल, मार्च 2027');
  });

  it('keeps the daily rashifal as it was when no period is asked', () => {
    expect(rashifal(0, '2026-12-07', 'en', 'full')).toEqual(rashifal(0, '2026-12-07', 'en', 'full', 'daily'));
    expect(rashifal(0, '2026-12-07', 'en', 'full').facts.period).toBeUndefined();
  });
});

describe('the Hindi span rashifal', () => {
  it('rests on the same facts as the English and has no Latin letters', () => {
    for (const [period, date] of SPANS) {
      for (const sign of [0, 5, 9]) {
        const en = rashifal(sign, date, 'en', 'full', period);
        const hi = rashifal(sign, date, 'hi', 'full', period);
        expect(hi.facts).toEqual(en.facts);
        expect(hi.verdict.key).toBe(en.verdict.key);
        for (const piece of [hi.text, hi.title, hi.lucky.line, hi.verdict.label, ...hi.observances]) expect(piece).not.toMatch(/[A-Za-z]/);
        const houses = [...en.text.matchAll(/your (\d+)(?:st|nd|rd|th) house/g)].map(([, n]) => `${namesHi.houses[Number(n) - 1]} भाव`);
        for (const h of houses) expect(hi.text).toContain(h);
        for (const [, h, m] of en.text.matchAll(/\bat (\d{2}):(\d{2})\b/g)) {
          const hour = Number(h);
          const part = hour < 4 ? 'रात' : hour < 12 ? 'सुबह' : hour < 16 ? 'दोपहर' : hour < 20 ? 'शाम' : 'रात';
          expect(hi.text).toContain(`${part} ${((hour + 11) % 12) + 1}:${m} बजे`);
        }
      }
    }
  });
});

describe('the verdict and the lucky line', () => {
  it('gives a week or month the colour and number of its best day, a year those of the sign’s lord', () => {
    const week = rashifal(0, '2026-12-09', 'en', 'full', 'weekly');
    expect(week.lucky.day! >= '2026-12-07' && week.lucky.day! <= '2026-12-13').toBe(true);
    expect(week.lucky.line).toMatch(/^Best day: \w+day \d{1,2} December\. Lucky colour: [a-z ]+\. Lucky number: \d\.$/);
    const day = rashifal(0, week.lucky.day!, 'en', 'full');
    expect([week.lucky.colour, week.lucky.number]).toEqual([day.lucky.colour, day.lucky.number]);
    // Mesha's lord is Mars: red, 9.
    expect(rashifal(0, '2027-01-01', 'en', 'full', 'yearly').lucky).toEqual({ colour: 'red', number: 9, line: 'Lucky colour: red. Lucky number: 9.' });
    expect(rashifal(0, '2027-01-01', 'hi', 'short', 'yearly').verdict.label).toMatch(/^(शुभ साल|मिला-जुला साल|सावधानी का साल)$/);
  });
});

describe('bad requests for a span', () => {
  it('refuses a period it does not know, and a bad date, for every period', () => {
    expect(() => rashifal(0, '2026-12-07', 'en', 'full', 'fortnightly' as 'weekly')).toThrow(/period must be one of daily, weekly, monthly, yearly/);
    expect(() => rashifal(0, '2026-02-30', 'en', 'full', 'monthly')).toThrow(/calendar date/);
    expect(() => rashifal(12, '2026-12-07', 'en', 'full', 'yearly')).toThrow(/sign/);
  });
});

describe('speed', () => {
  it('writes the twelve signs’ year in both languages from one shared sky', () => {
    const t0 = performance.now();
    for (const language of LANGS) for (const sign of SIGNS) rashifal(sign, '2028-06-01', language, 'full', 'yearly');
    const ms = performance.now() - t0;
    console.log(`yearly rashifal, 12 signs × 2 languages: ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(10_000);
  });
});

describe('the Telugu weekly, monthly and yearly rashifal', () => {
  it('keeps the English facts, writes Telugu letters only and heads each span as a Telugu almanac does', () => {
    for (const period of ['weekly', 'monthly', 'yearly'] as const) {
      for (const sign of [0, 7, 11]) {
        const en = rashifal(sign, '2026-12-07', 'en', 'full', period);
        const te = rashifal(sign, '2026-12-07', 'te', 'full', period);
        expect(te.facts).toEqual(en.facts);
        for (const piece of [te.text, te.title, te.lucky.line, ...te.observances]) expect(piece).not.toMatch(/[A-Za-z]|\p{Script=Devanagari}/u);
        expect(te.title.startsWith(namesTe.signs[sign]!)).toBe(true);
      }
    }
    expect(rashifal(0, '2026-12-09', 'te', 'short', 'weekly').title).toBe('మేషం వార రాశిఫలం, 7–13 డిసెంబర్ 2026');
    expect(rashifal(11, '2027-03-09', 'te', 'short', 'monthly').title).toBe('మీనం మాస రాశిఫలం, మార్చి 2027');
  });
});
