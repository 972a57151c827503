import { DeltaT_EspenakMeeus, SetDeltaTFunction } from 'astronomy-engine';

/**
 * ΔT = TT − UT, the Earth's clock error. astronomy-engine's default (Espenak & Meeus 2006)
 * predicted the 2010s badly: by 2025 it is 5 s too large and by 2050 18 s, which moves the Moon
 * by up to 10" and dasha dates by more than a day. We keep Espenak & Meeus up to 2005 (it matches
 * the observations there within 0.1 s) and from 2005 use the yearly values observed by the IERS and
 * the long-term prediction tabulated by Swiss Ephemeris 2.10, so both engines agree.
 */

const TABLE_START = 2005;
/** ΔT in seconds at the start of each year 2005–2029 (IERS observed to 2024, then predicted). */
const YEARLY = [
  64.69, 64.85, 65.15, 65.46, 65.78, 66.07, 66.32, 66.6, 66.91, 67.28, 67.64, 68.1, 68.59, 68.97,
  69.22, 69.36, 69.36, 69.29, 69.18, 69.1, 69.0, 68.9, 68.8, 68.8, 69.04,
];
const DECADE_START = 2030;
/** ΔT in seconds every ten years 2030–2200 (Swiss Ephemeris' long-term prediction). */
const DECADES = [
  69.28, 71.8, 74.58, 77.64, 81.01, 84.71, 88.76, 93.18, 98.01, 103.27, 108.96, 115.06, 121.66,
  128.79, 136.46, 144.7, 153.54, 163.0,
];

const DAYS_PER_YEAR = 365.25;

/** Decimal year of a UT day count since J2000 (2000-01-01 12:00). */
function yearOf(ut: number): number {
  return 2000 + (ut + 0.5) / DAYS_PER_YEAR;
}

function interpolate(table: readonly number[], start: number, step: number, year: number): number {
  const x = (year - start) / step;
  const i = Math.min(table.length - 2, Math.max(0, Math.floor(x)));
  const f = x - i;
  return table[i]! + (table[i + 1]! - table[i]!) * f;
}

/** ΔT in seconds for a UT day count since J2000. */
export function deltaTSeconds(ut: number): number {
  const year = yearOf(ut);
  if (year < TABLE_START) return DeltaT_EspenakMeeus(ut);
  if (year < DECADE_START) {
    const yearly = YEARLY.concat(DECADES[0]!);
    return interpolate(yearly, TABLE_START, 1, year);
  }
  const end = DECADE_START + 10 * (DECADES.length - 1);
  if (year <= end) return interpolate(DECADES, DECADE_START, 10, year);
  // Past 2200 nothing is known; follow Espenak & Meeus' parabola from the last tabulated value.
  const endUt = (end - 2000) * DAYS_PER_YEAR - 0.5;
  return DECADES[DECADES.length - 1]! + DeltaT_EspenakMeeus(ut) - DeltaT_EspenakMeeus(endUt);
}

let installed = false;

/** Makes astronomy-engine use our ΔT; every engine entry point calls this before making times. */
export function installDeltaT(): void {
  if (installed) return;
  SetDeltaTFunction(deltaTSeconds);
  installed = true;
}
