/**
 * The doshas card of `GET /api/chart`: what found each dosha, as keys and numbers the page words in
 * its language, and the classical remedies when one holds. Grahas are the engine's English keys
 * ('Mars'), signs 0–11 from Mesha (Aries), dates 'YYYY-MM-DD' in the birth place's calendar, like
 * the dashas. The server's mapping is typed with these lists, so it stops compiling when the
 * engine gains a key the page has no words for.
 */

/** 0 = Sunday to 6 = Saturday. */
export type WeekdayIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type MantraKey = 'beej' | 'hanuman-chalisa' | 'maha-mrityunjaya' | 'shani-stotra';

export type CharityKey =
  | 'wheat' | 'jaggery' | 'copper' | 'rice' | 'milk' | 'white-cloth' | 'red-lentils' | 'red-cloth'
  | 'green-gram' | 'green-cloth' | 'chana-dal' | 'turmeric' | 'yellow-cloth' | 'curd' | 'black-sesame'
  | 'mustard-oil' | 'black-cloth' | 'black-gram' | 'blanket' | 'sesame';

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

export type DoshaReference = 'lagna' | 'moon' | 'venus';

export type MangalReason =
  | 'own-sign' | 'exalted' | `house-sign:${DoshaReference}` | 'jupiter-conjunct' | 'jupiter-aspect'
  | 'moon-conjunct' | 'lagna-leo-aquarius' | 'mars-yogakaraka';

export type KaalSarpType =
  | 'anant' | 'kulik' | 'vasuki' | 'shankhpal' | 'padma' | 'mahapadma'
  | 'takshak' | 'karkotak' | 'shankhachood' | 'ghatak' | 'vishdhar' | 'sheshnag';

export type SadeSatiPhaseKey = 'rising' | 'peak' | 'setting';

export type NeechaBhangaKey =
  | 'debilitation-lord-in-kendra' | 'exaltation-lord-in-kendra' | 'planet-exalted-there-in-kendra'
  | 'dispositor-joins-or-aspects' | 'exalted-in-navamsa';

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
