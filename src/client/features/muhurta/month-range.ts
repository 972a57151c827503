// The months the page offers to search from, and the dates a search covers.

const monthOf = (year: number, month: number) => `${year}-${String(month + 1).padStart(2, '0')}`;

/** 'YYYY-MM' from the month before `today`'s to two years after it: planning looks ahead. */
export function monthsAround(today: Date, ahead = 24): string[] {
  const year = today.getFullYear();
  const month = today.getMonth();
  return Array.from({ length: ahead + 2 }, (_, i) => {
    const m = month - 1 + i;
    return monthOf(year + Math.floor(m / 12), ((m % 12) + 12) % 12);
  });
}

/** The first and last dates of `span` months from 'YYYY-MM': ('2026-11', 3) → 2026-11-01 … 2027-01-31. */
export function rangeOf(from: string, span: number): { from: string; to: string } {
  const [year, month] = from.split('-').map(Number) as [number, number];
  // Day 0 of the month after the last is that month's last day.
  const last = new Date(Date.UTC(year, month - 1 + span, 0));
  return { from: `${from}-01`, to: last.toISOString().slice(0, 10) };
}

/** 'YYYY-MM' of a month the API answers for (1900 to 2100). */
export const isSearchMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && value >= '1900-01' && value <= '2100-12';
