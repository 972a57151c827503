/**
 * The shape of src/astro/fixtures/pyjhora-charts.json: what PyJHora, an open reimplementation of
 * Jagannatha Hora, computes for 24 births (numbers only, made by
 * scripts/pyjhora-reference-charts.py). Signs are 0 = Aries; strengths in virupas.
 */
import type { ChartInput } from '../chart';
import fixture from '../fixtures/pyjhora-charts.json';
import type { Graha } from '../zodiac';

export type Point = Graha | 'Lagna';
export type SevenGraha = Exclude<Graha, 'Rahu' | 'Ketu'>;
export type PerGraha = Record<SevenGraha, number>;

export const SHADBALA_PARTS = ['sthana', 'dig', 'kala', 'cheshta', 'naisargika', 'drik'] as const;
export type ShadbalaPart = (typeof SHADBALA_PARTS)[number];
export const KALA_PARTS = ['nathonnata', 'paksha', 'tribhaga', 'abda', 'masa', 'vara', 'hora', 'ayana', 'yuddha'] as const;
export type KalaPart = (typeof KALA_PARTS)[number];

export interface ReferenceChart {
  id: string;
  birth: Pick<ChartInput, 'date' | 'time' | 'latitude' | 'longitude' | 'timezone'>;
  utcOffsetHours: number;
  d1Longitudes: Record<Point, number>;
  /** D1 … D60 by the rules we follow; D2pvr is PyJHora's default hora, kept only to count. */
  vargas: Record<string, Record<Point, number>>;
  ashtakavarga: { bav: Record<SevenGraha | 'Lagna', number[]>; sav: number[] };
  shadbala: Record<ShadbalaPart | 'total', PerGraha> & { kalaParts: Record<KalaPart, PerGraha> };
  bhavaBala: number[];
  arudhas: number[];
  /** PyJHora's eight chara karakas (Rahu among them), atmakaraka first. */
  charaKarakas: Graha[];
  /** The dasha year PyJHora used, in days: the Sun's return to its birth longitude. */
  dashaYearDays: number;
  /** Yogini, first start local time 'YYYY-MM-DD HH:MM:SS', years. */
  yogini: Array<[string, string, number]>;
  /** Chara dasha (K. N. Rao's): sign, years. */
  chara: Array<[number, number]>;
  kp: {
    cusps: number[];
    cuspLords: Array<[Graha, Graha, Graha]>;
    planetLongitudes: Record<Graha, number>;
    planetLords: Record<Graha, [Graha, Graha, Graha]>;
  };
}

export interface ReferenceFixture {
  source: string;
  charts: ReferenceChart[];
}

/** The fixture, typed: JSON's arrays are read as tuples of the shapes above. */
export const REFERENCE_CHARTS: readonly ReferenceChart[] = (fixture as unknown as ReferenceFixture).charts;
