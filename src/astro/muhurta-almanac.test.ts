/**
 * Our finder against two published almanac lists for New Delhi in 2026 (the fixture names them).
 * Both sides are compared by day: the list's date, and the panchang day (sunrise to sunrise) our
 * window belongs to, as almanacs list a night window under the evening it begins. For every date
 * only one side gives, the rule that makes the difference is written here and its fact checked
 * against the engine. docs/decisions/045 and docs/benchmarks.md carry the counts.
 */
import { describe, expect, it } from 'vitest';
import { elongationAt, moonLongitudeAt, yogaAngleAt } from './day-timeline';
import { localToUtc } from './local-time';
import { findMuhurtas, type MuhurtaSearch } from './muhurta';
import { EVENT_RULES, type MuhurtaEvent } from './muhurta-rules';
import { NAKSHATRA_SPAN } from './nakshatra';
import { karanaOf, tithiOf, weekdayOf } from './panchang';
import { almanacHouseEntries2026, almanacWeddings2026 } from './fixtures/muhurta-almanac-new-delhi-2026';

const delhi = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
const IST = (date: string, time: string) => localToUtc(date, time, delhi.timezone).utcMs;
const moon = moonLongitudeAt();

/** The limbs at a local time of a date, as the rules read them. */
function limbsAt(date: string, time: string) {
  const ms = IST(date, time);
  return {
    tithi: tithiOf(elongationAt(ms)).number,
    nakshatra: Math.floor(moon(ms) / NAKSHATRA_SPAN),
    yoga: Math.floor(yogaAngleAt(ms) / NAKSHATRA_SPAN) + 1,
    karana: karanaOf(elongationAt(ms)).name,
  };
}

function compare(search: MuhurtaSearch, to: string, theirs: readonly string[]) {
  const ours = [...new Set(search.windows.map((w) => w.day))].filter((d) => d <= to);
  return {
    theirs: theirs.length,
    ours: ours.length,
    both: theirs.filter((d) => ours.includes(d)),
    onlyTheirs: theirs.filter((d) => !ours.includes(d)),
    onlyOurs: ours.filter((d) => !theirs.includes(d)),
  };
}

/** Checks of the facts the reasons below state. */
const facts = (event: MuhurtaEvent, search: MuhurtaSearch) => {
  const rule = EVENT_RULES[event];
  return {
    tithiRefused: (date: string, time: string) => expect(rule.tithis, `${date} ${time}`).not.toContain(limbsAt(date, time).tithi),
    nakshatraRefused: (date: string, time: string) => expect(rule.nakshatras, `${date} ${time}`).not.toContain(limbsAt(date, time).nakshatra),
    bhadra: (date: string, time: string) => expect(limbsAt(date, time).karana, `${date} ${time}`).toBe('Vishti'),
    yoga: (date: string, time: string, yoga: number) => expect(limbsAt(date, time).yoga, `${date} ${time}`).toBe(yoga),
    tuesday: (date: string) => expect(weekdayOf(date)).toBe(2),
    blackout: (date: string, kind: string) =>
      expect(search.blackouts.some((b) => b.kind === kind && b.startMs <= IST(date, '12:00') && b.endMs >= IST(date, '12:00')), `${kind} on ${date}`).toBe(true),
  };
};

