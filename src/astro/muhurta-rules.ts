/**
 * What each event asks of the sky, as data: the tithis, nakshatras and weekdays it may begin on,
 * the months it keeps to, and which blackouts close it. The lists are Muhurta Chintamani's (the
 * chapters on samskaras, vivaha, vastu/griha-pravesha and yatra), as North Indian almanacs apply
 * them today; where the almanacs relax the text (weddings in Karka and Tula until and after
 * Chaturmas), the comment says so and docs/decisions/029-muhurta.md records why.
 *
 * Tithis are numbered 1–30: 1–15 the bright half (15 = Purnima), 16–30 the dark half (30 =
 * Amavasya). Nakshatras are 0 (Ashwini) … 26 (Revati). Weekdays 0 (Sunday) … 6 (Saturday).
 * Months: amanta lunar month 0 (Chaitra) … 11 (Phalguna); solar month = the Sun's sidereal sign.
 */

export const MUHURTA_EVENTS = [
  'vivah', 'sagai', 'griha-pravesh', 'bhoomi-pujan', 'property', 'vehicle',
  'business', 'namkaran', 'mundan', 'annaprashan', 'vidyarambh', 'travel',
] as const;
export type MuhurtaEvent = (typeof MUHURTA_EVENTS)[number];

/** How each event is named in a window's reasons. */
export const EVENT_PHRASES: Readonly<Record<MuhurtaEvent, string>> = {
  vivah: 'a wedding', sagai: 'an engagement', 'griha-pravesh': 'entering a new home', 'bhoomi-pujan': 'breaking ground (bhoomi pujan)',
  property: 'buying property', vehicle: 'buying a vehicle', business: 'opening a business', namkaran: 'a naming ceremony',
  mundan: 'a first haircut (mundan)', annaprashan: "a child's first rice (annaprashan)", vidyarambh: 'beginning studies (vidyarambh)',
  travel: 'setting out on a journey',
};

/** The English names the command line accepts beside the Sanskrit ones. */
export const EVENT_ALIASES: Readonly<Record<string, MuhurtaEvent>> = {
  marriage: 'vivah', wedding: 'vivah', engagement: 'sagai', naming: 'namkaran', 'house-warming': 'griha-pravesh',
};

export type BlackoutKind =
  | 'chaturmas' | 'kharmas' | 'guru-asta' | 'shukra-asta' | 'guru-balya-vriddha' | 'shukra-balya-vriddha'
  | 'sankranti' | 'adhika-masa' | 'pitru-paksha' | 'eclipse' | 'holashtak';

/** How a blackout is named in a window's reasons and cuts. */
export const BLACKOUT_LABELS: Readonly<Record<BlackoutKind, string>> = {
  chaturmas: 'Chaturmas', kharmas: 'Kharmas', 'guru-asta': 'Guru asta (Jupiter combust)', 'shukra-asta': 'Shukra asta (Venus combust)',
  'guru-balya-vriddha': 'Guru balya-vriddha (Jupiter just risen or about to set)',
  'shukra-balya-vriddha': 'Shukra balya-vriddha (Venus just risen or about to set)',
  sankranti: 'the Sankranti day', 'adhika-masa': 'Adhika masa', 'pitru-paksha': 'Pitru paksha', eclipse: 'eclipse and its sutak', holashtak: 'Holashtak',
};

export const ALL_BLACKOUTS: readonly BlackoutKind[] = [
  'chaturmas', 'kharmas', 'guru-asta', 'shukra-asta', 'guru-balya-vriddha', 'shukra-balya-vriddha', 'sankranti',
  'adhika-masa', 'pitru-paksha', 'eclipse', 'holashtak',
];

/**
 * The days around a combustion that close what the combustion closes (muhurta-blackouts.ts):
 * "bālya", the infancy just after the graha rises heliacally, and "vṛddha", its old age just
 * before it sets. The texts give several counts. Muhurta Chintamani (vivaha prakarana) and
 * Arambha-siddhi: Venus old five days before setting in the west, young three days after rising
 * in the east, Jupiter a fortnight, "others say a week" for both; Muhurta Sangraha quotes Garga's
 * three days, Vasishtha's five, and a week as the common rule. The North Indian almanacs that fix
 * the wedding dates wait about three days after Venus rises (Hindustan's 2026 list resumes on the
 * fourth day after the rising of 1 February), so: Venus three days young and five old, whichever
 * side of the Sun; Jupiter the week the texts give as the lesser count, either side.
 * docs/decisions/045 records the choice.
 */
