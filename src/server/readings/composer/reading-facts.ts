/**
 * The chart facts a reading rests on, computed with the engine (src/astro) and kept as one plain,
 * serialisable object: the built-in composer writes from it, and the OpenAI writer sends it (as
 * `factsToPromptLines`) as the "computed chart facts" of its prompt.
 *
 * Periods are dated on India's calendar (Asia/Kolkata): the audience is in India, the server does
 * not know where a user is today (the birth place is not the home), and every date in the text is
 * written for India. 'Today' is the India date of `now`:
 * - daily: today, 00:00 to 24:00 India time; the panchang is the one of today's date at the birth
 *   place, taken at its sunrise as almanacs do, and the day's transits are taken at that instant.
 * - weekly: today and the next six days.
 * - monthly, quarterly, yearly: from today to the day before the same date one, three or twelve
 *   months on (a rolling month, never a stub of the calendar month when asked late in a month).
 * - career, love, health, life: the natal chart with the dasha running today; slow-planet events
 *   of the coming twelve months are listed so a reading can say what is about to change.
 */
import type { Chart } from '../../../astro/chart';
import { bodyOf } from '../../../astro/chart';
import type { Dashas, DashaPeriod } from '../../../astro/dasha';
import { DASHA_YEARS, runningPeriods } from '../../../astro/dasha';
import { NAKSHATRAS, NAKSHATRA_LORDS } from '../../../astro/nakshatra';
import { computePanchang } from '../../../astro/panchang';
import { computeTransits, sadeSatiFor } from '../../../astro/transits';
import type { SadeSatiPhase } from '../../../astro/transits';
import type { Planet } from '../../../astro/ephemeris';
import { GRAHAS, SIGNS, SIGN_LORDS, houseFrom } from '../../../astro/zodiac';
import type { Dignity, Graha } from '../../../astro/zodiac';
import type { ProfileView } from '../../../shared/profile';
import type { ReadingType } from '../../../shared/reading-types';
import type { BirthChart } from '../../charts/chart-service';
import { READING_TIME_ZONE, addDays, addMonths, dayMonthYear, daysBetween, localStamp, spanLabel, startOfDayMs } from './dates';
import { NAKSHATRA_NATURE, TARAS, VARA_LORDS, YOGA_AUSPICIOUS, tithiGroup } from './lore';
import type { NakshatraNature, TithiGroup } from './lore';
import { periodEvents, siderealLongitude } from '../../../astro/transit-events';
import type { RawEvent } from '../../../astro/transit-events';

export const SEVEN_PLANETS: readonly Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const KENDRAS = [1, 4, 7, 10];
const TRIKONAS = [1, 5, 9];

export type PeriodKind = 'day' | 'span' | 'natal';

export interface PeriodFacts {
  kind: PeriodKind;
  timeZone: string;
  /** First day 'YYYY-MM-DD' (today in India). */
  start: string;
  /** Last day, inclusive. For natal readings, the end of the twelve-month outlook. */
  end: string;
  startMs: number;
  /** Exclusive end: midnight after the last day. */
  endMs: number;
  days: number;
  label: string;
}

export interface PersonFacts {
  name: string;
  firstName: string;
  gender: 'male' | 'female';
  birthDate: string;
  birthTime: string;
  birthPlace: string;
  /** The birth place was not found and a stand-in was used: the lagna may be off. */
  approximate: boolean;
}

export interface NatalGrahaFact {
  name: Graha;
  sign: number;
  signName: string;
  /** Degrees within the sign. */
  degree: number;
  /** Whole-sign house from the lagna. */
  house: number;
  houseFromMoon: number;
  dignity: Dignity;
  retrograde: boolean;
  combust: boolean;
  nakshatra: string;
  nakshatraIndex: number;
  pada: number;
  nakshatraLord: Graha;
  navamsaSign: number;
  /** Same sign in the rashi (D1) and the navamsa (D9). */
  vargottama: boolean;
  /** Houses this graha rules from the lagna (none for Rahu and Ketu). */
  rules: number[];
}

export interface HouseFact {
  house: number;
  sign: number;
  signName: string;
  lord: Planet;
  lordHouse: number;
  lordSign: number;
  lordDignity: Dignity;
  occupants: Graha[];
  /** Planets casting a full graha drishti on the house (7th for all; Mars 4/8, Jupiter 5/9, Saturn 3/10). */
  aspectedBy: Planet[];
}

export type YogaKey =
  | 'gaja-kesari' | 'budha-aditya' | 'chandra-mangala'
  | 'ruchaka' | 'bhadra' | 'hamsa' | 'malavya' | 'shasha'
  | 'raja-yoga' | 'parivartana' | 'yogakaraka';

