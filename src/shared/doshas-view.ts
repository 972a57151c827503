/**
 * The doshas card of `GET /api/chart`: what found each dosha, as keys and numbers the page words in
 * its language, and the classical remedies when one holds. Grahas are the engine's English keys
 * ('Mars'), signs 0–11 from Mesha (Aries), dates 'YYYY-MM-DD' in the birth place's calendar, like
 * the dashas. The keys are the engine's own types, and the page's words are typed with them, so
 * the client stops compiling when the engine gains a key the page has no words for.
 */
import type { DoshaReference, MangalReason } from '../astro/doshas';
import type { KaalSarpType } from '../astro/kaal-sarp';
import type { CharityKey, MantraKey, Weekday } from '../astro/remedies';
import type { NeechaBhangaRule } from '../astro/strength';
import type { SadeSatiPhase } from '../astro/transits';

/** 0 = Sunday to 6 = Saturday. */
export type WeekdayIndex = Weekday;

export type { CharityKey, MantraKey };
export type RemediesView = {
  /** The graha the practices are for. */
  graha: string;
  /** `count` repetitions at a sitting (108 is one mala), on `day` or every day, `total` for a full course. */
  mantras: Array<{ key: MantraKey; graha: string; count: number; day: WeekdayIndex | null; total: number | null }>;
  /** The weekday of the fast and the charity. */
  day: WeekdayIndex;
  charity: CharityKey[];
  /** A yearly day kept as a fast too. */
  observance: 'nag-panchami' | null;
};

export type { DoshaReference, KaalSarpType, MangalReason };
export type SadeSatiPhaseKey = SadeSatiPhase;
export type NeechaBhangaKey = NeechaBhangaRule;

/** One stay of Saturn in a sign; a pause is a step back out of the spell's signs. */
export type SaturnStayView = { sign: number; houseFromMoon: number; start: string; end: string; returning: boolean; pause: boolean };

export type DoshasView = {
  mangal: {
    /** Mars in the 1st, 2nd, 4th, 7th, 8th or 12th from at least one reference. */
    present: boolean;
    cancelled: boolean;
    from: Record<DoshaReference, boolean>;
    houses: Record<DoshaReference, number>;
    reasons: MangalReason[];
    /** Mars within a degree of a sign edge. */
    borderline: boolean;
    remedies: RemediesView | null;
  };
  kaalSarp: {
    status: 'full' | 'partial' | 'none';
    type: KaalSarpType | null;
    rahuHouse: number;
    /** The one graha outside the hemmed half, when partial. */
    outside: string | null;
    borderline: boolean;
    remedies: RemediesView | null;
  };
  sadeSati: {
    moonSign: number;
    /** Saturn in the 12th, 1st or 2nd from the Moon today. */
    running: boolean;
    phase: SadeSatiPhaseKey | null;
    /** The Sade Sati today falls in (`current`, perhaps paused), else the next one. */
    spell: {
      current: boolean;
      start: string;
      end: string;
      phases: Array<{ phase: SadeSatiPhaseKey; sign: number; start: string; end: string }>;
      stays: SaturnStayView[];
    } | null;
    remedies: RemediesView | null;
  };
  /** Saturn in the 4th or 8th from the Moon today. */
  dhaiya: { house: 4 | 8; start: string; end: string; stays: SaturnStayView[]; remedies: RemediesView } | null;
  /** Every debilitated graha; those with no cancellation carry remedies. */
  debilities: Array<{
    graha: string;
    sign: number;
    house: number;
    cancellations: NeechaBhangaKey[];
    dispositor: string;
    exaltationLord: string;
    exaltedThere: string | null;
    remedies: RemediesView | null;
  }>;
};
