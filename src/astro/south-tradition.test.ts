import { describe, expect, it } from 'vitest';
import { almanacFor } from './almanac';
import pages from './fixtures/tamil-calendar-pages.json';
import { GOWRI_DAY, GOWRI_NIGHT, GOWRI_QUALITY, type GowriName } from './gowri';
import { computeKaal } from './kaal';
import { localToUtc } from './local-time';
import { tamilDateOn, tamilYearName } from './tamil-calendar';

const CHENNAI = { latitude: 13.0827, longitude: 80.2707, timezone: 'Asia/Kolkata' };
const MINUTE = 60_000;

/** The lords' names in weekday order (Sunday's Sun … Saturday's Saturn): the wheel the day walks. */
const WHEEL: readonly GowriName[] = ['Uthi', 'Amirdha', 'Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram'];

/** The wheel from one lord onwards, with Visham slotted in at a (1-based) part. */
function derived(firstLord: number, vishamPart: number): GowriName[] {
  const names = Array.from({ length: 7 }, (_, i) => WHEEL[(firstLord + i) % 7]!);
  names.splice(vishamPart - 1, 0, 'Visham');
  return names;
}

describe('Gowri Panchangam tables', () => {
  it('each day walks the wheel from the weekday lord, with Visham at Rahu kalam', () => {
    for (let weekday = 0; weekday < 7; weekday++) {
      // Rahu kalam of each weekday on a 06:00–18:00 day (a Sunday in Chennai's time zone is 2026-12-06).
      const date = `2026-12-${String(6 + weekday).padStart(2, '0')}`;
      const kaal = computeKaal(date, CHENNAI);
      const eighth = (kaal.sunsetMs! - kaal.sunriseMs!) / 8;
      const rahuPart = Math.round((kaal.rahuKaal!.startMs - kaal.sunriseMs!) / eighth) + 1;
      expect(GOWRI_DAY[weekday]).toEqual(derived(weekday, rahuPart));
    }
  });

  it('each night walks the wheel from the fifth weekday lord', () => {
    for (let weekday = 0; weekday < 7; weekday++) {
      const night = GOWRI_NIGHT[weekday]!;
      expect(night).toEqual(derived((weekday + 4) % 7, night.indexOf('Visham') + 1));
    }
  });

  it('marks Soram, Rogam and Visham bad and the other five good', () => {
    const bad = Object.entries(GOWRI_QUALITY).filter(([, q]) => q === 'bad').map(([n]) => n);
    expect(bad.sort()).toEqual(['Rogam', 'Soram', 'Visham']);
  });
});

describe('Gowri periods and Nalla Neram on a real day', () => {
  it('cuts the daytime and the night into eighths at the place, named for the weekday', () => {
    const a = almanacFor('2025-12-08', CHENNAI);
    expect(a.gowri!.day.map((p) => p.name)).toEqual(GOWRI_DAY[1]);
    expect(a.gowri!.night.map((p) => p.name)).toEqual(GOWRI_NIGHT[1]);
    expect(a.gowri!.day[0]!.startMs).toBe(Math.round(a.sunriseMs!));
    expect(a.gowri!.day[7]!.endMs).toBe(a.gowri!.night[0]!.startMs);
    expect(a.gowri!.night[7]!.endMs).toBe(Math.round(a.nextSunriseMs!));
    expect(a.gowri!.day.map((p) => `${p.name} ${p.start}–${p.end}`).slice(0, 2)).toEqual(['Amirdha 06:19–07:45', 'Visham 07:45–09:10']);
  });

  it('leaves Rahu kalam and Yamagandam out of Nalla Neram but not Kuligai', () => {
    const a = almanacFor('2025-12-08', CHENNAI);
    const inside = (ms: number) => a.nallaNeram!.day.some((s) => s.startMs <= ms && ms < s.endMs);
    const middle = (p: { startMs: number; endMs: number }) => (p.startMs + p.endMs) / 2;
    expect(inside(middle(a.rahuKaal!))).toBe(false);
    expect(inside(middle(a.yamaganda!))).toBe(false);
    expect(inside(middle(a.gulikaKaal!))).toBe(true);
    // Monday: Amirdha; Dhanam and Sugam joined (Laabam is Yamagandam); Uthi.
    expect(a.nallaNeram!.day.map((s) => `${s.start}–${s.end}`)).toEqual(['06:19–07:45', '12:01–14:52', '16:17–17:42']);
    expect(a.nallaNeram!.night.map((s) => `${s.start}–${s.end}`)).toEqual(['17:42–19:17', '20:52–00:01', '03:10–06:20']);
  });

  it('has no Gowri periods where the Sun does not set (Tromsø in June)', () => {
    const a = almanacFor('2026-06-21', { latitude: 69.6492, longitude: 18.9553, timezone: 'Europe/Oslo' });
    expect(a.gowri).toBeNull();
    expect(a.nallaNeram).toBeNull();
  });
});

/**
 * A printed time assumes a 06:00 sunrise and an 18:00 sunset; it stands for the same fraction of
 * the real daytime (or, from 18:00, of the real night).
 */
function onTheRealDay(date: string, clock: string, a: ReturnType<typeof almanacFor>): number {
  const [h, m] = clock.split(':').map(Number) as [number, number];
  const hours = h + m / 60;
  if (hours >= 6 && hours < 18) return a.sunriseMs! + ((hours - 6) / 12) * (a.sunsetMs! - a.sunriseMs!);
  const intoNight = (hours >= 18 ? hours - 18 : hours + 6) / 12;
  return a.sunsetMs! + intoNight * (a.nextSunriseMs! - a.sunsetMs!);
}

/** Printed pages round to the quarter hour and use their own sunrise: five minutes either way. */
const TOLERANCE = 5 * MINUTE;

