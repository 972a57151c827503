/**
 * What the judgement layer hands to the wording layer: a reading as an ordered list of blocks,
 * each a small record of weighed facts and verdicts, with no words in it. A locale turns each
 * block into sentences; so a second language reuses every rule here and adds only wording.
 */
import type { Direction } from '../../astro/disha-shool';
import type { Planet } from '../../astro/ephemeris';
import type { Graha } from '../../astro/zodiac';
import type { ReadingType } from '../../shared/reading-types';
import type { DashaSpan, KaalFacts, LifeStage, MangalFacts, Observance, Stamp, StayFact, TransitEventFact, YogaFact } from '../facts/types';
import type { NakshatraNature, Topic } from './classics';

/** The overall lean of a reading or a part of one, from the weighed balance of its factors. */
export type Tone = 'bright' | 'steady' | 'mixed' | 'careful';

/** One weighed consideration: positive helps, negative hinders. */
export interface Factor {
  /** A stable key the wording layer names ('moon-house', 'tara', 'jupiter-transit', …). */
  key: string;
  weight: number;
  graha?: Graha;
  /** A house (from the Moon for transits, from the lagna for natal factors). */
  house?: number;
  /** For a transit counted from the lagna rather than the Moon ('topic-transit'): which count `house` is in. */
  from?: 'lagna' | 'moon';
  topic?: Topic;
  /** A slow transit's own bindus in the sign it transits (Ashtakavarga), when they weighed it. */
  bindus?: number;
}

export interface Balance {
  score: number;
  tone: Tone;
  /** The strongest help and the strongest hindrance: a closing speaks of these, as the body did. */
  lift: Factor | null;
  drag: Factor | null;
}

export interface Remedy {
  graha: Graha;
  /** Which kind of remedy, varied across readings: mantra, charity, fast, temple, practice. */
  kind: 'mantra' | 'charity' | 'fast' | 'temple' | 'practice';
  /** Index into the locale's list for that graha and kind. */
  variant: number;
  /**
   * On a daily reading, the date of the remedy's weekday (the graha's, REMEDY_WEEKDAY) from the
   * reading's day on: a remedy kept on Mondays, given on a Thursday, starts next Monday on that date.
   */
  day?: { date: string; weekday: number; today: boolean };
}

export interface MoonStretch {
  sign: number;
  houseFromMoon: number;
  houseFromLagna: number;
  /** Local times 'HH:MM' at the birth place; null = before the day began / after it ends. */
  start: string | null;
  end: string | null;
  good: boolean;
  chandrashtama: boolean;
}

export interface StarStretch {
  nakshatra: number;
  start: string | null;
  end: string | null;
  tara: number;
  favourable: boolean;
  nature: NakshatraNature;
}

export type AdviceKey =
  | 'begin' | 'finish' | 'travel' | 'money-in' | 'money-out' | 'talk' | 'study' | 'family' | 'rest' | 'health'
  | 'pray' | 'charity' | 'argue' | 'risk' | 'sign' | 'lend' | 'haste' | 'overwork' | 'late-night' | 'purchase';

/** The day's lucky colour (from the weekday's lord) and number (from the lord of the Moon's nakshatra at sunrise). */
export interface Lucky {
  colour: string;
  colourFrom: Graha;
  number: number;
  numberFrom: Graha;
  nakshatra: number;
}

export interface WeekDay {
  date: string;
  weekday: number;
  sign: number;
  houseFromMoon: number;
  nakshatra: number;
  tara: number;
  good: boolean;
  chandrashtama: boolean;
  /** The Moon's sign for most of the waking day is `sign`; it changed into it at `from`, or leaves it at `until` for `other`. */
  from: string | null;
  until: string | null;
  other: { sign: number; houseFromMoon: number } | null;
  observance: Observance | null;
  /** The tithi of most of the waking day, and whether it rules out beginnings (Rikta or Amavasya). */
  tithi: number;
  barsBeginnings: boolean;
  /** The day's Rahu kaal at the birth place: the week's standing caution. */
  rahu: { start: string; end: string } | null;
  nature: NakshatraNature;
}