export interface YogaFact {
  key: YogaKey;
  name: string;
  grahas: Graha[];
  /** Houses from the lagna where it forms (the grahas' houses). */
  houses: number[];
}

export interface NatalFacts {
  lagna: { sign: number; signName: string; degree: number; nakshatra: string; pada: number; lord: Planet; navamsaSign: number };
  moon: { sign: number; signName: string; nakshatra: string; nakshatraIndex: number; pada: number; nakshatraLord: Graha; paksha: 'Shukla' | 'Krishna'; tithi: number };
  grahas: Record<Graha, NatalGrahaFact>;
  /** Keyed 1–12. */
  houses: Record<number, HouseFact>;
  navamsa: { lagnaSign: number; venusSign: number; seventhLord: Planet; seventhLordSign: number };
  /** Jaimini chara karakas, seven-karaka scheme (Sun to Saturn by degree within the sign). */
  karakas: { atmakaraka: Planet; amatyakaraka: Planet; darakaraka: Planet };
  yogas: YogaFact[];
  /** The planets best and worst placed by dignity (exaltation, own sign, debility, combustion), best first / worst first. */
  strongest: Planet[];
  weakest: Planet[];
  /** Mars in the 1st, 2nd, 4th, 7th, 8th or 12th from the lagna (the common reckoning of Mangal dosha). */
  manglik: boolean;
}

export interface DashaSpan {
  lord: Graha;
  start: string;
  end: string;
  startMs: number;
  endMs: number;
}

export interface DashaLordSpan extends DashaSpan {
  natalSign: number;
  natalHouse: number;
  /** Houses the lord rules from the lagna. */
  rules: number[];
}

export interface DashaFacts {
  mahadasha: DashaLordSpan;
  antardasha: DashaLordSpan;
  pratyantardasha: DashaSpan;
  /** The antardasha after the running one (it may open the next mahadasha). */
  nextAntardasha: DashaSpan;
  /** Mahadasha and antardasha starts strictly inside the period. */
  changes: Array<{ level: 'mahadasha' | 'antardasha'; lord: Graha; start: string; startMs: number }>;
  /** The running mahadasha and the two after it. */
  sequence: DashaSpan[];
}

export interface TransitFact {
  name: Graha;
  sign: number;
  signName: string;
  degree: number;
  nakshatra: string;
  retrograde: boolean;
  houseFromMoon: number;
  houseFromLagna: number;
}

export type SaturnFromMoon = 'sade-sati' | 'ashtama' | 'ardhashtama' | 'kantaka' | null;

export interface SadeSatiFacts {
  running: boolean;
  phase: SadeSatiPhase | null;
  saturnHouseFromMoon: number;
  /** Other classical Saturn transits from the Moon: 8th (ashtama), 4th (ardhashtama), 7th and 10th (kantaka). */
  saturnFromMoon: SaturnFromMoon;
  /** When Saturn changes sign inside the period: the new state. */
  changes: Array<{ date: string; running: boolean; phase: SadeSatiPhase | null; saturnHouseFromMoon: number }>;
}

export interface TransitEventFact {
  kind: 'ingress' | 'station';
  graha: Graha;
  atMs: number;
  /** India date and time. */
  date: string;
  time: string;
  /** Ingress: the sign left and entered. Station: fromSign = toSign = the sign it stands in. */
  fromSign: number;
  toSign: number;
  /** Ingress made moving backwards; for a station, whether the planet turns retrograde. */
  retrograde: boolean;
  houseFromMoon: number;
  houseFromLagna: number;
}

export interface MoonWindow {
  /** null: already running when the period starts / still running when it ends. */
  start: { date: string; time: string } | null;
  end: { date: string; time: string } | null;
}

export interface DailyFacts {
  date: string;
  panchang: {
    place: string;
    sunrise: string | null;
    vara: string;
    varaEnglish: string;
    varaLord: Planet;
    tithi: { number: number; name: string; paksha: 'Shukla' | 'Krishna'; group: TithiGroup };
    nakshatra: { index: number; name: string; english: string; pada: number; lord: Graha; nature: NakshatraNature };
    yoga: { number: number; name: string; auspicious: boolean };
    karana: string;
  };
  moon: { sign: number; signName: string; houseFromMoon: number; houseFromLagna: number; chandrashtama: boolean };
  /** The Moon changing sign during the India day. */
  moonIngress: { time: string; toSign: number; houseFromMoon: number; chandrashtama: boolean } | null;
  taraBala: { count: number; tara: number; name: string; meaning: string; favourable: boolean };
}

