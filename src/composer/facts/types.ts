/**
 * The facts a reading rests on: plain, serialisable data computed by the engine (src/astro) for
 * one person, one reading type and one period. Nothing here is wording or judgement; the
 * judgement layer weighs these facts and the wording layer writes them in one language.
 *
 * Every instant is kept as milliseconds UTC with its date and time beside it on the clocks of
 * the place the reader lives now (period.timeZone), where every date and time a reading states
 * is written, the daily's sunrise-based times (kaal, muhurta) included (docs/decisions/023).
 */
import type { Planet } from '../../astro/ephemeris';
import type { SkyBasis } from '../../astro/transit-events';
import type { Dignity, Graha } from '../../astro/zodiac';
import type { ReadingType } from '../../shared/reading-types';

export type PeriodKind = 'day' | 'span' | 'natal';

export interface Stamp {
  atMs: number;
  /** The reader's date 'YYYY-MM-DD' and time 'HH:MM' (period.timeZone). */
  date: string;
  time: string;
}

export interface PeriodFacts {
  kind: PeriodKind;
  timeZone: string;
  /** First day 'YYYY-MM-DD'. */
  start: string;
  /** Last day, inclusive. */
  end: string;
  startMs: number;
  /** Exclusive end: midnight after the last day. */
  endMs: number;
  days: number;
  /**
   * The moment the reading was asked, and its date: a natal reading's period is the calendar month,
   * but it is judged from this moment (the running dashas, where the grahas stand "now", the windows).
   */
  asked: string;
  askedMs: number;
  /** For natal readings: how far ahead (from the asking) their dated windows look (the period itself is a month). */
  outlookEnd: string;
  outlookEndMs: number;
}

export type LifeStage = 'student' | 'early-career' | 'establishing' | 'midlife' | 'mature' | 'elder';

export interface PersonFacts {
  name: string;
  firstName: string;
  gender: 'male' | 'female';
  birthDate: string;
  birthTime: string;
  birthPlace: string;
  /** Whole years at the start of the period. */
  age: number;
  stage: LifeStage;
  /** The birth place was not found and a stand-in was used: the lagna may be off. */
  approximate: boolean;
  /**
   * False when the birth time is not known exactly: the chart was cast for noon (or the middle of
   * a part of the day) and read from the Moon, so the natal "lagna" below is the Moon's sign
   * (Chandra lagna), its houses are counted from the Moon, and nothing may be said of the true
   * rising sign, its lord or the navamsa lagna.
   */
  timeKnown: boolean;
  /**
   * How many readings the reader had received before this one: a reader who has met a term in
   * a few readings no longer needs it explained (docs/decisions, glossing).
   */
  readingsBefore: number;
}

export interface StrengthFactor {
  /** A stable key ('exalted', 'combust', 'dusthana', 'neecha-bhanga', …). */
  factor: string;
  weight: number;
}

export type FunctionalNature = 'yogakaraka' | 'benefic' | 'neutral' | 'malefic';

export interface NatalGrahaFact {
  name: Graha;
  sign: number;
  /** Degrees within the sign. */
  degree: number;
  /** Whole-sign house from the lagna. */
  house: number;
  houseFromMoon: number;
  dignity: Dignity;
  retrograde: boolean;
  combust: boolean;
  nakshatraIndex: number;
  pada: number;
  nakshatraLord: Graha;
  navamsaSign: number;
  /** Same sign in D1 and D9, by a margin wide enough to state. */
  vargottama: boolean;
  /** Houses this graha rules from the lagna (none for Rahu and Ketu). */
  rules: number[];
  functional: FunctionalNature;
  /** Signed sum of the factors: above 2 strong, below −2 weak. */
  score: number;
  factors: StrengthFactor[];
  /** A debility cancelled by one of the classical rules. */
  neechaBhanga: boolean;
}