/** A big event of a reading's window (judgement/big-events.ts); dates are India 'YYYY-MM-DD'. */
export type BigEvent =
  | { key: 'saturn-now'; state: 'sade-sati' | 'ashtama' | 'kantaka'; house: number; sign: number; until: string | null }
  | { key: 'sade-sati'; phase: 'rising' | 'peak' | 'setting' | 'end'; date: string; sign: number; returning: boolean }
  | { key: 'ashtama-shani'; date: string; sign: number; returning: boolean }
  | { key: 'kantaka-shani'; house: 4 | 7 | 10; date: string; sign: number; returning: boolean }
  | { key: 'jupiter-return'; date: string; sign: number; returning: boolean }
  | { key: 'node-axis'; date: string; rahuSign: number; ketuSign: number }
  | { key: 'dasha-change'; level: 'mahadasha' | 'antardasha'; lord: Graha; date: string };

export interface MonthView {
  /** First day of the slice (inside the period) and its last day. */
  start: string;
  end: string;
  sunSign: number;
  sunHouseFromMoon: number;
  events: TransitEventFact[];
  dashaChanges: Array<{ level: 'mahadasha' | 'antardasha'; lord: Graha; start: string }>;
  tone: Tone;
}

export interface Window {
  /** The antardasha's true first and last days (the running one began before the reading was asked). */
  start: string;
  end: string;
  /** Already running when the reading was asked: it is worded from now, never from its past start. */
  running: boolean;
  mahadashaLord: Graha;
  antardashaLord: Graha;
  strength: 'strong' | 'moderate';
  /** Why, as keys: 'lord-rules-7', 'karaka', 'jupiter-over-7'. */
  reasons: string[];
  /** A supporting slow transit overlapping the window. */
  transit: {
    graha: Graha; sign: number; house: number; from: string; to: string; /** Counted from the lagna or the Moon. */ ref: 'lagna' | 'moon'; /** Aspecting the house rather than in it. */ aspect: boolean;
    /**
     * What the reading has already dated of this stay: 'now' when it runs at the asking (the sky-now
     * lines give its sign and its end), 'entry' when a big event dates its start; a stay is dated once.
     */
    told: 'now' | 'entry' | null;
  } | null;
  /** What the window is for: an opening to use, or (health) a stretch that asks for care. */
  lean: 'favourable' | 'care';
  /** Relevance to the topic, on the windows' own scale (strong from 5.5, moderate from 3.5). */
  score: number;
  /** The strongest window of the reading. */
  best: boolean;
}

/** What a graha's placement says plainly, most telling first. */
export type GrahaNote = 'exalted' | 'moolatrikona' | 'own' | 'debilitated' | 'neecha-bhanga' | 'dig-bala' | 'vargottama' | 'combust' | 'retrograde';

/** Where Jupiter or Saturn stands now, as a natal reading speaks of it. */
export interface SlowNow {
  graha: 'Jupiter' | 'Saturn';
  sign: number;
  houseFromMoon: number;
  houseFromLagna: number;
  /** Favourable from the Moon by the gochara table. */
  good: boolean;
  /** The verdict for this reading: Jupiter over or glancing at the topic's house helps it whatever its house from the Moon. */
  helps: boolean;
  /** In or aspecting the topic's main house, from the lagna or the Moon. */
  touches: boolean;
  /**
   * Which count the touch is made in: the lagna (first, when the birth time is known) or the Moon.
   * A help counted from the lagna is said as such, never as a gochara verdict from the Moon.
   */
  touchesFrom: 'lagna' | 'moon' | null;
  /** The date it leaves the sign, when inside the outlook. */
  until: string | null;
  /** Its own bindus in the sign it holds (Ashtakavarga); null without a birth time. */
  bindus: number | null;
}

/** Another house the topic reads (health: the 6th and 8th). */
export interface SideHouse {
  house: number;
  sign: number;
  lord: Planet;
  lordHouse: number;
  lordScore: number;
  occupants: Graha[];
}

/** Married-age phases of a love reading: it cannot know whether you are married, only your years. */
export type LovePhase = 'young' | 'seeking' | 'early' | 'established' | 'elder';

export type TopicKind = 'career' | 'love' | 'health';

/** The four areas of a daily reading. */
export type Area = 'love' | 'career' | 'money' | 'health';