export interface ReadingFacts {
  version: 1;
  readingType: ReadingType;
  person: PersonFacts;
  period: PeriodFacts;
  natal: NatalFacts;
  dasha: DashaFacts | null;
  transits: { date: string; time: string; atMs: number; bodies: Record<Graha, TransitFact> };
  sadeSati: SadeSatiFacts;
  events: TransitEventFact[];
  /** Windows of the Moon in the 8th from the natal Moon inside the period (weekly and monthly). */
  chandrashtama: MoonWindow[];
  daily: DailyFacts | null;
}

export interface ReadingFactsInput {
  profile: ProfileView;
  birth: Pick<BirthChart, 'chart' | 'dashas' | 'place' | 'approximate'>;
  readingType: ReadingType;
  now: Date;
  /** The calendar periods are dated on; India unless a caller knows better. */
  timeZone?: string;
}

const PERIOD_MONTHS: Partial<Record<ReadingType, number>> = { monthly: 1, quarterly: 3, yearly: 12 };
const round2 = (x: number) => Math.round(x * 100) / 100;
const signName = (s: number) => SIGNS[s]!.english;

export function firstNameOf(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first || 'friend';
}

function periodOf(readingType: ReadingType, now: Date, timeZone: string): PeriodFacts {
  const start = localStamp(now.getTime(), timeZone).date;
  const months = PERIOD_MONTHS[readingType];
  const kind: PeriodKind = readingType === 'daily' ? 'day' : readingType === 'weekly' || months ? 'span' : 'natal';
  const after = readingType === 'daily' ? addDays(start, 1) : readingType === 'weekly' ? addDays(start, 7) : addMonths(start, months ?? 12);
  const end = addDays(after, -1);
  return {
    kind, timeZone, start, end,
    startMs: startOfDayMs(start, timeZone),
    endMs: startOfDayMs(after, timeZone),
    days: daysBetween(start, after),
    label: spanLabel(start, end),
  };
}

function natalFacts(chart: Chart): NatalFacts {
  const lagnaSign = chart.ascendant.sign;
  const moonBody = bodyOf(chart, 'Moon');
  const sunBody = bodyOf(chart, 'Sun');
  const rulesOf = (g: Graha) => (g === 'Rahu' || g === 'Ketu' ? [] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((h) => SIGN_LORDS[(lagnaSign + h - 1) % 12] === g));
  const grahas = {} as Record<Graha, NatalGrahaFact>;
  for (const b of chart.bodies) {
    grahas[b.name] = {
      name: b.name, sign: b.sign, signName: signName(b.sign), degree: round2(b.degree), house: b.house,
      houseFromMoon: houseFrom(b.sign, moonBody.sign), dignity: b.dignity, retrograde: b.retrograde, combust: b.combust,
      nakshatra: NAKSHATRAS[b.nakshatra]!.sanskrit, nakshatraIndex: b.nakshatra, pada: b.pada, nakshatraLord: b.nakshatraLord,
      navamsaSign: b.navamsaSign, vargottama: b.navamsaSign === b.sign, rules: rulesOf(b.name),
    };
  }
  const houses: Record<number, HouseFact> = {};
  for (let h = 1; h <= 12; h++) {
    const sign = (lagnaSign + h - 1) % 12;
    const lord = SIGN_LORDS[sign]!;
    houses[h] = {
      house: h, sign, signName: signName(sign), lord,
      lordHouse: grahas[lord].house, lordSign: grahas[lord].sign, lordDignity: grahas[lord].dignity,
      occupants: GRAHAS.filter((g) => grahas[g].house === h),
      aspectedBy: SEVEN_PLANETS.filter((p) => aspects(p, grahas[p].house).includes(h)),
    };
  }
  const seventhLord = houses[7]!.lord;
  const byDegree = [...SEVEN_PLANETS].sort((a, b) => grahas[b].degree - grahas[a].degree);
  const elongation = (moonBody.longitude - sunBody.longitude + 360) % 360;
  const tithi = Math.min(30, Math.floor(elongation / 12) + 1);
  const ranked = [...SEVEN_PLANETS].sort((a, b) => strength(grahas[b]) - strength(grahas[a]) || SEVEN_PLANETS.indexOf(a) - SEVEN_PLANETS.indexOf(b));
  return {
    lagna: {
      sign: lagnaSign, signName: signName(lagnaSign), degree: round2(chart.ascendant.degree),
      nakshatra: NAKSHATRAS[chart.ascendant.nakshatra]!.sanskrit, pada: chart.ascendant.pada,
      lord: SIGN_LORDS[lagnaSign]!, navamsaSign: chart.ascendant.navamsaSign,
    },
    moon: {
      sign: moonBody.sign, signName: signName(moonBody.sign), nakshatra: NAKSHATRAS[moonBody.nakshatra]!.sanskrit,
      nakshatraIndex: moonBody.nakshatra, pada: moonBody.pada, nakshatraLord: moonBody.nakshatraLord,
      paksha: tithi <= 15 ? 'Shukla' : 'Krishna', tithi,
    },
    grahas, houses,
    navamsa: { lagnaSign: chart.ascendant.navamsaSign, venusSign: grahas.Venus.navamsaSign, seventhLord, seventhLordSign: grahas[seventhLord].navamsaSign },
    karakas: { atmakaraka: byDegree[0]!, amatyakaraka: byDegree[1]!, darakaraka: byDegree[6]! },
    yogas: yogasOf(grahas, houses),
    strongest: ranked.filter((p) => strength(grahas[p]) > 0).slice(0, 2),
    weakest: ranked.filter((p) => strength(grahas[p]) < 0).reverse().slice(0, 2),
    manglik: [1, 2, 4, 7, 8, 12].includes(grahas.Mars.house),
  };
}

