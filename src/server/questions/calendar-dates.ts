/**
 * Plain calendar dates, 'YYYY-MM-DD', with no time of day and no zone: a question's period is a
 * run of the asker's days. Arithmetic is done on UTC midnights, where every day has 24 hours.
 */

export const parseDate = (date: string) => new Date(`${date}T00:00:00Z`);
export const formatDate = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => {
  const next = parseDate(date);
  next.setUTCDate(next.getUTCDate() + days);
  return formatDate(next);
};

/** The same day of the month `months` later, held to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export const addMonths = (date: string, months: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return formatDate(first);
};

export const monthStart = (year: number, month: number) => formatDate(new Date(Date.UTC(year, month - 1, 1)));
export const monthEnd = (year: number, month: number) => formatDate(new Date(Date.UTC(year, month, 0)));

/** Whole days from one date to another (negative if `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((parseDate(to).getTime() - parseDate(from).getTime()) / 86_400_000);

/** 0 Sunday … 6 Saturday. */
export const weekday = (date: string) => parseDate(date).getUTCDay();

/** The date in `timeZone` at the instant `now`. */
export function dateInZone(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
