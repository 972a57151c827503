import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatLongDate, formatSpan, tithiGloss } from './format';

describe('chart formatting', () => {
  it('writes dates and times in English as before', () => {
    expect(formatDate('1990-05-15')).toBe('15 May 1990');
    expect(formatLongDate('2026-11-22')).toBe('Sunday, 22 November 2026');
    expect(formatClock('2026-11-22T06:49:45+05:30')).toBe('6:49 am');
    expect(formatClock('14:30')).toBe('2:30 pm');
  });

  it('writes dates and times in Hindi', () => {
    expect(formatDate('2026-11-24', 'hi')).toBe('24 नवंबर 2026');
    expect(formatLongDate('2026-11-22', 'hi')).toBe('रविवार, 22 नवंबर 2026');
    expect(formatClock('2026-11-22T06:42:10+05:30', 'hi')).toBe('सुबह 6:42');
    expect(formatClock('13:05', 'hi')).toBe('दोपहर 1:05');
    expect(formatClock('17:48', 'hi')).toBe('शाम 5:48');
    expect(formatClock('23:10', 'hi')).toBe('रात 11:10');
  });

  it('writes dates and times in Tamil and Telugu, the weekday first in the app’s own names', () => {
    expect(formatDate('2026-12-07', 'ta')).toBe('7 டிசம்பர் 2026');
    expect(formatLongDate('2026-11-22', 'ta')).toBe('ஞாயிற்றுக்கிழமை, 22 நவம்பர் 2026');
    expect(formatLongDate('2026-07-05', 'te')).toBe('ఆదివారం, 5 జూలై 2026');
    expect(formatClock('2026-11-22T06:42:10+05:30', 'ta')).toBe('காலை 6:42');
    expect(formatClock('18:40', 'te')).toBe('సాయంత్రం 6:40');
  });

  it('writes a span with each language’s plurals', () => {
    expect(formatSpan({ years: 3, months: 7, days: 23 })).toBe('3 years, 7 months, 23 days');
    expect(formatSpan({ years: 1, months: 1, days: 0 })).toBe('1 year, 1 month');
    expect(formatSpan({ years: 0, months: 0, days: 0 })).toBe('0 days');
    expect(formatSpan({ years: 3, months: 7, days: 23 }, 'hi')).toBe('3 वर्ष, 7 महीने, 23 दिन');
    expect(formatSpan({ years: 1, months: 1, days: 1 }, 'hi')).toBe('1 वर्ष, 1 महीना, 1 दिन');
  });

  it('glosses a tithi', () => {
    expect(tithiGloss({ number: 13, paksha: 'Shukla' })).toBe('13th lunar day of the waxing fortnight');
    expect(tithiGloss({ number: 17, paksha: 'Krishna' })).toBe('2nd lunar day of the waning fortnight');
    expect(tithiGloss({ number: 15, paksha: 'Shukla' })).toBe('full moon');
    expect(tithiGloss({ number: 30, paksha: 'Krishna' }, 'hi')).toBe('नया चाँद');
    expect(tithiGloss({ number: 19, paksha: 'Krishna' }, 'hi')).toBe('कृष्ण पक्ष (घटता चाँद), तिथि 4');
  });
});
