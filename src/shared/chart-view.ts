/** What `GET /api/chart` returns: the signed-in user's birth chart, ready to draw. */
import type { BirthTimeAccuracy, BirthTimeRange } from './birth-time';
import type { ChartAyanamsa, ChartStyleChoice } from './chart-choices';
import type { DoshasView } from './doshas-view';

export type Named = { sanskrit: string; english: string };

export type PointView = {
  longitude: number;
  sign: number;
  signName: Named;
  /** Degrees within the sign, [0, 30). */
  degree: number;
  nakshatra: number;
  nakshatraName: Named;
  pada: number;
  nakshatraLord: string;
  navamsaSign: number;
};

export type BodyView = PointView & {
  name: string;
  displayName: Named;
  house: number;
  retrograde: boolean;
  combust: boolean;
  dignity: 'exalted' | 'debilitated' | 'own' | 'neutral';
};

export type PeriodView = { lord: string; start: string; end: string };

/** Minutes, rounded down to a hundredth. */
export type TimeMarginView = { earlier: number | null; later: number | null };

/** A stretch of the day on the birth place's clocks, 'HH:MM' to 'HH:MM'. */
export type KaalSpanView = { start: string; end: string };

/**
 * What the day favours or asks you to hold back from, as keys the page names: the daily reading's
 * advice keys. chart-service stops compiling when the reading gains a key this list lacks, so the
 * page never receives a key it has no label for.
 */
export type DayAdviceKey =
  | 'begin' | 'finish' | 'travel' | 'money-in' | 'money-out' | 'talk' | 'study' | 'family' | 'rest' | 'health'
  | 'pray' | 'charity' | 'argue' | 'risk' | 'sign' | 'lend' | 'haste' | 'overwork' | 'late-night' | 'purchase';

/** The lucky colours, one per graha (the weekday lords give all but the last two); chart-service stops compiling if the engine gains one. */
export type LuckyColourKey = 'saffron' | 'white' | 'red' | 'green' | 'yellow' | 'pink' | 'dark-blue' | 'smoky-grey' | 'brown';

export type ChartView = {
  name: string;
  birth: {
    date: string;
    time: string;
    place: { city: string; country: string; latitude: number; longitude: number; timezone: string };
    /** True when the birth place could not be found and a stand-in was used. */
    approximate: boolean;
    approximateReason: string | null;
    utc: string;
    utcOffset: string;
    /** A sentence for the user when the local time was skipped or repeated by a clock change. */
    timeNote: string | null;
    /** How well the birth time is known; without an exact time, houses are counted from the Moon. */
    timeAccuracy: BirthTimeAccuracy;
    timeRange: BirthTimeRange | null;
  };
  /** The ayanamsa the account chose (docs/decisions/046), its name as the books print it and its value at birth. */
  ayanamsa: { key: ChartAyanamsa; name: string; degrees: number };
  /** How the account chose to see the rashi chart drawn. */
  chartStyle: ChartStyleChoice;
  node: 'mean' | 'true';
  /** The lagna; null when the birth time is not known exactly, as the rising sign cannot be told. */
  ascendant: PointView | null;
  /** The sign of the 1st house and what it is: the lagna's, or the Moon's (Chandra lagna) without an exact time. */
  houseOne: { from: 'lagna' | 'moon'; sign: number };
  /**
   * How many minutes the birth time can move earlier and later before the lagna's sign, the Moon's
   * pada, the D9 lagna or the dasha running now would change (null: not within a day); null
   * altogether when the birth time is not known exactly.
   */
  timeSensitivity: {
    lagna: TimeMarginView;
    moonPada: TimeMarginView;
    navamsaLagna: TimeMarginView;
    dasha: TimeMarginView;
  } | null;
  bodies: BodyView[];
  dasha: {
    system: 'Vimshottari';
    yearDays: number;
    birthLord: string;
    balanceAtBirth: { years: number; months: number; days: number };
    mahadashas: Array<PeriodView & { antardashas: PeriodView[] }>;
    running: { mahadasha: PeriodView; antardasha: PeriodView } | null;
  };
  transits: { date: string; sadeSati: { running: boolean; phase: 'rising' | 'peak' | 'setting' | null } };
  /** Mangal dosha, Kaal Sarp, Sade Sati and Dhaiya, uncancelled debilities, with their remedies. */
  doshas: DoshasView;
  panchang: {
    date: string;
    placeLabel: string;
    sunrise: string | null;
    sunset: string | null;
    vara: { name: string; english: string };
    tithi: { number: number; name: string; paksha: string };
    nakshatra: { name: string; english: string; pada: number };
    yoga: { number: number; name: string };
    karana: { name: string };
    /**
     * `date` and every time are the reader's place's (where the account holder lives now), as
     * the daily reading dates its day. True when that place is not the chart's birth place, so
     * the page can say whose day it is.
     */
    abroad: boolean;
    /** The IANA zone of the reader's place, whose clocks every time here is on. */
    timeZone: string;
    /** Null when the Sun does not both rise and set that day (polar day or night). */
    kaal: {
      rahuKaal: KaalSpanView;
      yamaganda: KaalSpanView;
      gulikaKaal: KaalSpanView;
      /** `inUse` is false on Wednesdays, when tradition does not use Abhijit (its times are still given). */
      abhijit: KaalSpanView & { inUse: boolean };
    } | null;
    /** The day's fasts, festivals and Sankranti; festivals first. */
    observances: Array<{ key: string; name: string; kind: 'vrat' | 'festival' | 'sankranti' }>;
    lucky: {
      /** The colour of the weekday's lord. */
      colour: { key: LuckyColourKey; lord: string };
      /** The number of the lord of the Moon's nakshatra at sunrise. */
      number: { value: number; lord: string; nakshatra: string };
    };
    /** What the day favours and what to hold back from, for this chart (the daily reading's judgement). */
    advice: { favour: DayAdviceKey[]; avoid: DayAdviceKey[] };
  };
};
