import { describe, expect, it } from 'vitest';
import { formatLocalDate, formatLocalDateTime, formatOffset, localToUtc, offsetSecondsAt } from './local-time';

const iso = (ms: number): string => new Date(ms).toISOString();

describe('localToUtc: historical offsets from Node’s IANA data', () => {
  it('India 1900 uses Madras Mean Time, +5:21:10', () => {
    const r = localToUtc('1900-03-10', '06:15', 'Asia/Kolkata');
    expect(r.offsetSeconds).toBe(5 * 3600 + 21 * 60 + 10);
    expect(iso(r.utcMs)).toBe('1900-03-10T00:53:50.000Z');
    expect(r.kind).toBe('normal');
  });

  it('India 1942–45 war time is +6:30, with +5:30 between May and September 1942', () => {
    expect(localToUtc('1942-10-10', '10:00', 'Asia/Kolkata').offsetSeconds).toBe(6.5 * 3600);
    expect(localToUtc('1944-02-10', '05:45', 'Asia/Kolkata').offsetSeconds).toBe(6.5 * 3600);
    expect(localToUtc('1942-07-01', '14:00', 'Asia/Kolkata').offsetSeconds).toBe(5.5 * 3600);
    expect(localToUtc('1945-10-20', '08:00', 'Asia/Kolkata').offsetSeconds).toBe(5.5 * 3600);
  });

  it('British double summer time in 1941 is +2', () => {
    expect(localToUtc('1941-06-15', '10:00', 'Europe/London').offsetSeconds).toBe(7200);
  });

  it('local mean time of the birth longitude on request (Bombay 1900 ≈ +4:51:31)', () => {
    const r = localToUtc('1900-11-02', '18:40', 'Asia/Kolkata', { rule: 'lmt', longitude: 72.8777 });
    expect(r.kind).toBe('lmt');
    expect(r.offsetSeconds).toBe(4 * 3600 + 51 * 60 + 31);
    expect(r.note).toMatch(/local mean time/);
    expect(() => localToUtc('1900-11-02', '18:40', 'Asia/Kolkata', { rule: 'lmt' })).toThrow(RangeError);
  });
});

describe('localToUtc: the skipped and the repeated hour', () => {
  it('London spring-forward: 01:30 does not exist and is read as 02:30 BST', () => {
    const r = localToUtc('2021-03-28', '01:30', 'Europe/London');
    expect(r.kind).toBe('skipped');
    expect(iso(r.utcMs)).toBe('2021-03-28T01:30:00.000Z');
    expect(r.offsetSeconds).toBe(3600);
    expect(r.note).toMatch(/did not exist.*02:30/);
  });

  it('London fall-back: the first 01:30 (BST) is taken', () => {
    const r = localToUtc('2021-10-31', '01:30', 'Europe/London');
    expect(r.kind).toBe('repeated');
    expect(iso(r.utcMs)).toBe('2021-10-31T00:30:00.000Z');
    expect(r.note).toMatch(/happened twice/);
  });

  it('New York spring-forward: 02:30 is read as 03:30 EDT', () => {
    const r = localToUtc('2023-03-12', '02:30', 'America/New_York');
    expect(r.kind).toBe('skipped');
    expect(iso(r.utcMs)).toBe('2023-03-12T07:30:00.000Z');
  });

  it('New York fall-back: the first 01:30 (EDT) is taken', () => {
    const r = localToUtc('2023-11-05', '01:30', 'America/New_York');
    expect(r.kind).toBe('repeated');
    expect(iso(r.utcMs)).toBe('2023-11-05T05:30:00.000Z');
  });

  it('times just outside the changes are plain', () => {
    expect(localToUtc('2021-03-28', '00:59', 'Europe/London').kind).toBe('normal');
    expect(localToUtc('2021-03-28', '02:00', 'Europe/London').kind).toBe('normal');
    expect(localToUtc('2021-10-31', '02:00', 'Europe/London').kind).toBe('normal');
    expect(iso(localToUtc('2021-10-31', '02:00', 'Europe/London').utcMs)).toBe('2021-10-31T02:00:00.000Z');
  });
});

describe('localToUtc: dates near midnight', () => {
  it('crosses the date line both ways', () => {
    expect(iso(localToUtc('1999-12-31', '23:55', 'America/Los_Angeles').utcMs)).toBe('2000-01-01T07:55:00.000Z');
    expect(iso(localToUtc('2000-01-01', '00:05', 'Asia/Tokyo').utcMs)).toBe('1999-12-31T15:05:00.000Z');
    expect(iso(localToUtc('1947-08-15', '00:00', 'Asia/Kolkata').utcMs)).toBe('1947-08-14T18:30:00.000Z');
  });
});

describe('localToUtc: bad input', () => {
  it.each([
    ['1990-02-30', '10:00', 'Asia/Kolkata', /no such day/],
    ['1990-5-1', '10:00', 'Asia/Kolkata', /YYYY-MM-DD/],
    ['1990-05-01', '25:00', 'Asia/Kolkata', /Invalid time/],
    ['1990-05-01', '10h', 'Asia/Kolkata', /HH:MM/],
    ['1990-05-01', '10:00', 'Mars/Olympus', /Unknown time zone/],
    ['1700-05-01', '10:00', 'Asia/Kolkata', /outside/],
  ])('%s %s %s', (date, time, zone, message) => {
    expect(() => localToUtc(date, time, zone)).toThrow(message);
  });
});

describe('formatting', () => {
  it('offsets, dates and local ISO times', () => {
    expect(formatOffset(19800)).toBe('+05:30');
    expect(formatOffset(-(4 * 3600 + 56 * 60 + 2))).toBe('-04:56:02');
    const ms = Date.parse('2024-01-15T01:45:00Z');
    expect(formatLocalDate(ms, 'Asia/Kolkata')).toBe('2024-01-15');
    expect(formatLocalDate(ms, 'America/New_York')).toBe('2024-01-14');
    expect(formatLocalDateTime(ms, 'Asia/Kolkata')).toBe('2024-01-15T07:15:00+05:30');
    expect(offsetSecondsAt(Date.parse('1900-01-01T00:00:00Z'), 'Asia/Kolkata')).toBe(19270);
    // A local mean time offset is shown rounded to the minute, and the wall time with it.
    expect(formatLocalDateTime(Date.parse('1900-01-01T00:00:00Z'), 'Asia/Kolkata')).toBe('1900-01-01T05:21:00+05:21');
  });
});
