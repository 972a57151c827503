import { describe, expect, it } from 'vitest';
import { clockRange, formatCalendarDate, formatClockTime, formatDate, formatDateTime, formatDayMonth, formatPeriod } from './format';
import { namesTa } from '../../shared/astro-names/ta';
import { namesTe } from '../../shared/astro-names/te';

describe('formatPeriod', () => {
  it('writes a span as Indian readers do, the year once when it is shared', () => {
    expect(formatPeriod('2026-11-24', '2026-11-30')).toBe('24 Nov – 30 Nov 2026');
    expect(formatPeriod('2026-11-01', '2026-11-30')).toBe('1 Nov – 30 Nov 2026');
    expect(formatPeriod('2026-11-30', '2027-02-27')).toBe('30 Nov 2026 – 27 Feb 2027');
  });

  it('writes a Hindi span with the months written out', () => {
    expect(formatPeriod('2026-11-24', '2026-11-30', 'hi')).toBe('24 नवंबर – 30 नवंबर 2026');
    expect(formatPeriod('2026-10-30', '2027-02-27', 'hi')).toBe('30 अक्टूबर 2026 – 27 फ़रवरी 2027');
  });

  it('writes one day once', () => {
    expect(formatPeriod('2028-02-29', '2028-02-29')).toBe('29 Feb 2028');
  });

  it('writes a day without its year, from a date or a local ISO time', () => {
    expect(formatDayMonth('2022-01-27')).toBe('27 Jan');
    expect(formatDayMonth('2022-01-27T02:04:00+05:30', 'hi')).toBe('27 जनवरी');
  });
});

describe('formatCalendarDate and formatClockTime', () => {
  it('write a birth date and time in each language', () => {
    expect(formatCalendarDate('1990-05-15')).toBe('15 May 1990');
    expect(formatCalendarDate('1990-05-15', 'hi')).toBe('15 मई 1990');
    expect(formatClockTime('14:30')).toBe('2:30 pm');
    expect(formatClockTime('14:30', 'hi')).toBe('दोपहर 2:30');
    expect(formatClockTime('05:10', 'hi')).toBe('सुबह 5:10');
  });

  it('read the clock time of a local ISO time from the string, whatever the browser’s zone', () => {
    expect(formatClockTime('2026-11-24T06:42:00+05:30')).toBe('6:42 am');
    expect(formatClockTime('2026-11-24T23:05:00-05:00', 'hi')).toBe('रात 11:05');
  });
});

describe('formatDate', () => {
  it('writes a Hindi date with the month in Devanagari and Latin digits', () => {
    expect(formatDate('2026-11-24T06:00:00Z', 'hi')).toBe('24 नवंबर 2026');
    expect(formatDate('2026-11-24T06:00:00Z')).toBe('24 November 2026');
  });
});

describe('clockRange', () => {
  it('prints am/pm once when both ends share it', () => {
    expect(clockRange('13:30', '15:00')).toEqual(['1:30', '3:00 pm']);
    expect(clockRange('07:05', '08:31')).toEqual(['7:05', '8:31 am']);
    expect(clockRange('2026-11-24T07:05:00+05:30', '2026-11-24T08:31:00+05:30')).toEqual(['7:05', '8:31 am']);
  });

  it('prints both when the range crosses noon', () => {
    expect(clockRange('11:36', '12:24')).toEqual(['11:36 am', '12:24 pm']);
  });

  it('names the part of the day once in Hindi, before the range', () => {
    expect(clockRange('07:05', '08:31', 'hi')).toEqual(['सुबह 7:05', '8:31']);
    expect(clockRange('11:36', '12:24', 'hi')).toEqual(['सुबह 11:36', 'दोपहर 12:24']);
    expect(clockRange('15:00', '16:30', 'hi')).toEqual(['दोपहर 3:00', 'शाम 4:30']);
  });
});

describe('formatDateTime', () => {
  it('writes an instant as its date and time in India, whatever the zone it was written in', () => {
    expect(formatDateTime('2026-11-24T13:35:00Z')).toBe('24 Nov 2026, 7:05 pm');
    expect(formatDateTime('2026-11-24T19:00:00Z')).toBe('25 Nov 2026, 12:30 am');
    expect(formatDateTime(new Date('2026-11-24T01:35:00Z'), 'hi')).toMatch(/^24 नवंबर 2026, \S+ 7:05$/);
  });
});

describe('formatCalendarDate', () => {
  it("writes every month as the 'en-IN' and 'hi-IN' long date formats do", () => {
    for (const language of ['en', 'hi'] as const) {
      const intl = new Intl.DateTimeFormat(`${language}-IN`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      for (let month = 1; month <= 12; month++) {
        const day = `2026-${String(month).padStart(2, '0')}-0${month % 9 + 1}`;
        expect(formatCalendarDate(day, language)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
      }
    }
  });
});

describe('Tamil and Telugu dates and times', () => {
  it('write a date with the month in its own script and Western digits, no comma', () => {
    expect(formatCalendarDate('2026-12-07', 'ta')).toBe('7 டிசம்பர் 2026');
    expect(formatCalendarDate('2026-12-07', 'te')).toBe('7 డిసెంబర్ 2026');
    expect(formatPeriod('2026-11-24', '2026-11-30', 'ta')).toBe('24 நவம்பர் – 30 நவம்பர் 2026');
    expect(formatDayMonth('2022-01-27', 'te')).toBe('27 జనవరి');
  });

  it('spell every month as the Tamil and Telugu astro names do', () => {
    for (const [language, names] of [['ta', namesTa], ['te', namesTe]] as const) {
      for (let month = 1; month <= 12; month++) {
        expect(formatCalendarDate(`2026-${String(month).padStart(2, '0')}-15`, language)).toBe(`15 ${names.months[month - 1]} 2026`);
      }
    }
  });

  it('name the part of the day before the time, as Tamil and Telugu speakers do', () => {
    const times = ['07:24', '13:05', '18:40', '23:59', '00:15', '04:00', '12:00', '16:00', '21:00'];
    expect(times.map((t) => formatClockTime(t, 'ta'))).toEqual([
      'காலை 7:24', 'மதியம் 1:05', 'மாலை 6:40', 'இரவு 11:59', 'இரவு 12:15', 'காலை 4:00', 'மதியம் 12:00', 'மாலை 4:00', 'இரவு 9:00',
    ]);
    expect(times.map((t) => formatClockTime(t, 'te'))).toEqual([
      'ఉదయం 7:24', 'మధ్యాహ్నం 1:05', 'సాయంత్రం 6:40', 'రాత్రి 11:59', 'రాత్రి 12:15', 'ఉదయం 4:00', 'మధ్యాహ్నం 12:00', 'సాయంత్రం 4:00', 'రాత్రి 9:00',
    ]);
  });

  it('name the part of the day once in a range, and date an instant in India', () => {
    expect(clockRange('07:05', '08:31', 'ta')).toEqual(['காலை 7:05', '8:31']);
    expect(clockRange('11:36', '12:24', 'te')).toEqual(['ఉదయం 11:36', 'మధ్యాహ్నం 12:24']);
    expect(formatDateTime('2026-11-24T13:35:00Z', 'ta')).toBe('24 நவம்பர் 2026, மாலை 7:05');
    expect(formatDateTime('2026-11-24T13:35:00Z', 'te')).toBe('24 నవంబర్ 2026, సాయంత్రం 7:05');
  });
});