/** Houses (from the lagna) a planet in `house` aspects by full graha drishti. */
export function aspects(planet: Planet, house: number): number[] {
  const counts = planet === 'Mars' ? [4, 7, 8] : planet === 'Jupiter' ? [5, 7, 9] : planet === 'Saturn' ? [3, 7, 10] : [7];
  return counts.map((n) => ((house + n - 2) % 12) + 1);
}

/** A simple dignity score: the planets a reading may call strong or weak, and nothing subtler. */
function strength(g: NatalGrahaFact): number {
  const base = g.dignity === 'exalted' ? 3 : g.dignity === 'own' ? 2 : g.dignity === 'debilitated' ? -3 : 0;
  return base + (g.combust ? -1.5 : 0) + (g.vargottama ? 1 : 0);
}

const MAHAPURUSHA: Partial<Record<Planet, { key: YogaKey; name: string }>> = {
  Mars: { key: 'ruchaka', name: 'Ruchaka' },
  Mercury: { key: 'bhadra', name: 'Bhadra' },
  Jupiter: { key: 'hamsa', name: 'Hamsa' },
  Venus: { key: 'malavya', name: 'Malavya' },
  Saturn: { key: 'shasha', name: 'Shasha' },
};

/** Only yogas whose classical definition can be checked from signs alone. */
function yogasOf(grahas: Record<Graha, NatalGrahaFact>, houses: Record<number, HouseFact>): YogaFact[] {
  const yogas: YogaFact[] = [];
  const { Sun, Moon, Mars, Mercury, Jupiter } = grahas;
  if (KENDRAS.includes(houseFrom(Jupiter.sign, Moon.sign))) {
    yogas.push({ key: 'gaja-kesari', name: 'Gaja Kesari', grahas: ['Jupiter', 'Moon'], houses: [Jupiter.house, Moon.house] });
  }
  if (Sun.sign === Mercury.sign) yogas.push({ key: 'budha-aditya', name: 'Budha-Aditya', grahas: ['Sun', 'Mercury'], houses: [Sun.house] });
  if (Moon.sign === Mars.sign) yogas.push({ key: 'chandra-mangala', name: 'Chandra-Mangala', grahas: ['Moon', 'Mars'], houses: [Moon.house] });
  for (const [planet, yoga] of Object.entries(MAHAPURUSHA) as Array<[Planet, { key: YogaKey; name: string }]>) {
    const g = grahas[planet];
    if ((g.dignity === 'own' || g.dignity === 'exalted') && KENDRAS.includes(g.house)) {
      yogas.push({ key: yoga.key, name: yoga.name, grahas: [planet], houses: [g.house] });
    }
  }
  const lordOf = (h: number) => houses[h]!.lord;
  const kendraLords = new Set(KENDRAS.map(lordOf));
  const trikonaLords = new Set(TRIKONAS.map(lordOf));
  for (const p of SEVEN_PLANETS) {
    const rules = grahas[p].rules;
    if (rules.some((h) => h === 4 || h === 7 || h === 10) && rules.some((h) => h === 5 || h === 9)) {
      yogas.push({ key: 'yogakaraka', name: 'Yogakaraka', grahas: [p], houses: [grahas[p].house] });
    }
  }
  for (let i = 0; i < SEVEN_PLANETS.length; i++) {
    for (let j = i + 1; j < SEVEN_PLANETS.length; j++) {
      const a = SEVEN_PLANETS[i]!;
      const b = SEVEN_PLANETS[j]!;
      if (grahas[a].sign === grahas[b].sign && ((kendraLords.has(a) && trikonaLords.has(b)) || (kendraLords.has(b) && trikonaLords.has(a)))) {
        yogas.push({ key: 'raja-yoga', name: 'Raja', grahas: [a, b], houses: [grahas[a].house] });
      }
      if (SIGN_LORDS[grahas[a].sign] === b && SIGN_LORDS[grahas[b].sign] === a) {
        yogas.push({ key: 'parivartana', name: 'Parivartana', grahas: [a, b], houses: [grahas[a].house, grahas[b].house] });
      }
    }
  }
  return yogas;
}

