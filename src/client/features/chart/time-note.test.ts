import { describe, expect, it } from 'vitest';
import { localToUtc } from '../../../astro/local-time';
import { timeNoteIn } from './time-note';

// Every form of the engine's note: local mean time, a time the clocks skipped, a time they repeated.
const notes = {
  localMean: localToUtc('1940-03-01', '10:00', 'Asia/Kolkata', { rule: 'lmt', longitude: 80.27 }).note!,
  skipped: localToUtc('2021-03-14', '02:30', 'America/New_York').note!,
  repeated: localToUtc('2021-11-07', '01:30', 'America/New_York').note!,
};

describe('the birth time note', () => {
  it('is every form the engine writes', () => {
    expect(notes.localMean).toMatch(/^Read as local mean time/);
    expect(notes.skipped).toMatch(/did not exist/);
    expect(notes.repeated).toMatch(/happened twice/);
  });

  it('stays word for word in English', () => {
    for (const note of Object.values(notes)) expect(timeNoteIn(note, 'en')).toBe(note);
  });

  it('is said in Hindi, with Hindi dates and times', () => {
    expect(timeNoteIn(notes.localMean, 'hi')).toBe('जन्म समय को जन्म स्थान का स्थानीय माध्य समय (UTC+05:21:05) माना गया है।');
    expect(timeNoteIn(notes.skipped, 'hi')).toBe(
      '14 मार्च 2021 को America/New_York में रात 2:30 का समय आया ही नहीं था: घड़ियाँ आगे कर दी गई थीं। इसे रात 3:30 (UTC-04:00) माना गया है।',
    );
    expect(timeNoteIn(notes.repeated, 'hi')).toBe(
      '7 नवंबर 2021 को America/New_York में रात 1:30 का समय दो बार आया था: घड़ियाँ पीछे कर दी गई थीं। पहला वाला (UTC-04:00) लिया गया है।',
    );
  });

  it('is shown as sent when the engine words it another way', () => {
    expect(timeNoteIn('Something new.', 'hi')).toBe('Something new.');
  });
});
