/**
 * Civil-date arithmetic for readings and almanacs. Dates are 'YYYY-MM-DD' strings on the
 * calendar of a zone (the reader's, docs/decisions/023); arithmetic is done on the calendar,
 * never on instants, so a day is always a day whatever the zone's offset. Writing dates in words
 * is the composer's wording layer's job.
 */
import { civilAt, localToUtc } from './local-time';

const DAY_MS = 86_400_000;

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y!, m!, d!];
}

function fromUtcDate(d: Date): string {
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
}

/** Same day of a later month, clamped to that month's last day (31 January + 1 → 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return fromUtcDate(new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))));
}

export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS);
}

/** Midnight starting a calendar date in a zone, as milliseconds UTC. */
export function startOfDayMs(date: string, timeZone: string): number {
  return localToUtc(date, '00:00', timeZone).utcMs;
}

/** An instant on a zone's clocks: its date and 'HH:MM'. */
export function localStamp(utcMs: number, timeZone: string): { date: string; time: string } {
  const c = civilAt(utcMs, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${String(c.year).padStart(4, '0')}-${pad(c.month)}-${pad(c.day)}`, time: `${pad(c.hour)}:${pad(c.minute)}` };
}

