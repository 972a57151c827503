/** What `GET /api/chart` returns: the signed-in user's birth chart, ready to draw. */

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
  };
  ayanamsa: { name: 'Lahiri'; degrees: number };
  node: 'mean' | 'true';
  ascendant: PointView;
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
  };
};