describe("weddings, New Delhi, February and March 2026, against Hindustan's list", () => {
  const { from, to, dates } = almanacWeddings2026;
  const search = findMuhurtas('vivah', delhi, from, to);
  const f = facts('vivah', search);

  /** Why the list has a date we do not: its rule is looser than Muhurta Chintamani's, or it keeps no Holashtak. */
  const onlyTheirs: Record<string, string> = {
    '2026-02-04': 'Purva Phalguni by day (no wedding nakshatra); Uttara Phalguni from the late evening, all in Bhadra',
    '2026-02-10': 'a Tuesday, and Krishna Navami (a rikta tithi)',
    '2026-02-12': 'the panchang day of Kumbha Sankranti (04:08 on 13 February), which we keep out whole; our window ran 22:40–01:00, three hours before the ingress',
    '2026-02-21': 'Chaturthi (rikta) and Bhadra till the early afternoon; after them no lagna has its 8th house empty',
    '2026-02-24': 'Holashtak', '2026-02-25': 'Holashtak', '2026-02-26': 'Holashtak', '2026-03-02': 'Holashtak',
    '2026-03-03': 'Holashtak, and the lunar eclipse seen from Delhi with its sutak',
    '2026-03-04': 'Krishna Pratipada, no wedding tithi',
    '2026-03-08': 'Vyaghata yoga the whole day, which we avoid whole',
    '2026-03-09': 'Krishna Shashthi, no wedding tithi; Bhadra from the late night',
    '2026-03-11': 'Krishna Ashtami and Jyeshtha, neither for a wedding',
    '2026-03-12': 'Krishna Navami (rikta)',
  };
  it('agrees on 7 of its 21 dates and gives none it does not; every other date is a stated rule difference', () => {
    expect(compare(search, to, dates)).toEqual({
      theirs: 21,
      ours: 7,
      both: ['2026-02-05', '2026-02-06', '2026-02-08', '2026-02-14', '2026-02-19', '2026-02-20', '2026-03-07'],
      onlyTheirs: Object.keys(onlyTheirs),
      // The two dates we once gave alone are closed now: 2 February, the night after Venus rose
      // (Shukra balya), and 14 March, the day of Meena Sankranti.
      onlyOurs: [],
    });
  });

  it('the reasons hold in the engine', () => {
    f.nakshatraRefused('2026-02-04', '12:00');
    f.bhadra('2026-02-04', '23:30');
    f.tuesday('2026-02-10');
    f.tithiRefused('2026-02-10', '12:00');
    f.tithiRefused('2026-02-21', '08:00');
    f.bhadra('2026-02-21', '08:00');
    for (const date of ['2026-02-24', '2026-02-25', '2026-02-26', '2026-03-02', '2026-03-03']) f.blackout(date, 'holashtak');
    expect(search.blackouts.some((b) => b.kind === 'eclipse' && b.endMs > IST('2026-03-03', '00:00') && b.startMs < IST('2026-03-04', '00:00'))).toBe(true);
    f.tithiRefused('2026-03-04', '12:00');
    for (const time of ['07:30', '12:00', '18:00', '23:00']) f.yoga('2026-03-08', time, 13);
    f.tithiRefused('2026-03-09', '12:00');
    f.bhadra('2026-03-09', '23:30');
    f.tithiRefused('2026-03-11', '12:00');
    f.nakshatraRefused('2026-03-11', '12:00');
    f.tithiRefused('2026-03-12', '12:00');
    // Venus rose on 1 February: its first three days are kept out, to the fourth.
    const balya = search.blackouts.find((b) => b.kind === 'shukra-balya-vriddha')!;
    expect(balya.startMs).toBe(search.blackouts.find((b) => b.kind === 'shukra-asta')!.endMs);
    expect(balya.endMs).toBeGreaterThan(IST('2026-02-03', '23:00'));
    expect(balya.endMs).toBeLessThan(IST('2026-02-04', '06:00'));
    // Kumbha Sankranti before sunrise on 13 February closes the day of 12 February; Meena
    // Sankranti, which begins Kharmas in the night into 15 March, closes the day of 14 March.
    const sankranti = (date: string) => search.blackouts.some((b) => b.kind === 'sankranti' && b.startMs < IST(date, '08:00') && b.endMs > IST(date, '23:59'));
    expect([sankranti('2026-02-12'), sankranti('2026-03-14')]).toEqual([true, true]);
    const kharmas = search.blackouts.find((b) => b.kind === 'kharmas' && b.startMs > IST('2026-03-01', '00:00'))!;
    expect(kharmas.startMs).toBeGreaterThan(IST('2026-03-14', '23:00'));
    expect(kharmas.startMs).toBeLessThan(IST('2026-03-15', '06:00'));
  });
});