function span(p: DashaPeriod, zone: string): DashaSpan {
  return { lord: p.lord, start: localStamp(p.startMs, zone).date, end: localStamp(p.endMs, zone).date, startMs: Math.round(p.startMs), endMs: Math.round(p.endMs) };
}

function dashaFacts(dashas: Dashas, natal: NatalFacts, period: PeriodFacts, atMs: number): DashaFacts | null {
  const running = runningPeriods(dashas, atMs);
  if (!running) return null;
  const zone = period.timeZone;
  const lordSpan = (p: DashaPeriod): DashaLordSpan => ({
    ...span(p, zone), natalSign: natal.grahas[p.lord].sign, natalHouse: natal.grahas[p.lord].house, rules: natal.grahas[p.lord].rules,
  });
  const mdIndex = dashas.mahadashas.indexOf(running.mahadasha);
  const allAntardashas = dashas.mahadashas.flatMap((m) => m.antardashas);
  const adIndex = allAntardashas.indexOf(running.antardasha);
  const next = allAntardashas[adIndex + 1] ?? running.antardasha;
  // Pratyantardashas divide the antardasha as antardashas divide the mahadasha.
  const ad = running.antardasha;
  const length = ad.endMs - ad.startMs;
  const first = NAKSHATRA_LORDS.indexOf(ad.lord);
  let cursor = ad.startMs;
  let pratyantar: DashaPeriod = { lord: ad.lord, startMs: ad.startMs, endMs: ad.endMs };
  for (let k = 0; k < 9; k++) {
    const lord = NAKSHATRA_LORDS[(first + k) % 9]!;
    const endMs = cursor + (length * DASHA_YEARS[lord]) / 120;
    if (atMs >= cursor && atMs < endMs) pratyantar = { lord, startMs: cursor, endMs };
    cursor = endMs;
  }
  const changes: DashaFacts['changes'] = [];
  for (const m of dashas.mahadashas) {
    for (const a of m.antardashas) {
      if (a.startMs > period.startMs && a.startMs < period.endMs) {
        changes.push({ level: a.startMs === m.startMs ? 'mahadasha' : 'antardasha', lord: a.startMs === m.startMs ? m.lord : a.lord, start: localStamp(a.startMs, zone).date, startMs: Math.round(a.startMs) });
      }
    }
  }
  return {
    mahadasha: lordSpan(running.mahadasha),
    antardasha: lordSpan(running.antardasha),
    pratyantardasha: span(pratyantar, zone),
    nextAntardasha: span(next, zone),
    changes,
    sequence: dashas.mahadashas.slice(mdIndex, mdIndex + 3).map((m) => span(m, zone)),
  };
}

function saturnFromMoonOf(house: number): SaturnFromMoon {
  if (house === 12 || house === 1 || house === 2) return 'sade-sati';
  if (house === 8) return 'ashtama';
  if (house === 4) return 'ardhashtama';
  if (house === 7 || house === 10) return 'kantaka';
  return null;
}

