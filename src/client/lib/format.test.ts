import { describe, expect, it } from 'vitest';
import { formatDate, formatPeriod } from './format';

describe('formatPeriod', () => {
  it('writes a span as Indian readers do, the year once when it is shared', () => {
    expect(formatPeriod('2026-11-24', '2026-11-30')).toBe('24 Nov – 30 Nov 2026');
    expect(formatPeriod('2026-11-01', '2026-11-30')).toBe('1 Nov – 30 Nov 2026');
    expect(formatPeriod('2026-11-30', '2027-02-27')).toBe('30 Nov 2026 – 27 Feb 2027');
  });

  it('writes one day once', () => {
    expect(formatPeriod('2028-02-29', '2028-02-29')).toBe('29 Feb 2028');
  });
});

describe('formatDate', () => {
  it('writes a Hindi date with the month in Devanagari and Latin digits', () => {
    expect(formatDate('2026-11-24T06:00:00Z', 'hi')).toBe('24 नवंबर 2026');
    expect(formatDate('2026-11-24T06:00:00Z')).toBe('24 November 2026');
  });
});