export interface HouseFact {
  house: number;
  sign: number;
  lord: Planet;
  lordHouse: number;
  occupants: Graha[];
  /** Grahas casting a full graha drishti on the house. */
  aspectedBy: Graha[];
}

export interface YogaFact {
  key: string;
  grahas: Graha[];
  houses: number[];
  strength: 'full' | 'weak';
}

export interface MangalFacts {
  /** Mars in the 1st, 2nd, 4th, 7th, 8th or 12th counted from these. */
  from: { lagna: boolean; moon: boolean; venus: boolean };
  present: boolean;
  cancelled: boolean;
  /** Keys of the classical exceptions that apply. */
  reasons: string[];
}

export interface NatalFacts {
  lagna: { sign: number; degree: number; nakshatraIndex: number; lord: Planet; navamsaSign: number };
  moon: { sign: number; nakshatraIndex: number; pada: number; nakshatraLord: Graha; paksha: 'Shukla' | 'Krishna'; tithi: number };
  grahas: Record<Graha, NatalGrahaFact>;
  /** Keyed 1–12. */
  houses: Record<number, HouseFact>;
  navamsa: { lagnaSign: number; venusSign: number; seventhLord: Planet; seventhLordSign: number };
  karakas: { atmakaraka: Planet; amatyakaraka: Planet; darakaraka: Planet };
  /** Yogas that hold (full or weakened); cancelled ones are left out. */
  yogas: YogaFact[];
  mangal: MangalFacts;
}

export interface DashaSpan {
  lord: Graha;
  start: string;
  end: string;
  startMs: number;
  endMs: number;
}

export interface DashaFacts {
  mahadasha: DashaSpan;
  antardasha: DashaSpan;
  pratyantardasha: DashaSpan;
  /** Mahadasha, antardasha and pratyantardasha starts strictly inside the period. */
  changes: Array<{ level: 'mahadasha' | 'antardasha' | 'pratyantardasha'; lord: Graha; mahadashaLord: Graha; start: string; startMs: number }>;
  /** The running mahadasha and the two after it. */
  sequence: DashaSpan[];
  /** Antardashas from the running one up to the end of the outlook, with their mahadasha lord. */
  ahead: Array<DashaSpan & { mahadashaLord: Graha }>;
}

/** One sign a slow graha occupies during the period, with the real ingress and exit around it. */
export interface StayFact {
  graha: Graha;
  sign: number;
  houseFromMoon: number;
  houseFromLagna: number;
  entered: Stamp | null;
  left: Stamp | null;
  /** Entered moving backwards (a retrograde return). */
  enteredRetrograde: boolean;
  /** Re-entering a sign it left within the previous two years. */
  returning: boolean;
  /** In this sign for the whole period. */
  coversPeriod: boolean;
  stations: Array<Stamp & { turns: 'retrograde' | 'direct' }>;
  /**
   * The graha's own bindus (its bhinnashtakavarga) in this sign, 0–8: the Ashtakavarga's transit
   * use. Null for Rahu and Ketu, which have none, and without a birth time (the lagna gives bindus).
   */
  bindus: number | null;
}

export interface SadeSatiFacts {
  running: boolean;
  phase: 'rising' | 'peak' | 'setting' | null;
  /** Saturn's house from the natal Moon at the start of the period. */
  saturnHouseFromMoon: number;
}

/** A stretch of the Moon in one sign, or in one nakshatra, clipped to nothing: real instants. */
export interface MoonSegment {
  index: number;
  start: Stamp | null;
  end: Stamp | null;
}

export interface KaalFacts {
  /** Local times at the birth place 'HH:MM'. */
  sunrise: string;
  sunset: string;
  rahu: { start: string; end: string };
  yamaganda: { start: string; end: string };
  gulika: { start: string; end: string };
  abhijit: { start: string; end: string; used: boolean };
  /**
   * The day's Nalla Neram (the good Gowri periods less Rahu kaal and Yamagandam), in order: the
   * good hours a Tamil or Telugu reader looks for before leaving home (docs/decisions/048).
   */
  nallaNeram: ReadonlyArray<{ start: string; end: string }>;
}

