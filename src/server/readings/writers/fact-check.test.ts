import { describe, expect, it } from 'vitest';
import { NAKSHATRAS } from '../../../astro/nakshatra';
import { buildReadingFacts } from '../../../composer';
import { PEOPLE, birthOf, profileOf } from '../../../../tests/support/test-profiles';
import { checkReply } from './fact-check';
import { signsWithinReach } from './fact-sheet';
import { factSheetOf } from './fact-sheet-of';
import { leoSheet } from './test-sheet';
import { readerOf } from '../../residence/reader';


const sheet = leoSheet;

const kindsOf = (text: string) => checkReply(text, sheet).problems.map((p) => p.kind);

describe('checkReply', () => {
  describe('signs', () => {
    it.each([
      'Your Moon is in Capricorn.',
      'Chandra in Makara gives you patience.',
      'Today the Moon moves from Aries into Taurus at 07:24.',
      'Saturn aspects Leo from Aquarius.',
      'Saturn transits Aquarius all week, the 7th from your lagna.',
      'Your Venus in the navamsa sits in Sagittarius.',
      'Jupiter aspects your Moon in Capricorn.',
      'With Jupiter in Gemini and the Moon in Taurus, conversations flow.',
      'Mercury moves through Gemini and into Cancer.',
      'Ketu in Virgo asks you to let go of perfectionism.',
      'Your lagna is Leo, and your Moon sign is Capricorn.',
      'Your Leo ascendant gives you presence.',
      'Jupiter is exalted in Cancer.',
      'Venus, your 10th lord, is exalted in Pisces.',
      'If Mars were in Cancer it would be debilitated.',
      'Jupiter was in Aries two years ago.',
      'Jupiter in Aries in 2023 opened doors.',
      "Your partner's Venus in Leo may draw you together.",
      'In your dashamsha Saturn is in Libra.',
      'Mars gives courage; Aries natives feel it most.',
      'Venus brings warmth to Meena’s family.',
      'a guru in Varanasi, or cancer screenings in Leo season, are not placements',
    ])('passes a true or unreadable sentence: %s', (text) => {
      expect(checkReply(text, sheet)).toEqual({ ok: true, problems: [] });
    });

    it.each([
      ['Your Moon is in Scorpio.', 'Scorpio'],
      ['Saturn enters Leo this week.', 'Leo'],
      ['Mars in Scorpio fires you up.', 'Scorpio'],
      ['Shani in Simha tests your patience.', 'Simha'],
      ['Your lagna is Virgo.', 'Virgo'],
      ['Your Moon sign is Leo.', 'Leo'],
      ['Your Taurus ascendant makes you steady.', 'Taurus'],
      ['Meera, your **Moon** is in *Scorpio*.', 'Scorpio'],
    ])('flags a wrong sign: %s', (text, word) => {
      const { ok, problems } = checkReply(text, sheet);
      expect(ok).toBe(false);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ kind: 'sign' });
      expect(problems[0]!.claim).toContain(word);
    });

    it('reads "your Moon is in" as the birth chart, where the transits do not count', () => {
      expect(kindsOf('Your Moon is in Aries.')).toEqual(['sign']);
      expect(kindsOf('Your Moon is in Aries, and this week that brings energy.')).toEqual(['sign']);
      expect(kindsOf('The Moon is in Aries this morning.')).toEqual([]);
      expect(kindsOf('This week, your Moon is in Aries.')).toEqual([]);
      expect(checkReply('Your Moon is in Scorpio.', sheet).problems[0]!.expected).toContain('natal Capricorn');
    });
  });

  describe('houses', () => {
    it.each([
      'Saturn sits in your 6th house.',
      'Mars transits your 1st house this week.',
      'Jupiter in the 11th house from your lagna brings gains.',
      'The Moon moves into the 4th from your natal Moon.',
      'Jupiter aspects the Moon in your sixth house.',
      'Venus rules your 10th house in Taurus.',
      'Saturn aspects your 10th house.',
      'Mars is in the 10th from Venus.',
      'Rahu passes through your 8th house.',
    ])('passes a true or unreadable sentence: %s', (text) => {
      expect(checkReply(text, sheet)).toEqual({ ok: true, problems: [] });
    });

    it.each(['Saturn sits in your 10th house.', 'Jupiter moves into your 3rd house.', 'Ketu in your lagna clouds your judgement.'])(
      'flags a wrong house: %s',
      (text) => {
        expect(kindsOf(text)).toEqual(['house']);
      },
    );
  });

  describe('dashas', () => {
    it.each([
      'You are in Rahu mahadasha.',
      'The Venus antardasha favours art.',
      'Shukra bhukti continues.',
      'The Sun antardasha begins on 26 July 2025.',
      'The Guru mahadasha that follows will broaden your horizons.',
      'The mahadasha of Saturn lies far ahead.',
      'Your Mars dasha ended long ago.',
      'Vimshottari dasha is the timing system of Jyotish.',
      'You were born in Sun mahadasha.',
      'Your Mercury mahadasha from 1995 to 2011 shaped your studies.',
    ])('passes a true or unreadable sentence: %s', (text) => {
      expect(checkReply(text, sheet)).toEqual({ ok: true, problems: [] });
    });

    it.each(['The Mars antardasha brings energy.', 'You are in Moon mahadasha.', "Mercury's dasha sharpens your mind."])('flags a lord that is not running: %s', (text) => {
      expect(kindsOf(text)).toEqual(['dasha']);
    });

    it('flags every dasha claim when the facts have no dashas', () => {
      expect(checkReply('You are in Rahu mahadasha.', { ...sheet, dasha: { running: [], starting: [], sequence: [] } }).ok).toBe(false);
    });
  });

  describe('dates', () => {
    it.each([
      'On 22 June 2025 Mercury changes sign.',
      'Plan it for 2025-06-24.',
      'June 24, 2025 is a good day.',
      'Keep 24th June, 2025 free.',
      'Tuesday, 24 June 2025 suits a new start.',
      'On Wednesday the 25th June 2025 rest.',
      'You were born on 15 May 1990.',
      'Rahu mahadasha runs until 15 January 2029.',
      'Rahu mahadasha runs until 15 Jan. 2029.',
      'Jupiter mahadasha begins in 2029.',
    ])('passes a date in the period or the facts: %s', (text) => {
      expect(checkReply(text, sheet)).toEqual({ ok: true, problems: [] });
    });

    it.each([
      ['On 24 June 2026 things change.', ['date']],
      ['Circle 2024-06-24.', ['date']],
      ['By November 3, 2025 you will know.', ['date']],
      ['Tuesday, 25 June 2025 is for rest.', ['weekday']],
      ['Monday, 2025-06-24 is busy.', ['weekday']],
      ['Friday, 24 June 2026 is the day.', ['date', 'weekday']],
      ['31 June 2025 brings news.', ['date']],
    ])('flags a date outside the facts or a wrong weekday: %s', (text, kinds) => {
      expect(kindsOf(text)).toEqual(kinds);
    });

    it('names the right weekday', () => {
      expect(checkReply('Tuesday, 25 June 2025.', sheet).problems[0]).toEqual({ kind: 'weekday', claim: 'Tuesday, 25 June 2025', expected: '2025-06-25 is a Wednesday' });
    });
  });

  it('collects every problem of a reply', () => {
    const result = checkReply('Namaste. Your Moon is in Scorpio. Saturn sits in your 10th house.\n\nThe Mars antardasha begins on 24 June 2026.', sheet);
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => p.kind).sort()).toEqual(['dasha', 'date', 'house', 'sign']);
  });
});

