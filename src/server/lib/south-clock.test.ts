import { describe, expect, it } from 'vitest';
import { reminderPayload } from '../reminders/reminder-text';
import { momentInWords } from './moment-words';
import { calendarDay, clockTime, weekdayDayMonth } from './south-clock';

describe('times and dates in Tamil and Telugu', () => {
  it('name the part of the day before the time, on a 12-hour clock', () => {
    expect([[7, '24'], [13, '05'], [18, '40'], [23, '59'], [0, '30'], [3, '59'], [4, '00'], [12, '00'], [16, '00'], [19, '00']].map(([h, m]) => clockTime(Number(h), m!, 'ta'))).toEqual([
      'காலை 7:24', 'மதியம் 1:05', 'மாலை 6:40', 'இரவு 11:59', 'இரவு 12:30', 'இரவு 3:59', 'காலை 4:00', 'மதியம் 12:00', 'மாலை 4:00', 'இரவு 7:00',
    ]);
    expect([[7, '24'], [13, '05'], [18, '40'], [23, '59']].map(([h, m]) => clockTime(Number(h), m!, 'te'))).toEqual(['ఉదయం 7:24', 'మధ్యాహ్నం 1:05', 'సాయంత్రం 6:40', 'రాత్రి 11:59']);
  });

  it('write the month by its name, with Western digits', () => {
    expect(calendarDay('2026-12-07', 'ta')).toBe('7 டிசம்பர் 2026');
    expect(calendarDay('2026-12-07', 'te')).toBe('7 డిసెంబర్ 2026');
    expect(calendarDay('2027-01-01', 'te', { year: false })).toBe('1 జనవరి');
  });

  it('give the weekday of the reader’s own calendar', () => {
    // 20:00 UTC on Monday 23 November is already Tuesday in India.
    const at = new Date('2026-11-23T20:00:00Z');
    expect(weekdayDayMonth(at, 'ta', 'Asia/Kolkata')).toBe('செவ்வாய்க்கிழமை 24 நவம்பர்');
    expect(weekdayDayMonth(at, 'te', 'Asia/Kolkata')).toBe('మంగళవారం 24 నవంబర్');
    expect(weekdayDayMonth(at, 'ta', 'America/New_York')).toBe('திங்கட்கிழமை 23 நவம்பர்');
  });

  it('say when a limit lets the reader in again, on India’s clock', () => {
    const moment = new Date('2026-12-07T01:54:00Z');
    expect(momentInWords(moment, 'ta')).toBe('7 டிசம்பர், காலை 7:24');
    expect(momentInWords(moment, 'te')).toBe('7 డిసెంబర్, ఉదయం 7:24');
  });

  it('head the morning reminder with the reader’s name and day, and tell them what a tap does', () => {
    const at = new Date('2026-11-24T01:30:00Z');
    const ta = reminderPayload('ஆஷா வர்மா', 'ta', at, 'Asia/Kolkata');
    expect(ta.title).toMatch(/^ஆஷா, செவ்வாய்க்கிழமை 24 நவம்பர் அன்றைய உங்கள் .+ தயாராக உள்ளது$/);
    expect(ta.body).toBe('இன்று கிரகங்கள் உங்களுக்கு என்ன சொல்கின்றன என்று பார்க்கத் தொடுங்கள்.');
    const te = reminderPayload('', 'te', at, 'Asia/Kolkata');
    expect(te.title).toMatch(/^మంగళవారం 24 నవంబర్ నాటి మీ .+ సిద్ధంగా ఉంది$/);
    expect(te.body).toBe('ఈరోజు గ్రహాలు మీకు ఏం చెబుతున్నాయో చూడటానికి తాకండి.');
  });
});