/** Why an area scores as it does, strongest first; each carries the sign of its weight. */
export type AreaReason =
  /** The star that holds most of the waking day, with its times when it does not hold all of it. */
  | { key: 'tara'; tara: number; good: boolean; nakshatra: number; start: string | null; end: string | null }
  | { key: 'chandra-bala'; house: number; good: boolean }
  | { key: 'chandrashtama' }
  | { key: 'moon-in-house'; house: number; good: boolean }
  | { key: 'dasha-lord'; graha: Graha; level: 'mahadasha' | 'antardasha'; house: number; good: boolean }
  | { key: 'moon-over'; graha: Graha; house: number; good: boolean }
  | { key: 'panchang'; good: boolean };

export interface AreaVerdict {
  area: Area;
  /** 1 (hard) to 5 (bright). */
  score: number;
  /** What touches the area's own houses; empty when nothing does and it follows the day. */
  reasons: AreaReason[];
}

export interface ChoghadiyaWindow {
  name: 'Amrit' | 'Shubh' | 'Labh' | 'Char';
  night: boolean;
  start: string;
  end: string;
  /** Char is offered for travel only. */
  travel: boolean;
}

export type Block =
  | { kind: 'day-opening'; date: string; weekday: number; tone: Tone; main: MoonStretch; share: 'all' | 'most' | 'part'; observance: Observance | null }
  | { kind: 'day-moon'; stretches: MoonStretch[]; conjunctions: Array<{ graha: Graha; time: string; house: number; benefic: boolean }>; /** Natal grahas in the sign the Moon holds longest today. */ occupants: Graha[] }
  | { kind: 'day-star'; stars: StarStretch[]; /** The star that holds most of the waking day. */ main: number; mainLord: Graha; mainLordHouse: number }
  | { kind: 'day-panchang'; tithis: Array<{ number: number; end: string | null }>; yoga: { number: number; auspicious: boolean }; karana: string; /** The waking day's tithi is Rikta or Amavasya: no beginnings, whatever the yoga. */ barsBeginnings: boolean; varaLord: Planet; varaLordHouse: number; varaLordScore: number; observances: Observance[] }
  | { kind: 'day-kaal'; kaal: KaalFacts; place: string }
  | { kind: 'day-advice'; favour: AdviceKey[]; avoid: AdviceKey[]; lucky: Lucky }
  | { kind: 'day-areas'; dayScore: number; tone: Tone; /** The reasons every area shares (star, chandra bala, panchang), said once. */ shared: AreaReason[]; areas: AreaVerdict[] }
  | {
    kind: 'day-times'; place: string; sunrise: string | null; sunset: string | null; moonrise: { time: string; nextDay: boolean } | null;
    /** The good choghadiya still ahead when the reading was asked, clear of the kaal periods; Char only when travel is not advised against. */
    choghadiya: ChoghadiyaWindow[]; travel: boolean; /** Good ones left out for meeting Rahu kaal, Yamaganda or Gulika. */ inKaal: number; pastLeftOut: number; askedAt: string | null;
    dishaShool: Direction;
    /** The good choghadiya may be offered for starting things: the day's almanac does not hold starts back (day-restraint.ts). */
    starts: boolean;
    /** The day's tithi is Rikta or Amavasya: the good hours are for the day's work, not for beginnings. */
    barsBeginnings: boolean;
  }
  | { kind: 'span-opening'; type: ReadingType; start: string; end: string; tone: Tone; lead: LeadEvent[] }
  | { kind: 'week-days'; days: WeekDay[] }
  /** The window's big events (Sade Sati, Ashtama and Kantaka Shani, Jupiter's return, the nodes' axis, dasha changes), each dated. */
  | { kind: 'big-events'; events: BigEvent[] }
  | { kind: 'fast-events'; events: TransitEventFact[] }
  | { kind: 'slow-weather'; stays: Array<StayFact & { good: boolean }>; sadeSati: 'rising' | 'peak' | 'setting' | null }
  | { kind: 'month-days'; good: string[]; chandrashtama: Array<{ start: string; end: string }> }
  | { kind: 'months'; months: MonthView[] }
  | { kind: 'dasha-line'; light: ReadingType; mahadasha: DashaSpan; antardasha: DashaSpan; link: DashaLink }
  | {
    kind: 'dasha-story'; mahadasha: DashaSpan; antardasha: DashaSpan; next: DashaSpan | null; sequence: DashaSpan[]; mdHouse: number; mdRules: number[]; mdScore: number; adHouse: number; adScore: number;
    /** Each lord of the story (running, next, later mahadashas): its house, lordships and strength. Optional: the wording reads the facts when absent. */
    lords?: Partial<Record<Graha, { house: number; rules: number[]; score: number }>>;
  }
  | {
    kind: 'natal-topic'; topic: TopicKind; house: number; sign: number; lord: Planet; lordHouse: number; lordScore: number; occupants: Graha[]; aspectedBy: Graha[]; karaka: Graha; karakaScore: number; karakaHouse: number; yogas: YogaFact[]; mangal: MangalFacts | null;
    lordNotes: GrahaNote[]; karakaNotes: GrahaNote[];
    /** Why this karaka: the natural one, or (career) the one that is also the amatyakaraka. */
    karakaWhy: 'natural' | 'amatyakaraka' | 'stronger';
    /** The Jaimini karaka of the topic (amatyakaraka for career, darakaraka for love) when it is not the karaka itself. */
    jaimini: { role: 'amatyakaraka' | 'darakaraka'; graha: Graha; house: number } | null;
    /** Love: Venus and the 7th lord in the navamsa (D9). */
    navamsa: { venusSign: number; venusNotes: GrahaNote[]; seventhLord: Planet; seventhLordSign: number; seventhLordNotes: GrahaNote[] } | null;
    side: SideHouse[];
    /** The most afflicted graha the topic rests on: the remedy follows it. */
    focus: { graha: Graha; score: number; house: number; notes: GrahaNote[] } | null;
    now: SlowNow[];
  }
  | {
    kind: 'windows'; topic: TopicKind; windows: Window[];
    /** No dasha lord running before the outlook's end rules or occupies the topic's quiet houses (natal.ts), so the reading may say the dashas leave them alone. */
    quiet: boolean;
  }
  | { kind: 'stage'; topic: TopicKind | 'life'; stage: LifeStage; age: number; tone: Tone; /** Love only. */ phase: LovePhase | null; /** The first window, for advice that points at it. */ window: Window | null }
  | {
    kind: 'natal-overview'; lagna: number; lagnaLord: Planet; lagnaLordHouse: number; moonSign: number; moonNakshatra: number; strong: Graha[]; weak: Graha[]; neechaBhanga: Graha[];
    lagnaLordScore: number; atmakaraka: Planet;
    /** Houses, scores and notes of the grahas named above. */
    detail: Partial<Record<Graha, { house: number; sign: number; score: number; notes: GrahaNote[] }>>;
    now: SlowNow[];
  }
  | { kind: 'yogas'; yogas: YogaFact[] }
  | { kind: 'closing'; type: ReadingType; tone: Tone; lift: Factor | null; drag: Factor | null; remedy: Remedy | null };

