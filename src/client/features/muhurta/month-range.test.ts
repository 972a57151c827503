import { describe, expect, it } from 'vitest';
import { isSearchMonth, monthsAround, rangeOf } from './month-range';

describe('muhurta month range', () => {
  it('offers the month before today to two years ahead, across the year', () => {
    const months = monthsAround(new Date(2026, 0, 20));
    expect(months[0]).toBe('2025-12');
    expect(months[1]).toBe('2026-01');
    expect(months.at(-1)).toBe('2028-01');
    expect(months).toHaveLength(26);
  });

  it('takes a month from the address only as YYYY-MM within the answered years', () => {
    expect(['2026-02', '1900-01', '2100-12'].map(isSearchMonth)).toEqual([true, true, true]);
    expect(['2026-13', '2026-2', '1899-12', '2101-01', '', 'February'].map(isSearchMonth)).toEqual([false, false, false, false, false, false]);
  });

  it('covers whole months, leap February and a year included', () => {
    expect(rangeOf('2028-02', 1)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(rangeOf('2026-11', 3)).toEqual({ from: '2026-11-01', to: '2027-01-31' });
    expect(rangeOf('2026-01', 12)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});