describe("house-entries, New Delhi, February to July 2026, against odiacalendar.com's list", () => {
  const { from, to, windows } = almanacHouseEntries2026;
  const search = findMuhurtas('griha-pravesh', delhi, from, to);
  const f = facts('griha-pravesh', search);
  const dates = [...new Set(windows.map((w) => w.date))];

  const onlyTheirs: Record<string, string> = {
    '2026-02-21': 'Chaturthi (rikta) in the morning; in the afternoon no fixed or dual lagna has its 8th house empty',
    '2026-02-26': 'Holashtak, which the list does not keep for a house-entry',
    '2026-03-04': 'Krishna Pratipada, then Shula yoga',
    '2026-03-06': 'Chitra lies in Bhadra, which the list lets pass when Bhadra is "below the earth"; we refuse Vishti always',
    '2026-03-14': 'the dark half past its Saptami (Ekadashi), which Muhurta Chintamani leaves out for a house-entry',
    '2026-05-04': 'Parigha yoga, which we avoid whole',
    '2026-05-13': 'the dark half past its Saptami (Ekadashi)',
    '2026-05-14': 'the dark half past its Saptami (Dwadashi, Trayodashi)',
    '2026-06-24': 'Chitra ends before the list\'s window begins; by our Moon it is Swati, no house-entry nakshatra',
    '2026-07-01': 'the one lagna that passes (Kanya) is taken by Gulika kaal, Yamaganda and Rahu kaal',
    '2026-07-02': 'Vaidhriti yoga, which no beginning may use',
  };
  const onlyOurs: Record<string, string> = {
    '2026-02-18': 'Shukla Dwitiya from the evening in Shatabhisha: every limb is one Muhurta Chintamani allows; the list gives no reason',
    '2026-03-09': 'the evening in Anuradha on Krishna Shashthi (the dark half to its Saptami, as Muhurta Chintamani allows); the list gives no reason',
    '2026-04-20': 'the last hours before sunrise on 21 April in Rohini; the list has no April dates at all, and gives no reason',
    '2026-05-07': 'the night of 7 May into the 8th in Uttara Ashadha: the same stretch the list gives from 09:56 on 8 May, begun the evening before',
    '2026-06-26': 'the night of 26 June into the 27th in Anuradha: the same stretch the list gives from sunrise on 27 June, begun the evening before',
    '2026-07-04': 'Krishna Panchami in Shatabhisha: every limb is one Muhurta Chintamani allows; the list gives no reason',
  };

  it('agrees on 5 of its 16 dates; every other date on either side is a stated rule difference', () => {
    expect(compare(search, to, dates)).toEqual({
      theirs: 16,
      ours: 11,
      both: ['2026-02-19', '2026-02-20', '2026-05-08', '2026-06-27', '2026-07-06'],
      onlyTheirs: Object.keys(onlyTheirs),
      onlyOurs: Object.keys(onlyOurs),
    });
  });

  it('the reasons hold in the engine', () => {
    f.tithiRefused('2026-02-21', '08:00');
    f.blackout('2026-02-26', 'holashtak');
    f.tithiRefused('2026-03-04', '08:00');
    f.yoga('2026-03-04', '18:00', 9);
    f.bhadra('2026-03-06', '12:00');
    for (const date of ['2026-03-14', '2026-05-13', '2026-05-14']) f.tithiRefused(date, '12:00');
    f.yoga('2026-05-04', '07:30', 19);
    f.nakshatraRefused('2026-06-24', '16:30');
    f.yoga('2026-07-02', '08:00', 27);
    // Our night windows of 7 May and 26 June run on into the mornings the list gives.
    for (const [day, next] of [['2026-05-07', '2026-05-08'], ['2026-06-26', '2026-06-27']]) {
      expect(search.windows.filter((w) => w.day === day).some((w) => w.endMs > IST(next!, '00:00'))).toBe(true);
    }
  });
});
