/**
 * What `GET /api/chart/deeper` (and `/api/people/:id/chart/deeper`) returns: the chart in depth —
 * the divisional charts, Ashtakavarga, Shadbala and Bhava bala, KP, the Yogini and Chara dashas
 * and Jaimini's points. Graha names are the engine's English keys ('Sun' … 'Ketu'), signs are
 * indices 0–11 from Aries, dates are the birth place's calendar days, YYYY-MM-DD.
 *
 * Without an exact birth time there is no lagna: whatever is counted from it or from the hour of
 * birth (the lagna's rows, Ashtakavarga, Shadbala, Bhava bala, KP, Chara dasha, arudha lagna and
 * upapada) is null, and `timeKnown` is false so the page can say why.
 */

export type VargaDivision = 'D1' | 'D2' | 'D3' | 'D4' | 'D7' | 'D9' | 'D10' | 'D12' | 'D16' | 'D20' | 'D24' | 'D27' | 'D30' | 'D40' | 'D45' | 'D60';

export type DeeperPlanet = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn';
export type DeeperGraha = DeeperPlanet | 'Rahu' | 'Ketu';

/** A graha's dignity in one scheme of vargas: the good vargas (own or exaltation sign), BPHS's name for their count, Vimshopaka 0–20. */
export type VimshopakaView = { goodVargas: VargaDivision[]; name: string | null; score: number };

/** Star lord, sub lord and sub-sub lord (KP). */
export type KpLordsView = { star: DeeperGraha; sub: DeeperGraha; subSub: DeeperGraha };

export type DatedView = { start: string; end: string };

export type ChartDeeperView = {
  name: string;
  timeKnown: boolean;
  vargas: {
    divisions: VargaDivision[];
    /** The nine grahas, then the lagna (only with an exact time); `signs` follows `divisions`. */
    rows: Array<{ point: DeeperGraha | 'Lagna'; signs: number[]; vargottama: boolean }>;
    /** The seven grahas (Rahu and Ketu own no sign in this scheme). */
    vimshopaka: Array<{ graha: DeeperPlanet; shadvarga: VimshopakaView; saptavarga: VimshopakaView; dashavarga: VimshopakaView }>;
  };
  ashtakavarga: {
    /** The seven grahas' bhinnashtakavargas, then the lagna's own (not part of the SAV); twelve bindu counts each, Aries first. */
    bav: Array<{ of: DeeperPlanet | 'Lagna'; bindus: number[]; total: number }>;
    sav: number[];
    savTotal: number;
  } | null;
  shadbala: Array<{
    graha: DeeperPlanet;
    /** Virupas (1 rupa = 60 virupas), to two decimals. */
    parts: { sthana: number; dig: number; kala: number; cheshta: number; naisargika: number; drik: number };
    virupas: number;
    rupas: number;
    /** The minimum in rupas BPHS asks of this graha. */
    required: number;
    /** rupas / required: 1 or more is strong enough. */
    ratio: number;
  }> | null;
  bhavaBala: Array<{
    house: number;
    sign: number;
    lord: DeeperPlanet;
    parts: { adhipati: number; dig: number; drishti: number; dinaRatri: number };
    virupas: number;
    rupas: number;
  }> | null;
  /** Krishnamurti Paddhati with its own ayanamsa; `unavailable` says why it is missing. */
  kp: {
    ayanamsa: number;
    cusps: Array<KpLordsView & { house: number; longitude: number; sign: number }>;
    grahas: Array<KpLordsView & { graha: DeeperGraha; longitude: number; sign: number; house: number }>;
    /** Each house's significators, strongest first. */
    significators: Array<{ house: number; grahas: DeeperGraha[] }>;
  } | null;
  kpUnavailable: 'time-unknown' | 'polar' | null;
  dashas: {
    yogini: {
      running: { mahadasha: YoginiPeriodView; antardasha: YoginiPeriodView } | null;
      mahadashas: Array<YoginiPeriodView & { antardashas: YoginiPeriodView[] }>;
    };
    chara: {
      direction: 'zodiacal' | 'reverse';
      running: { dasha: CharaPeriodView; antardasha: CharaPeriodView } | null;
      periods: Array<CharaPeriodView & { years: number; antardashas: CharaPeriodView[] }>;
    } | null;
  };
  jaimini: {
    /** The seven chara karakas, atmakaraka first (by degree within the sign, highest first). */
    karakas: Array<{ karaka: CharaKaraka; graha: DeeperPlanet }>;
    arudhaLagna: number | null;
    upapada: number | null;
  };
};

export type YoginiPeriodView = DatedView & { yogini: string; lord: DeeperGraha };
export type CharaPeriodView = DatedView & { sign: number };

export const CHARA_KARAKAS = ['atmakaraka', 'amatyakaraka', 'bhratrikaraka', 'matrikaraka', 'putrakaraka', 'gnatikaraka', 'darakaraka'] as const;
export type CharaKaraka = (typeof CHARA_KARAKAS)[number];