/** Which grahas' events a reading looks at. */
function scannedGrahas(readingType: ReadingType): Graha[] {
  if (readingType === 'daily') return ['Sun', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
  if (['career', 'love', 'health', 'life'].includes(readingType)) return ['Jupiter', 'Saturn', 'Rahu', 'Ketu'];
  return ['Sun', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
}

function eventFacts(raw: RawEvent[], natal: NatalFacts, zone: string): TransitEventFact[] {
  return raw.map((e) => {
    const toSign = e.kind === 'ingress' ? e.toSign : e.sign;
    const stamp = localStamp(e.atMs, zone);
    return {
      kind: e.kind, graha: e.graha, atMs: e.atMs, date: stamp.date, time: stamp.time,
      fromSign: e.kind === 'ingress' ? e.fromSign : e.sign, toSign,
      retrograde: e.kind === 'ingress' ? e.retrograde : e.station === 'retrograde',
      houseFromMoon: houseFrom(toSign, natal.moon.sign), houseFromLagna: houseFrom(toSign, natal.lagna.sign),
    };
  });
}

/** Windows of the Moon in the 8th sign from the natal Moon that overlap the period. */
function chandrashtamaWindows(natal: NatalFacts, period: PeriodFacts, node: 'mean' | 'true'): MoonWindow[] {
  const margin = 3 * 86_400_000;
  const eighth = (natal.moon.sign + 7) % 12;
  const moonEvents = periodEvents(['Moon'], period.startMs - margin, period.endMs + margin, node) as Array<Extract<RawEvent, { kind: 'ingress' }>>;
  const windows: MoonWindow[] = [];
  const inside = (ms: number) => ms >= period.startMs && ms < period.endMs;
  const startsIn = Math.floor(siderealLongitude('Moon', period.startMs, node) / 30) % 12 === eighth;
  let open: number | null = startsIn ? -1 : null;
  for (const e of moonEvents) {
    if (e.toSign === eighth) open = e.atMs;
    else if (e.fromSign === eighth && open !== null) {
      if (e.atMs > period.startMs && (open === -1 || open < period.endMs)) {
        windows.push({
          start: open === -1 || !inside(open) ? null : localStamp(open, period.timeZone),
          end: inside(e.atMs) ? localStamp(e.atMs, period.timeZone) : null,
        });
      }
      open = null;
    }
  }
  if (open !== null && (open === -1 || open < period.endMs) && !windows.some((w) => w.end === null)) {
    windows.push({ start: open === -1 || !inside(open) ? null : localStamp(open, period.timeZone), end: null });
  }
  return windows;
}

function dailyFacts(natal: NatalFacts, birth: ReadingFactsInput['birth'], period: PeriodFacts, node: 'mean' | 'true'): { daily: DailyFacts; atMs: number } {
  const p = computePanchang(period.start, birth.place);
  const moonLon = siderealLongitude('Moon', p.atMs, node);
  const moonSign = Math.floor(moonLon / 30) % 12;
  const moonHouse = houseFrom(moonSign, natal.moon.sign);
  const count = ((p.nakshatra.index - natal.moon.nakshatraIndex + 27) % 27) + 1;
  const tara = ((count - 1) % 9) + 1;
  const taraInfo = TARAS[tara - 1]!;
  const ingress = (periodEvents(['Moon'], period.startMs, period.endMs, node) as Array<Extract<RawEvent, { kind: 'ingress' }>>).find((e) => e.atMs > p.atMs);
  return {
    atMs: p.atMs,
    daily: {
      date: period.start,
      panchang: {
        place: birth.place.city ? `${birth.place.city}, ${birth.place.country}` : birth.place.country,
        sunrise: p.sunrise ? p.sunrise.slice(11, 16) : null,
        vara: p.vara.name, varaEnglish: p.vara.english, varaLord: VARA_LORDS[p.vara.index]!,
        tithi: { ...p.tithi, group: tithiGroup(p.tithi.number) },
        nakshatra: {
          index: p.nakshatra.index, name: p.nakshatra.name, english: p.nakshatra.english, pada: p.nakshatra.pada,
          lord: NAKSHATRA_LORDS[p.nakshatra.index % 9]!, nature: NAKSHATRA_NATURE[p.nakshatra.index]!,
        },
        yoga: { ...p.yoga, auspicious: YOGA_AUSPICIOUS[p.yoga.number - 1]! },
        karana: p.karana.name,
      },
      moon: { sign: moonSign, signName: signName(moonSign), houseFromMoon: moonHouse, houseFromLagna: houseFrom(moonSign, natal.lagna.sign), chandrashtama: moonHouse === 8 },
      moonIngress: ingress
        ? { time: localStamp(ingress.atMs, period.timeZone).time, toSign: ingress.toSign, houseFromMoon: houseFrom(ingress.toSign, natal.moon.sign), chandrashtama: houseFrom(ingress.toSign, natal.moon.sign) === 8 }
        : null,
      taraBala: { count, tara, name: taraInfo.name, meaning: taraInfo.meaning, favourable: taraInfo.favourable },
    },
  };
}

/** Every chart fact a reading of `readingType` made at `now` may use. Pure: no I/O, no clock. */
export function buildReadingFacts(input: ReadingFactsInput): ReadingFacts {
  const { profile, birth, readingType, now } = input;
  const zone = input.timeZone ?? READING_TIME_ZONE;
  const chart = birth.chart;
  const node = chart.input.node;
  const period = periodOf(readingType, now, zone);
  const natal = natalFacts(chart);
  const dailyPart = readingType === 'daily' ? dailyFacts(natal, birth, period, node) : null;
  const atMs = dailyPart?.atMs ?? period.startMs;
  const t = computeTransits(chart, atMs);
  const bodies = {} as Record<Graha, TransitFact>;
  for (const b of t.bodies) {
    bodies[b.name] = {
      name: b.name, sign: b.sign, signName: signName(b.sign), degree: round2(b.degree), nakshatra: NAKSHATRAS[b.nakshatra]!.sanskrit,
      retrograde: b.retrograde, houseFromMoon: b.houseFromMoon, houseFromLagna: b.houseFromLagna,
    };
  }
  const events = eventFacts(periodEvents(scannedGrahas(readingType), period.startMs, period.endMs, node), natal, zone);
  const saturnHouse = bodies.Saturn.houseFromMoon;
  const sadeSati: SadeSatiFacts = {
    ...t.sadeSati, saturnHouseFromMoon: saturnHouse, saturnFromMoon: saturnFromMoonOf(saturnHouse),
    changes: events
      .filter((e) => e.kind === 'ingress' && e.graha === 'Saturn')
      .map((e) => ({ date: e.date, ...sadeSatiFor(e.toSign, natal.moon.sign), saturnHouseFromMoon: e.houseFromMoon })),
  };
  const stamp = localStamp(atMs, zone);
  return {
    version: 1,
    readingType,
    person: {
      name: profile.name.trim(), firstName: firstNameOf(profile.name), gender: profile.gender,
      birthDate: profile.birthDate, birthTime: profile.birthTime,
      birthPlace: [profile.birthLocation.city, profile.birthLocation.country].filter(Boolean).join(', '),
      approximate: birth.approximate,
    },
    period,
    natal,
    dasha: dashaFacts(birth.dashas, natal, period, atMs),
    transits: { date: stamp.date, time: stamp.time, atMs, bodies },
    sadeSati,
    events,
    chandrashtama: readingType === 'weekly' || readingType === 'monthly' ? chandrashtamaWindows(natal, period, node) : [],
    daily: dailyPart?.daily ?? null,
  };
}

const ord = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`;

/**
 * The facts as short lines of text, for a language model's prompt. Everything a reading may say
 * is here; sign names are English (the model glosses them as it likes).
 */
export function factsToPromptLines(f: ReadingFacts): string[] {
  const n = f.natal;
  const sign = (s: number) => SIGNS[s]!.english;
  const flags = (g: NatalGrahaFact) => [g.dignity !== 'neutral' ? g.dignity : '', g.retrograde && g.name !== 'Rahu' && g.name !== 'Ketu' ? 'retrograde' : '', g.combust ? 'combust' : '', g.vargottama ? 'vargottama' : ''].filter(Boolean);
  const lines: string[] = [
    `Reading: ${f.readingType}, for ${f.person.firstName}; period ${f.period.label} (dates in India time, ${f.period.timeZone})`,
  ];
  if (f.person.approximate) lines.push('Birth place not found: the chart uses Ujjain as a stand-in, so the lagna and houses are approximate');
  lines.push(
    `Lagna (ascendant): ${n.lagna.signName} ${n.lagna.degree.toFixed(1)}°, ${n.lagna.nakshatra} pada ${n.lagna.pada}; lagna lord ${n.lagna.lord}`,
    `Moon sign (janma rashi): ${n.moon.signName}, nakshatra ${n.moon.nakshatra} pada ${n.moon.pada} (lord ${n.moon.nakshatraLord}); born in ${n.moon.paksha} paksha`,
  );
  for (const g of GRAHAS) {
    const x = n.grahas[g];
    const extra = flags(x);
    lines.push(`${g}: ${x.signName} ${x.degree.toFixed(1)}°, house ${x.house}, ${x.houseFromMoon === 1 ? 'with the Moon' : `${ord(x.houseFromMoon)} from the Moon`}, ${x.nakshatra} pada ${x.pada}, navamsa ${sign(x.navamsaSign)}${extra.length ? `; ${extra.join(', ')}` : ''}${x.rules.length ? `; rules houses ${x.rules.join(' and ')}` : ''}`);
  }
  const houseLine = (h: number) => {
    const x = n.houses[h]!;
    return `House ${h}: ${x.signName}, lord ${x.lord} in house ${x.lordHouse} (${sign(x.lordSign)}${x.lordDignity !== 'neutral' ? `, ${x.lordDignity}` : ''}); occupants ${x.occupants.length ? x.occupants.join(', ') : 'none'}; aspected by ${x.aspectedBy.length ? x.aspectedBy.join(', ') : 'none'}`;
  };
  const focusHouses: Record<ReadingType, number[]> = {
    daily: [1], weekly: [1, 10], monthly: [1, 10], quarterly: [1, 10], yearly: [1, 10],
    career: [10, 2, 6, 11], love: [7, 5, 2], health: [1, 6, 8], life: [1, 4, 7, 10],
  };
  for (const h of focusHouses[f.readingType]) lines.push(houseLine(h));
  lines.push(`Navamsa (D9): lagna ${sign(n.navamsa.lagnaSign)}; Venus ${sign(n.navamsa.venusSign)}; 7th lord ${n.navamsa.seventhLord} ${sign(n.navamsa.seventhLordSign)}`);
  lines.push(`Chara karakas: atmakaraka ${n.karakas.atmakaraka}, amatyakaraka ${n.karakas.amatyakaraka}, darakaraka ${n.karakas.darakaraka}`);
  lines.push(`Yogas present: ${n.yogas.length ? n.yogas.map((y) => `${y.name} (${y.grahas.join(' + ')})`).join('; ') : 'none of the listed classical yogas'}`);
  if (n.strongest.length) lines.push(`Strongest by dignity: ${n.strongest.join(', ')}`);
  if (n.weakest.length) lines.push(`Weakest by dignity: ${n.weakest.join(', ')}`);
  if (f.readingType === 'love') lines.push(`Mangal dosha (Mars in 1/2/4/7/8/12 from lagna): ${n.manglik ? 'yes' : 'no'}`);
  const d = f.dasha;
  if (d) {
    lines.push(`Vimshottari mahadasha: ${d.mahadasha.lord} (${d.mahadasha.start} to ${d.mahadasha.end}); antardasha: ${d.antardasha.lord} (${d.antardasha.start} to ${d.antardasha.end}); pratyantardasha: ${d.pratyantardasha.lord} (until ${d.pratyantardasha.end})`);
    lines.push(`Next antardasha: ${d.nextAntardasha.lord} from ${d.nextAntardasha.start}`);
    for (const c of d.changes) lines.push(`Dasha change in the period: ${c.lord} ${c.level} begins ${c.start}`);
    lines.push(`Mahadasha sequence: ${d.sequence.map((s) => `${s.lord} ${s.start.slice(0, 4)}–${s.end.slice(0, 4)}`).join(', ')}`);
  }
  const t = f.transits;
  lines.push(`Transits on ${dayMonthYear(t.date)} ${t.time} India time (house from natal Moon / from lagna):`);
  lines.push(GRAHAS.map((g) => `${g} ${t.bodies[g].signName}${t.bodies[g].retrograde && g !== 'Rahu' && g !== 'Ketu' ? ' (R)' : ''} ${t.bodies[g].houseFromMoon}/${t.bodies[g].houseFromLagna}`).join('; '));
  const s = f.sadeSati;
  lines.push(`Sade Sati: ${s.running ? `running, ${s.phase} phase` : 'not running'}; Saturn ${ord(s.saturnHouseFromMoon)} from the Moon${s.saturnFromMoon && s.saturnFromMoon !== 'sade-sati' ? ` (${s.saturnFromMoon} Shani)` : ''}`);
  for (const c of s.changes) lines.push(`Sade Sati change on ${c.date}: ${c.running ? `${c.phase} phase` : 'ends'}`);
  for (const e of f.events) {
    lines.push(e.kind === 'ingress'
      ? `${e.date} ${e.time}: ${e.graha} enters ${sign(e.toSign)}${e.retrograde && e.graha !== 'Rahu' && e.graha !== 'Ketu' ? ' (retrograde)' : ''}, ${ord(e.houseFromMoon)} from the Moon, ${ord(e.houseFromLagna)} from the lagna`
      : `${e.date}: ${e.graha} stations ${e.retrograde ? 'retrograde' : 'direct'} in ${sign(e.toSign)} (${ord(e.houseFromMoon)} from the Moon)`);
  }
  for (const w of f.chandrashtama) {
    lines.push(`Chandrashtama (Moon in the 8th from natal Moon): ${w.start ? `${w.start.date} ${w.start.time}` : 'period start'} to ${w.end ? `${w.end.date} ${w.end.time}` : 'period end'}`);
  }
  const day = f.daily;
  if (day) {
    const p = day.panchang;
    lines.push(`Panchang for ${day.date} at ${p.place}${p.sunrise ? ` (sunrise ${p.sunrise})` : ''}: vara ${p.vara} (${p.varaEnglish}, lord ${p.varaLord}); tithi ${p.tithi.paksha} ${p.tithi.name} (${p.tithi.group}); nakshatra ${p.nakshatra.name} pada ${p.nakshatra.pada} (lord ${p.nakshatra.lord}, ${p.nakshatra.nature}); yoga ${p.yoga.name} (${p.yoga.auspicious ? 'auspicious' : 'inauspicious'}); karana ${p.karana}`);
    lines.push(`Moon today: ${day.moon.signName}, ${ord(day.moon.houseFromMoon)} from the natal Moon, ${ord(day.moon.houseFromLagna)} from the lagna${day.moon.chandrashtama ? ' — Chandrashtama' : ''}`);
    if (day.moonIngress) lines.push(`Moon enters ${sign(day.moonIngress.toSign)} at ${day.moonIngress.time} India time (${ord(day.moonIngress.houseFromMoon)} from the natal Moon)`);
    lines.push(`Tara bala: day's nakshatra is ${day.taraBala.count} from the birth nakshatra, ${day.taraBala.name} tara (${day.taraBala.meaning}), ${day.taraBala.favourable ? 'favourable' : 'unfavourable'}`);
  }
  return lines;
}