/** One sign a dasha lord holds inside a period: `from` is null when it was there at the start, `until` when still there at the end. */
export interface LordLeg {
  sign: number;
  houseFromMoon: number;
  good: boolean;
  from: Stamp | null;
  until: Stamp | null;
}

/** How the running dasha touches a reading of another type (for its one sentence). */
export type DashaLink =
  | { key: 'moon-in-lord-sign'; graha: Graha; sign: number }
  | { key: 'lord-rules-topic'; graha: Graha; house: number }
  | { key: 'lord-in-topic'; graha: Graha; house: number }
  | { key: 'lord-transit'; graha: Graha; houseFromMoon: number; good: boolean }
  /** The antardasha lord changes sign inside the period: each sign it holds, with its dates (period stamps). */
  | { key: 'lord-transit-moves'; graha: Graha; legs: LordLeg[] }
  | { key: 'change-in-period'; graha: Graha; level: 'mahadasha' | 'antardasha'; start: string }
  | { key: 'plain'; graha: Graha };

export type LeadEvent =
  | { key: 'stay'; stay: StayFact; good: boolean }
  | { key: 'dasha-change'; level: 'mahadasha' | 'antardasha'; lord: Graha; start: string }
  | { key: 'station'; event: TransitEventFact };

export interface ReadingPlan {
  type: ReadingType;
  balance: Balance;
  blocks: Block[];
}
