/**
 * The stretches of the year closed to auspicious beginnings, each as an interval of instants:
 * Chaturmas, Kharmas, Jupiter or Venus combust (Guru/Shukra asta) with the days just around it
 * (balya and vriddha), the day of a Sankranti, an adhika month, Pitru paksha, Holashtak, and
 * eclipses with their sutak. Which of them close which event is in muhurta-rules.ts;
 * the choices between the texts' variants are in docs/decisions/029-muhurta.md.
 */
import { Body } from 'astronomy-engine';
import { differenceDegrees } from './angle';
import { crossingsIn } from './crossing';
import { elongationAt } from './day-timeline';
import { eclipsesOver } from './eclipses';
import { newMoonAfter, newMoonBefore, LUNAR_MONTHS } from './lunar-month';
import { addDays } from './day-timeline';
import { formatLocalDate } from './local-time';
import { riseAndSetOn } from './panchang';
import type { PanchangPlace } from './panchang';
import { BALYA_VRIDDHA_DAYS } from './muhurta-rules';
import type { BlackoutKind } from './muhurta-rules';
import { scanGraha, siderealLongitude } from './transit-events';
import { signOf } from './zodiac';

export interface Blackout {
  kind: BlackoutKind;
  startMs: number;
  endMs: number;
}

/** An amanta lunar month, new moon to new moon. */
export interface MonthSpan {
  index: number;
  adhika: boolean;
  startMs: number;
  endMs: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const sunSignAt = (ms: number) => signOf(siderealLongitude('Sun', ms));

/** The amanta months overlapping [fromMs, toMs), named and flagged as lunar-month.ts does. */
export function monthsOver(fromMs: number, toMs: number): MonthSpan[] {
  const months: MonthSpan[] = [];
  let start = newMoonBefore(fromMs);
  while (start < toMs) {
    const end = newMoonAfter(start + DAY_MS);
    const sign = sunSignAt(start);
    months.push({ index: (sign + 1) % 12, adhika: sunSignAt(end) === sign, startMs: start, endMs: end });
    start = end;
  }
  return months;
}

/** The instant the tithi `tithi` (1–30) begins inside a month (elongation (tithi − 1) × 12°). */
function tithiStart(month: MonthSpan, tithi: number): number {
  if (tithi === 1) return month.startMs;
  return crossingsIn(elongationAt, (tithi - 1) * 12, month.startMs, month.endMs, 6 * HOUR_MS)[0] ?? month.startMs;
}

const monthNamed = (months: MonthSpan[], name: (typeof LUNAR_MONTHS)[number]) =>
  months.filter((m) => !m.adhika && LUNAR_MONTHS[m.index] === name);

/**
 * Chaturmas: from Devshayani Ekadashi (Ashadha, bright 11th) to the end of Devutthana/Prabodhini
 * Ekadashi (Kartika, bright 11th), when Vishnu is held to sleep and no wedding, house-entry or
 * tonsure is done (MC and every almanac). Taken tithi to tithi, so a day after Prabodhini is open.
 */
function chaturmas(fromMs: number, toMs: number): Blackout[] {
  // Start five months early, so that a range opening inside Chaturmas finds its Ashadha.
  const months = monthsOver(fromMs - 150 * DAY_MS, toMs + 150 * DAY_MS);
  const kartikas = monthNamed(months, 'Kartika');
  return monthNamed(months, 'Ashadha').flatMap((ashadha) => {
    const kartika = kartikas.find((m) => m.startMs > ashadha.startMs);
    return kartika ? [{ kind: 'chaturmas' as const, startMs: tithiStart(ashadha, 11), endMs: tithiStart(kartika, 12) }] : [];
  });
}

/** Pitru paksha: the dark half of (amanta) Bhadrapada, Pratipada to Amavasya, kept for the ancestors. */
function pitruPaksha(months: MonthSpan[]): Blackout[] {
  return monthNamed(months, 'Bhadrapada').map((m) => ({ kind: 'pitru-paksha' as const, startMs: tithiStart(m, 16), endMs: m.endMs }));
}

/** Holashtak: the eight days before Holika dahan, Phalguna bright Ashtami to Purnima. */
function holashtak(months: MonthSpan[]): Blackout[] {
  return monthNamed(months, 'Phalguna').map((m) => ({ kind: 'holashtak' as const, startMs: tithiStart(m, 8), endMs: tithiStart(m, 16) }));
}

function adhika(months: MonthSpan[]): Blackout[] {
  return months.filter((m) => m.adhika).map((m) => ({ kind: 'adhika-masa' as const, startMs: m.startMs, endMs: m.endMs }));
}

/**
 * Stretches where `inside(ms)` holds, found by sampling every `stepMs` and narrowing each edge by
 * bisection to a minute (the blackouts move slowly: the Sun's sign, a planet's distance from it).
 */
function stretches(kind: BlackoutKind, inside: (ms: number) => boolean, fromMs: number, toMs: number, stepMs: number): Blackout[] {
  const edge = (lo: number, hi: number) => {
    const before = inside(lo);
    while (hi - lo > 60_000) {
      const mid = (lo + hi) / 2;
      if (inside(mid) === before) lo = mid;
      else hi = mid;
    }
    return Math.round(hi);
  };
  const out: Blackout[] = [];
  let openAt: number | null = inside(fromMs) ? fromMs : null;
  let prev = fromMs;
  for (let ms = fromMs + stepMs; prev < toMs; ms += stepMs) {
    const at = Math.min(ms, toMs);
    const now = inside(at);
    if (openAt === null && now) openAt = edge(prev, at);
    else if (openAt !== null && !now) {
      out.push({ kind, startMs: openAt, endMs: edge(prev, at) });
      openAt = null;
    }
    prev = at;
  }
  if (openAt !== null) out.push({ kind, startMs: openAt, endMs: toMs });
  return out;
}

/** Kharmas (Malmas): the Sun in Dhanu or Meena, the signs of Jupiter, when the Sun is said to weaken him. */
const inKharmas = (ms: number) => [8, 11].includes(sunSignAt(ms));

/**
 * Combustion orbs, in longitude from the Sun. Jupiter: Surya Siddhanta's 11°. Venus: the text's
 * 10° (8° retrograde) would keep Venus set until mid-February 2026, while the almanacs that fix
 * wedding dates give its setting on 11–12 December 2025 and its rising on 1 February 2026, when it
 * stood 6.2° and 6.0° from the Sun; so 6° direct, and the text's ratio (8/10) when retrograde,
 * 4.8°. Decision 029 gives the reasoning.
 */
export const JUPITER_ORB = 11;
export const VENUS_ORB = 6;
export const VENUS_RETRO_ORB = 4.8;

const distanceFromSun = (graha: 'Jupiter' | 'Venus', ms: number) =>
  Math.abs(differenceDegrees(siderealLongitude(graha, ms), siderealLongitude('Sun', ms)));

const jupiterCombust = (ms: number) => distanceFromSun('Jupiter', ms) < JUPITER_ORB;
function venusCombust(ms: number): boolean {
  const retrograde = differenceDegrees(siderealLongitude('Venus', ms + HOUR_MS), siderealLongitude('Venus', ms - HOUR_MS)) < 0;
  return distanceFromSun('Venus', ms) < (retrograde ? VENUS_RETRO_ORB : VENUS_ORB);
}

/**
 * The days just after a graha rises from combustion (balya) and just before it sets (vriddha),
 * BALYA_VRIDDHA_DAYS long. The combustion is looked for a month beyond the range on both sides, so
 * that a rising or setting just outside it still throws its days in; an edge of that wider search
 * is not a rising or a setting and throws none.
 */
function balyaVriddha(kind: 'guru-balya-vriddha' | 'shukra-balya-vriddha', fromMs: number, toMs: number): Blackout[] {
  const graha = kind === 'guru-balya-vriddha' ? 'Jupiter' : 'Venus';
  const { balya, vriddha } = BALYA_VRIDDHA_DAYS[graha];
  const reachFrom = fromMs - 30 * DAY_MS;
  const reachTo = toMs + 30 * DAY_MS;
  const asta = stretches(kind, graha === 'Jupiter' ? jupiterCombust : venusCombust, reachFrom, reachTo, DAY_MS);
  return asta.flatMap((a) => [
    ...(a.startMs > reachFrom ? [{ kind, startMs: a.startMs - vriddha * DAY_MS, endMs: a.startMs }] : []),
    ...(a.endMs < reachTo ? [{ kind, startMs: a.endMs, endMs: a.endMs + balya * DAY_MS }] : []),
  ]);
}

/**
 * The day of a Sankranti, the Sun's entry into a sign: from the sunrise before the ingress to the
 * sunrise after, at the place. A Sankranti is one of the faults of a muhurta the texts list
 * (Muhurta Chintamani, shubhashubha prakarana; A. P. Rao's "twenty-one great faults"), and the
 * almanacs keep its day out; the Sun's ingress is an instant, so the panchang day holding it is
 * the day lost, whatever the clock says.
 */
function sankrantis(place: PanchangPlace, fromMs: number, toMs: number): Blackout[] {
  const sunrise = (date: string) => riseAndSetOn(Body.Sun, date, place).riseMs;
  return scanGraha('Sun', fromMs - DAY_MS, toMs + DAY_MS).flatMap((e) => {
    if (e.kind !== 'ingress') return [];
    let date = formatLocalDate(e.atMs, place.timezone);
    const rise = sunrise(date);
    if (rise !== null && e.atMs < rise) date = addDays(date, -1);
    // Where the Sun does not rise (polar days and nights) the civil day stands in for the panchang day.
    const start = sunrise(date) ?? e.atMs - 12 * HOUR_MS;
    const end = sunrise(addDays(date)) ?? e.atMs + 12 * HOUR_MS;
    return [{ kind: 'sankranti' as const, startMs: start, endMs: end }];
  });
}

/**
 * Eclipses seen at the place, each closed from the start of its sutak to the end of the eclipse
 * (eclipses.ts: the sutak rule, and why a penumbral lunar eclipse has none).
 */
function eclipses(place: PanchangPlace, fromMs: number, toMs: number): Blackout[] {
  return eclipsesOver(place, fromMs - 2 * DAY_MS, toMs + DAY_MS)
    .filter((e) => e.sutakStartMs !== null)
    .map((e) => ({ kind: 'eclipse', startMs: e.sutakStartMs!, endMs: e.endMs }));
}

/** Every blackout of the asked kinds touching [fromMs, toMs) at a place, in time order. */
export function blackoutsOver(kinds: readonly BlackoutKind[], place: PanchangPlace, fromMs: number, toMs: number, months = monthsOver(fromMs, toMs)): Blackout[] {
  const want = new Set(kinds);
  const out: Blackout[] = [];
  if (want.has('chaturmas')) out.push(...chaturmas(fromMs, toMs));
  if (want.has('kharmas')) out.push(...stretches('kharmas', inKharmas, fromMs, toMs, DAY_MS));
  if (want.has('guru-asta')) out.push(...stretches('guru-asta', jupiterCombust, fromMs, toMs, DAY_MS));
  if (want.has('shukra-asta')) out.push(...stretches('shukra-asta', venusCombust, fromMs, toMs, DAY_MS));
  if (want.has('guru-balya-vriddha')) out.push(...balyaVriddha('guru-balya-vriddha', fromMs, toMs));
  if (want.has('shukra-balya-vriddha')) out.push(...balyaVriddha('shukra-balya-vriddha', fromMs, toMs));
  if (want.has('sankranti')) out.push(...sankrantis(place, fromMs, toMs));
  if (want.has('adhika-masa')) out.push(...adhika(months));
  if (want.has('pitru-paksha')) out.push(...pitruPaksha(months));
  if (want.has('eclipse')) out.push(...eclipses(place, fromMs, toMs));
  if (want.has('holashtak')) out.push(...holashtak(months));
  return out.filter((b) => b.endMs > fromMs && b.startMs < toMs).sort((a, b) => a.startMs - b.startMs || a.kind.localeCompare(b.kind));
}
