import { describe, expect, it } from 'vitest';
import { rangeOnDay, shiftDate, timeOnDay } from '../../lib/panchang-time';
import { isAnsweredDate } from './day-time';

const onDate = (time: string, date: string) => `${time} (${date})`;

describe('panchang day times', () => {
  it('writes a time of the day, with its date when it falls after midnight', () => {
    expect(timeOnDay('2022-01-26T07:12:00+05:30', '2022-01-26', 'en', onDate)).toBe('7:12 am');
    expect(timeOnDay('2022-01-27T02:04:00+05:30', '2022-01-26', 'en', onDate)).toBe('2:04 am (27 Jan)');
    expect(timeOnDay('2022-01-27T02:04:00+05:30', '2022-01-26', 'hi', onDate)).toBe('रात 2:04 (27 जनवरी)');
    expect(timeOnDay('2022-01-27T02:04:00+05:30', '2022-01-26', 'ta', onDate)).toBe('இரவு 2:04 (27 ஜனவரி)');
    expect(timeOnDay('2022-01-26T17:30:00+05:30', '2022-01-26', 'te', onDate)).toBe('సాయంత్రం 5:30');
  });

  it('names the part of the day once over a Tamil or Telugu period, and dates an end past midnight', () => {
    expect(rangeOnDay({ start: '2024-01-15T07:15:00+05:30', end: '2024-01-15T08:34:00+05:30' }, '2024-01-15', 'ta', onDate)).toBe('காலை 7:15–8:34');
    expect(rangeOnDay({ start: '2026-09-28T23:41:00+05:30', end: '2026-09-29T01:11:00+05:30' }, '2026-09-28', 'te', onDate)).toBe('రాత్రి 11:41–1:11 (29 సెప్టెంబర్)');
  });

  it('writes a period with am/pm once, and the date on an end past midnight', () => {
    expect(rangeOnDay({ start: '2024-01-15T07:15:00+05:30', end: '2024-01-15T08:34:00+05:30' }, '2024-01-15', 'en', onDate)).toBe('7:15–8:34 am');
    expect(rangeOnDay({ start: '2026-09-28T23:41:00+05:30', end: '2026-09-29T01:11:00+05:30' }, '2026-09-28', 'en', onDate)).toBe('11:41 pm–1:11 am (29 Sep)');
    expect(rangeOnDay({ start: '2026-09-29T01:11:00+05:30', end: '2026-09-29T02:41:00+05:30' }, '2026-09-28', 'en', onDate)).toBe('1:11–2:41 am (29 Sep)');
  });

  it('steps from day to day across months and leap days', () => {
    expect(shiftDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDate('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('knows the dates the panchang answers for', () => {
    expect(isAnsweredDate('1900-01-01')).toBe(true);
    expect(isAnsweredDate('2100-12-31')).toBe(true);
    expect(isAnsweredDate('1899-12-31')).toBe(false);
    expect(isAnsweredDate('2101-01-01')).toBe(false);
    expect(isAnsweredDate('')).toBe(false);
  });
});