describe('signsWithinReach', () => {
  const day = 86_400_000;
  it('keeps a slow graha far from a cusp in its sign', () => {
    expect(signsWithinReach('Saturn', 10 * 30 + 15, 0, 0, 7 * day)).toEqual([10]);
  });
  it('lets the Moon near a cusp cross it, wrapping from Pisces to Aries', () => {
    expect(signsWithinReach('Moon', 11 * 30 + 25, 0, 0, day)).toEqual([0, 11]);
  });
  it('looks back to the start of the period as well', () => {
    expect(signsWithinReach('Moon', 30 + 2, 0.5 * day, 0, day)).toEqual([0, 1]);
  });
  it('covers the zodiac over a long period', () => {
    expect(signsWithinReach('Sun', 0, 0, 0, 365 * day)).toHaveLength(12);
  });
});

describe('factSheetOf', () => {
  const now = new Date('2025-06-20T12:00:00Z');

  it('copies the natal facts and the period', () => {
    const p = PEOPLE[0]!;
    const facts = buildReadingFacts({ profile: profileOf(p), birth: birthOf(p), reader: readerOf(profileOf(p)), readingType: 'daily', now });
    const s = factSheetOf(facts);
    expect(s.lagnaSign).toBe(facts.natal.lagna.sign);
    expect(s.moon).toEqual({ sign: facts.natal.moon.sign, nakshatra: NAKSHATRAS[facts.natal.moon.nakshatraIndex]!.sanskrit });
    expect(s.grahas.Mars).toMatchObject({ natalSign: facts.natal.grahas.Mars.sign, natalHouse: facts.natal.grahas.Mars.house });
    for (const m of facts.days[0]!.moonSigns) expect(s.grahas.Moon.periodSigns).toContain(m.index);
    expect(s.period).toEqual({ start: facts.period.start, end: facts.period.end });
    expect(s.dates).toContain(p.date);
    expect(s.dasha.running.map((d) => d.lord)).toEqual([facts.dasha!.mahadasha.lord, facts.dasha!.antardasha.lord, facts.dasha!.pratyantardasha.lord]);
  });
});