export const BALYA_VRIDDHA_DAYS: Readonly<Record<'Jupiter' | 'Venus', { balya: number; vriddha: number }>> = {
  Venus: { balya: 3, vriddha: 5 },
  Jupiter: { balya: 7, vriddha: 7 },
};

/** Which lagna shuddhi (muhurta-lagna.ts) the event needs, if any. */
export type LagnaRule = 'vivah' | 'griha-pravesh' | null;

export interface EventRule {
  tithis: readonly number[];
  nakshatras: readonly number[];
  /** Weekdays that may be used at all, and those the texts single out (they raise the grade). */
  weekdays: readonly number[];
  preferredWeekdays: readonly number[];
  /** Amanta lunar months allowed (null: any). */
  lunarMonths: readonly number[] | null;
  /** The Sun's sidereal signs allowed (null: any). */
  solarMonths: readonly number[] | null;
  blackouts: readonly BlackoutKind[];
  lagna: LagnaRule;
  /** Weddings and house-entries are also fixed at night; the rest are daytime acts. */
  night: boolean;
  /** Journeys, trade and purchases are timed by the choghadiya as well (its bad periods are cut). */
  choghadiya: boolean;
}

const ANY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;
const SOFT_DAYS = [1, 3, 4, 5] as const; // Monday, Wednesday, Thursday, Friday: the Moon's, Mercury's, Jupiter's, Venus's days

/**
 * The rikta tithis (4th, 9th, 14th of either half, "empty") and Amavasya are refused for every
 * beginning (MC, shubhashubha prakarana); the lists below never contain them.
 */
const BOTH_HALVES = (...t: number[]) => [...t, ...t.map((n) => n + 15)];

/** Yogas refused for every beginning: Vyatipata and Vaidhriti (MC), whole. Numbered 1–27. */
export const FORBIDDEN_YOGAS: readonly number[] = [17, 27];
/**
 * The other harsh yogas (Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra, Parigha): the texts
 * reject only their first ghatis; the almanacs avoid them whole for samskaras, and so do we for
 * every event except travel, where they only lower the grade.
 */
export const HARSH_YOGAS: readonly number[] = [1, 6, 9, 10, 13, 15, 19];
/** Vishti (Bhadra) is the one karana no beginning may fall in (MC, karana prakarana). */
export const FORBIDDEN_KARANAS: readonly string[] = ['Vishti'];

// Nakshatra indices, named for readability.
const N = {
  Ashwini: 0, Rohini: 3, Mrigashira: 4, Ardra: 5, Punarvasu: 6, Pushya: 7, Magha: 9, PurvaPhalguni: 10,
  UttaraPhalguni: 11, Hasta: 12, Chitra: 13, Swati: 14, Anuradha: 16, Jyeshtha: 17, Mula: 18, PurvaAshadha: 19,
  UttaraAshadha: 20, Shravana: 21, Dhanishta: 22, Shatabhisha: 23, PurvaBhadrapada: 24, UttaraBhadrapada: 25, Revati: 26,
} as const;

/** Light, soft and fixed nakshatras (laghu, mridu, dhruva): MC's general list for auspicious starts. */
const GENTLE = [
  N.Ashwini, N.Rohini, N.Mrigashira, N.Punarvasu, N.Pushya, N.UttaraPhalguni, N.Hasta, N.Chitra, N.Swati,
  N.Anuradha, N.UttaraAshadha, N.Shravana, N.Dhanishta, N.Shatabhisha, N.UttaraBhadrapada, N.Revati,
];