describe('against printed Tamil calendar pages (fixtures/tamil-calendar-pages.json)', () => {
  for (const page of pages.pages) {
    it(`${page.date} ${page.place.label}: the printed Nalla Neram lies within ours`, () => {
      const a = almanacFor(page.date, page.place);
      const printedSunrise = localToUtc(page.date, page.sunrise, page.place.timezone).utcMs;
      expect(Math.abs(a.sunriseMs! - printedSunrise)).toBeLessThanOrEqual(2 * MINUTE);
      const ours = [...a.nallaNeram!.day, ...a.nallaNeram!.night];
      for (const [from, to] of page.nallaNeram as Array<[string, string]>) {
        // A worked example already on the real day (sunrise 06:31) is taken as printed.
        const real = page.sunrise === from;
        const start = real ? printedSunrise : onTheRealDay(page.date, from, a);
        const end = real ? printedSunrise + 90 * MINUTE : onTheRealDay(page.date, to, a);
        const holding = ours.find((s) => s.startMs - TOLERANCE <= start && end <= s.endMs + TOLERANCE);
        expect(holding, `${from}–${to}`).toBeDefined();
      }
    });
  }

  it('2025-12-08: the printed Gowri Nalla Neram lines follow another table than the almanacs’ Gowri (docs/decisions/048)', () => {
    const page = pages.pages[0]!;
    const a = almanacFor(page.date, page.place);
    const all = [...a.gowri!.day, ...a.gowri!.night];
    const namesAt = (ms: number) => all.find((p) => p.startMs <= ms && ms < p.endMs)!.name;
    const [morning, evening] = page.gowriNallaNeram as Array<[string, string]>;
    expect(namesAt(onTheRealDay(page.date, morning![0], a) + 30 * MINUTE)).toBe('Rogam');
    expect(namesAt(onTheRealDay(page.date, evening![0], a) + 30 * MINUTE)).toBe('Soram');
  });
});

describe('Tamil solar date', () => {
  it('begins Chithirai on 14 April and names the year from it', () => {
    expect(tamilDateOn('2025-04-14', CHENNAI)).toMatchObject({ month: { name: 'Chithirai' }, day: 1, year: { name: 'Vishvavasu' } });
    expect(tamilDateOn('2025-04-13', CHENNAI)).toMatchObject({ month: { name: 'Panguni' }, day: 30, year: { name: 'Krodhi' } });
    expect(tamilDateOn('2026-04-14', CHENNAI)).toMatchObject({ month: { name: 'Chithirai' }, day: 1, year: { name: 'Parabhava' } });
    expect(tamilDateOn('2027-04-14', CHENNAI)).toMatchObject({ month: { name: 'Chithirai' }, day: 1, year: { name: 'Plavanga' } });
  });

  it('keeps the year through Margazhi, Thai and Panguni in the next Gregorian year', () => {
    expect(tamilDateOn('2026-01-10', CHENNAI)).toMatchObject({ month: { name: 'Margazhi' }, year: { name: 'Vishvavasu' } });
    expect(tamilDateOn('2026-02-20', CHENNAI)).toMatchObject({ month: { name: 'Maasi' }, year: { name: 'Vishvavasu' } });
    expect(tamilYearName(2020)).toEqual({ number: 34, name: 'Sharvari' });
  });

  it('starts a month the next day when the sankranti falls after sunset (Puthandu 2012)', () => {
    const [, , puthandu] = pages.months;
    expect(tamilDateOn('2012-04-13', CHENNAI)).toMatchObject({ month: { name: 'Panguni' }, day: 31 });
    expect(tamilDateOn(puthandu!.date, CHENNAI)).toMatchObject({ month: { name: puthandu!.month }, day: puthandu!.day, year: { name: puthandu!.year } });
  });

  it('is a day ahead of Vakya-reckoned printed calendars after an afternoon sankranti (docs/decisions/048)', () => {
    // The Sun entered Simha at 13:02 IST on 17 Aug 2019 and Vrischika at 13:38 IST on 16 Nov 2025,
    // before sunset: the rule gives that day; the printed pages begin the month the day after.
    const [aadi, aavani] = pages.months;
    expect(tamilDateOn(aadi!.date, CHENNAI)).toMatchObject({ month: { name: 'Aavani' }, day: 1, year: { name: aadi!.year } });
    expect(tamilDateOn(aavani!.date, CHENNAI)).toMatchObject({ month: { name: aavani!.month }, day: aavani!.day + 1 });
    const page = pages.pages[0]!;
    expect(tamilDateOn(page.date, CHENNAI)).toMatchObject({ month: { name: page.tamil!.month }, day: page.tamil!.day + 1, year: { name: page.tamil!.year } });
  });
});

describe('Telugu lunar month and year', () => {
  it('begins the year at Ugadi 2027 (7 April, AstroSage) with Plavanga', () => {
    expect(almanacFor('2027-04-06', CHENNAI).telugu).toEqual({ month: { index: 11, name: 'Phalguna', adhika: false }, year: { number: 40, name: 'Parabhava' } });
    expect(almanacFor('2027-04-07', CHENNAI).telugu).toEqual({ month: { index: 0, name: 'Chaitra', adhika: false }, year: { number: 41, name: 'Plavanga' } });
  });

  it('names 20 Nov 2025 Kartika of Vishvavasu, as HT Telugu’s panchangam prints it', () => {
    expect(almanacFor('2025-11-20', { latitude: 17.385, longitude: 78.4867, timezone: 'Asia/Kolkata' }).telugu).toEqual({
      month: { index: 7, name: 'Kartika', adhika: false },
      year: { number: 39, name: 'Vishvavasu' },
    });
  });
});
