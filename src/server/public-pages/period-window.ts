/**
 * The days and years the public pages are drawn for: the ten calendar years either side of this
 * one (in UTC), the years people look dates up for, past festivals and coming ones. Every other
 * date or year is a 400, so a crawler walking dates cannot have the server draw and store pages
 * for two centuries of days (docs/decisions/040).
 */
export const YEARS_EITHER_SIDE = 10;

export type PeriodWindow = { firstYear: number; lastYear: number; firstDate: string; lastDate: string };

export function periodWindow(now: Date): PeriodWindow {
  const year = now.getUTCFullYear();
  const firstYear = year - YEARS_EITHER_SIDE;
  const lastYear = year + YEARS_EITHER_SIDE;
  return { firstYear, lastYear, firstDate: `${firstYear}-01-01`, lastDate: `${lastYear}-12-31` };
}

export const dateInWindow = (date: string, window: PeriodWindow) => date >= window.firstDate && date <= window.lastDate;
export const yearInWindow = (year: number, window: PeriodWindow) => year >= window.firstYear && year <= window.lastYear;