export const EVENT_RULES: Readonly<Record<MuhurtaEvent, EventRule>> = {
  // MC, vivaha prakarana: the eleven wedding nakshatras; Tuesday refused; the Sun in Mesha,
  // Vrishabha, Mithuna, Vrishchika, Makara or Kumbha. Almanacs also marry in Karka (before
  // Devshayani) and Tula (after Prabodhini), which Chaturmas already bounds; Simha and Kanya fall
  // inside it, Dhanu and Meena are Kharmas.
  vivah: {
    tithis: BOTH_HALVES(2, 3, 5, 7, 10, 11, 12, 13),
    nakshatras: [N.Rohini, N.Mrigashira, N.Magha, N.UttaraPhalguni, N.Hasta, N.Swati, N.Anuradha, N.Mula, N.UttaraAshadha, N.UttaraBhadrapada, N.Revati],
    weekdays: [0, 1, 3, 4, 5, 6], preferredWeekdays: SOFT_DAYS,
    lunarMonths: null, solarMonths: [0, 1, 2, 3, 6, 7, 9, 10],
    blackouts: ALL_BLACKOUTS, lagna: 'vivah', night: true, choghadiya: false,
  },
  // Vagdana (betrothal) takes the wedding's nakshatras and the fixed/soft ones besides (MC); the
  // almanacs do not hold it back for Chaturmas.
  sagai: {
    tithis: BOTH_HALVES(2, 3, 5, 7, 10, 11, 12, 13),
    nakshatras: [N.Rohini, N.Mrigashira, N.Magha, N.UttaraPhalguni, N.Hasta, N.Swati, N.Anuradha, N.Mula, N.UttaraAshadha, N.UttaraBhadrapada, N.Revati, N.Pushya, N.Shravana, N.Dhanishta],
    weekdays: [0, 1, 3, 4, 5, 6], preferredWeekdays: SOFT_DAYS,
    lunarMonths: null, solarMonths: null,
    blackouts: ['kharmas', 'guru-asta', 'shukra-asta', 'guru-balya-vriddha', 'shukra-balya-vriddha', 'sankranti', 'adhika-masa', 'pitru-paksha', 'eclipse', 'holashtak'],
    lagna: null, night: false, choghadiya: false,
  },
  // MC, griha-pravesha: the fixed and soft nakshatras with Dhanishta and Shatabhisha; not on
  // Sunday or Tuesday; in Magha, Phalguna, Vaishakha, Jyeshtha (the text), with Kartika and
  // Margashirsha as the almanacs add; the dark half only up to its Saptami.
  'griha-pravesh': {
    tithis: [2, 3, 5, 6, 7, 10, 11, 12, 13, 17, 18, 20, 21, 22],
    nakshatras: [N.Rohini, N.Mrigashira, N.UttaraPhalguni, N.Chitra, N.Anuradha, N.UttaraAshadha, N.Dhanishta, N.Shatabhisha, N.UttaraBhadrapada, N.Revati],
    weekdays: [1, 3, 4, 5, 6], preferredWeekdays: SOFT_DAYS,
    lunarMonths: [10, 11, 1, 2, 7, 8], solarMonths: null,
    blackouts: ALL_BLACKOUTS, lagna: 'griha-pravesh', night: true, choghadiya: false,
  },
  // MC, vastu prakarana (shilanyasa): the fixed, soft and light nakshatras; not Sunday or Tuesday.
  'bhoomi-pujan': {
    tithis: [2, 3, 5, 6, 7, 10, 11, 12, 13, 17, 18, 20, 21, 22],
    nakshatras: [N.Rohini, N.Mrigashira, N.Pushya, N.UttaraPhalguni, N.Hasta, N.Chitra, N.Swati, N.Anuradha, N.UttaraAshadha, N.Shravana, N.Dhanishta, N.Shatabhisha, N.UttaraBhadrapada, N.Revati],
    weekdays: [1, 3, 4, 5, 6], preferredWeekdays: SOFT_DAYS,
    lunarMonths: null, solarMonths: null,
    blackouts: ALL_BLACKOUTS, lagna: null, night: false, choghadiya: false,
  },
  // Buying land or a house: the gentle nakshatras; Thursday and Friday favoured (almanac practice).
  property: {
    tithis: BOTH_HALVES(1, 2, 3, 5, 6, 7, 10, 11, 12, 13).concat(15),
    nakshatras: GENTLE, weekdays: ANY_DAY, preferredWeekdays: [1, 4, 5],
    lunarMonths: null, solarMonths: null,
    blackouts: ['adhika-masa', 'pitru-paksha', 'eclipse', 'holashtak'], lagna: null, night: false, choghadiya: true,
  },
  // Vehicles (vahana, MC's yana-arohana): the light and movable nakshatras; not Tuesday or Saturday.
  vehicle: {
    tithis: BOTH_HALVES(1, 2, 3, 5, 6, 7, 10, 11, 12, 13).concat(15),
    nakshatras: [N.Ashwini, N.Mrigashira, N.Punarvasu, N.Pushya, N.Hasta, N.Chitra, N.Swati, N.Anuradha, N.Shravana, N.Dhanishta, N.Shatabhisha, N.Revati],
    weekdays: [0, 1, 3, 4, 5], preferredWeekdays: SOFT_DAYS,
    lunarMonths: null, solarMonths: null,
    blackouts: ['pitru-paksha', 'eclipse', 'holashtak'], lagna: null, night: false, choghadiya: true,
  },
  // Opening a shop or firm (vipani-arambha, MC): the fixed, light and soft nakshatras; not Tuesday.
  business: {
    tithis: BOTH_HALVES(1, 2, 3, 5, 6, 7, 10, 11, 12, 13).concat(15),
    nakshatras: [N.Ashwini, N.Rohini, N.Mrigashira, N.Pushya, N.UttaraPhalguni, N.Hasta, N.Chitra, N.Anuradha, N.UttaraAshadha, N.Shravana, N.UttaraBhadrapada, N.Revati],
    weekdays: [0, 1, 3, 4, 5, 6], preferredWeekdays: [3, 4, 5],
    lunarMonths: null, solarMonths: null,
    blackouts: ['kharmas', 'sankranti', 'adhika-masa', 'pitru-paksha', 'eclipse', 'holashtak'], lagna: null, night: false, choghadiya: true,
  },
  // Namakarana (MC, samskara prakarana): tied to the birth, so only an eclipse holds it back.
  namkaran: {
    tithis: BOTH_HALVES(1, 2, 3, 5, 6, 7, 10, 11, 12, 13).concat(15),
    nakshatras: GENTLE, weekdays: SOFT_DAYS, preferredWeekdays: SOFT_DAYS,
    lunarMonths: null, solarMonths: null,
    blackouts: ['eclipse'], lagna: null, night: false, choghadiya: false,
  },
  // Chudakarma (MC): its own nakshatra list, with Jyeshtha; not in Chaturmas or Kharmas.
  mundan: {
    tithis: BOTH_HALVES(2, 3, 5, 7, 10, 11, 13),
    nakshatras: [N.Ashwini, N.Mrigashira, N.Punarvasu, N.Pushya, N.Hasta, N.Chitra, N.Swati, N.Jyeshtha, N.Shravana, N.Dhanishta, N.Shatabhisha, N.Revati],
    weekdays: SOFT_DAYS, preferredWeekdays: SOFT_DAYS,
    lunarMonths: null, solarMonths: null,
    blackouts: ALL_BLACKOUTS, lagna: null, night: false, choghadiya: false,
  },
  // Annaprashana (MC): the gentle nakshatras, Purnima allowed.
  annaprashan: {
    tithis: BOTH_HALVES(2, 3, 5, 7, 10, 13).concat(15),
    nakshatras: GENTLE, weekdays: SOFT_DAYS, preferredWeekdays: SOFT_DAYS,
    lunarMonths: null, solarMonths: null,
    blackouts: ['kharmas', 'sankranti', 'adhika-masa', 'pitru-paksha', 'eclipse'], lagna: null, night: false, choghadiya: false,
  },
  // Vidyarambha (MC): Ardra, the Purvas and Mula join the light ones (learning is sharp work);
  // Vijayadashami falls in Chaturmas, so Chaturmas does not close it.
  vidyarambh: {
    tithis: BOTH_HALVES(2, 3, 5, 6, 10, 11, 12),
    nakshatras: [N.Ashwini, N.Mrigashira, N.Ardra, N.Punarvasu, N.Pushya, N.PurvaPhalguni, N.Hasta, N.Chitra, N.Swati, N.Mula, N.PurvaAshadha, N.Shravana, N.Dhanishta, N.Shatabhisha, N.PurvaBhadrapada, N.Revati],
    weekdays: [0, 1, 3, 4, 5], preferredWeekdays: [3, 4, 5],
    lunarMonths: null, solarMonths: null,
    blackouts: ['kharmas', 'sankranti', 'adhika-masa', 'pitru-paksha', 'eclipse'], lagna: null, night: false, choghadiya: false,
  },
  // Yatra (MC, yatra prakarana): the nine best nakshatras for setting out; any weekday.
  travel: {
    tithis: BOTH_HALVES(2, 3, 5, 7, 10, 11, 13),
    nakshatras: [N.Ashwini, N.Mrigashira, N.Punarvasu, N.Pushya, N.Hasta, N.Anuradha, N.Shravana, N.Dhanishta, N.Revati],
    weekdays: ANY_DAY, preferredWeekdays: SOFT_DAYS,
    lunarMonths: null, solarMonths: null,
    blackouts: ['eclipse'], lagna: null, night: false, choghadiya: true,
  },
};

/** The event an English or Sanskrit name stands for, or null. */
export function eventNamed(name: string): MuhurtaEvent | null {
  const key = name.trim().toLowerCase();
  if ((MUHURTA_EVENTS as readonly string[]).includes(key)) return key as MuhurtaEvent;
  return EVENT_ALIASES[key] ?? null;
}