export interface Observance {
  key: string;
  name: string;
  kind: 'vrat' | 'festival' | 'sankranti';
}

/**
 * A whole civil day at the birth place, judged over the day rather than at one instant. Its
 * stamps are on the birth place's clocks (the kaal times only mean something there).
 */
export interface DayFacts {
  date: string;
  /** Local midnight to the next local midnight. */
  startMs: number;
  endMs: number;
  weekday: number;
  varaLord: Planet;
  /** The place the local times belong to. */
  place: string;
  kaal: KaalFacts | null;
  moonSigns: MoonSegment[];
  moonNakshatras: MoonSegment[];
  tithis: Array<{ number: number; end: Stamp | null }>;
  /** Panchang limbs at sunrise. */
  yoga: { number: number };
  karana: string;
  /** The Moon exactly over a natal graha during the day. */
  conjunctions: Array<{ graha: Graha; at: Stamp }>;
  observances: Observance[];
  lucky: { colour: string; colourFrom: Graha; number: number; numberFrom: Graha; nakshatra: number };
  /** The almanac's sixteen choghadiya (sunrise to sunset, sunset to the next sunrise), local times; empty where the Sun does not rise and set. */
  choghadiya: ChoghadiyaFact[];
  /** The Moon's rise in the panchang day (sunrise to the next sunrise), local time; null when it does not rise in it. */
  moonrise: { time: string; nextDay: boolean } | null;
  /** When the reading was asked for, with its local time: windows over by then are not offered. */
  asked: { atMs: number; time: string };
}

export interface ChoghadiyaFact {
  name: 'Udveg' | 'Char' | 'Labh' | 'Amrit' | 'Kaal' | 'Shubh' | 'Rog';
  nature: 'good' | 'neutral' | 'bad';
  night: boolean;
  startMs: number;
  endMs: number;
  /** Local 'HH:MM', as the almanac prints them. */
  start: string;
  end: string;
}

export interface TransitEventFact extends Stamp {
  kind: 'ingress' | 'station';
  graha: Graha;
  fromSign: number;
  toSign: number;
  retrograde: boolean;
  houseFromMoon: number;
  houseFromLagna: number;
  /** A retrograde station: the direct station that ends the spell, even past the period; null if not found. */
  directAt?: Stamp | null;
}

export interface SkyFacts {
  /** The zodiac every sign and date below is counted in: the chart's ayanamsa and node. */
  basis: SkyBasis;
  /** Where each graha is at the start of the period, from the natal Moon and lagna. */
  start: Record<Graha, { sign: number; houseFromMoon: number; houseFromLagna: number; retrograde: boolean }>;
  /** Stays of the slow grahas (Jupiter, Saturn, Rahu, Ketu) over the period (or the outlook). */
  stays: Partial<Record<Graha, StayFact[]>>;
  /** Stays of the fast grahas (Sun, Moon, Mercury, Venus, Mars) over a period reading's own period, sign by sign; empty for natal readings. */
  fast: Partial<Record<Graha, StayFact[]>>;
  /** Ingresses and stations of the grahas a reading looks at, inside the period. */
  events: TransitEventFact[];
  sadeSati: SadeSatiFacts;
  /** The Moon's signs through the period, for periods of a month or less (India stamps). */
  moon: MoonSegment[];
  /** The tithis (1–30) through the period, for periods of a month or less; absent in facts kept from before they were recorded. */
  tithis?: Array<{ number: number; startMs: number; endMs: number }>;
}

export interface ReadingFacts {
  version: 2;
  readingType: ReadingType;
  person: PersonFacts;
  period: PeriodFacts;
  natal: NatalFacts;
  dasha: DashaFacts | null;
  sky: SkyFacts;
  /** One entry per day for daily (1) and weekly (7) readings; empty otherwise. */
  days: DayFacts[];
}
