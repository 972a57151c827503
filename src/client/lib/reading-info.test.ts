import { describe, expect, it } from 'vitest';
import { historyFilterTypes, leadOf, previewText, readingPath, readingTitleOf } from './reading-info';

describe('previewText', () => {
  it('keeps short text whole', () => {
    expect(previewText('A short reading.', 150)).toBe('A short reading.');
  });

  it('cuts to the first n characters, with an ellipsis', () => {
    const text = 'x'.repeat(300);
    expect(previewText(text, 150)).toBe(`${'x'.repeat(150)}…`);
    expect(previewText(text, 200)).toBe(`${'x'.repeat(200)}…`);
  });

  it('counts paragraph breaks as single spaces', () => {
    expect(previewText('One.\n\nTwo.', 150)).toBe('One. Two.');
  });

  it('shows a headed reading as its summary and words, without the headings\' marks', () => {
    expect(previewText('Asha, in short: a good day.\nMind your sleep.\n\n## Your day\n\nThe Moon is in Taurus.', 150)).toBe('Asha, in short: a good day. Mind your sleep. Your day The Moon is in Taurus.');
  });
});

describe('titles', () => {
  it('names stored types, and falls back for unknown ones', () => {
    expect(readingTitleOf('love')).toBe('Love & Relationships');
    expect(readingTitleOf('daily')).toBe('Daily Horoscope');
    expect(readingTitleOf('constructor')).toBe('Constructor Reading');
    expect(readingTitleOf('daily', 'hi')).toBe('दैनिक राशिफल');
    expect(readingTitleOf('weekly', 'ta')).toBe('வார ராசி பலன்');
    expect(readingTitleOf('yearly', 'te')).toBe('వార్షిక ఫలాలు');
    expect(readingTitleOf('constructor', 'te')).toBe('constructor ఫలితం');
  });
});

describe('leadOf', () => {
  it('takes the opening sentence as the lead and keeps the rest of the paragraph', () => {
    expect(leadOf('Namaste Asha: a steady day. The Moon is in Taurus. Rahu kaal is 15:12–16:36.')).toEqual(['Namaste Asha: a steady day.', 'The Moon is in Taurus. Rahu kaal is 15:12–16:36.']);
    expect(leadOf('One sentence only.')).toEqual(['One sentence only.', '']);
    expect(leadOf('नमस्ते आशा जी, आज का दिन स्थिर है। चंद्रमा वृषभ राशि में हैं।')).toEqual(['नमस्ते आशा जी, आज का दिन स्थिर है।', 'चंद्रमा वृषभ राशि में हैं।']);
    expect(leadOf('Still streaming, no full stop yet')).toEqual(['Still streaming, no full stop yet', '']);
  });
});

describe('Kundli Milan reports in the history', () => {
  const match = { readingId: 'm1', readingType: 'match', predictionText: 'Asha & Rohan: 28½ of 36 gunas (Good match).' };
  const daily = { readingId: 'd1', readingType: 'daily', predictionText: 'Your day.' };

  it('are titled Kundli Milan in each language and open on their own page', () => {
    expect(readingTitleOf('match', 'en')).toBe('Kundli Milan');
    expect(readingTitleOf('match', 'hi')).toBe('कुंडली मिलान');
    expect(readingPath(match)).toBe('/match/m1');
    expect(readingPath(daily)).toBe('/reading/result/d1');
  });

  // The search finds them by either name on the server (reading-history.test.ts).
  it('have a filter of their own', () => {
    expect(historyFilterTypes).toContain('match');
  });
});
