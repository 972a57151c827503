// The doshas card on /chart: what found each dosha, in one plain line, and its classical remedies.
// The tone is calm and factual: a dosha is a common pattern, remedies are traditional practices,
// and nothing here sells a gemstone or a puja. Graha and sign names arrive already named.
import type { CharityKey, KaalSarpType, MantraKey, SadeSatiPhaseKey, WeekdayIndex } from '../../../shared/doshas-view';
import { plural } from '../plural';

/** Houses 1–12: '1st', '2nd', '3rd', '4th' … '12th'. */
const nth = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

export const doshas = {
  title: 'Doshas',
  gloss: 'and their remedies',
  intro:
    'A dosha is a pattern in a chart, not a verdict, and most charts have one or another. The remedies are traditional practices of prayer, charity and fasting, kept for steadiness of mind. None of them needs a gemstone or a paid puja.',
  /** Joins the last two of a list. */
  and: ' and ',
  status: {
    present: 'Present',
    cancelled: 'Cancelled',
    absent: 'Not present',
    partial: 'Partial',
    running: 'Running',
    paused: 'Paused',
    notRunning: 'Not running',
  },

  mangal: {
    title: 'Mangal dosha',
    gloss: 'Kuja dosha',
    inHouse: (house: number, from: string) => `Mars is in the ${nth(house)} house from ${from}.`,
    from: { lagna: 'your lagna', moon: 'your Moon', venus: 'Venus' },
    /** Without an exact birth time there is no lagna to count from. */
    noneFromMoon: (moon: number, venus: number) =>
      `No Mangal dosha counted from your Moon and Venus: Mars is in the ${nth(moon)} house from your Moon and the ${nth(venus)} from Venus, neither a house of the dosha (1st, 2nd, 4th, 7th, 8th or 12th). The count from the lagna needs the exact birth time.`,
    none: (lagna: number, moon: number, venus: number) =>
      `No Mangal dosha: Mars is in the ${nth(lagna)} house from your lagna, the ${nth(moon)} from your Moon and the ${nth(venus)} from Venus, and none of these is a house of the dosha (1st, 2nd, 4th, 7th, 8th or 12th).`,
    cancelledBy: 'It is cancelled by the classical exceptions, so tradition asks for no remedy:',
    reasons: {
      ownSign: 'Mars is in its own sign',
      exalted: 'Mars is exalted, in Makara (Capricorn)',
      houseSign: (house: number, from: string, sign: string) => `Mars in the ${nth(house)} from ${from} is in ${sign}, a listed exception`,
      jupiterConjunct: 'Jupiter is with Mars',
      jupiterAspect: 'Jupiter aspects Mars',
      moonConjunct: 'The Moon is with Mars',
      lagnaLeoAquarius: (lagna: string) => `your lagna is ${lagna}`,
      yogakaraka: (lagna: string) => `Mars is the yogakaraka for a ${lagna} lagna`,
    },
    common: 'Mangal dosha is common: Mars stands in one of these six houses from the lagna in about half of all charts.',
    borderline: 'Mars is within a degree of a sign edge, so a small change in the birth time could change this.',
  },

  kaalSarp: {
    title: 'Kaal Sarp dosha',
    gloss: 'the grahas between Rahu and Ketu',
    full: (house: number, type: string) =>
      `All seven grahas lie between Rahu and Ketu. Rahu is in your ${nth(house)} house, which names it ${type} Kaal Sarp.`,
    partial: (house: number, type: string, outside: string) =>
      `Six of the seven grahas lie between Rahu and Ketu and ${outside} lies outside: a partial ${type} Kaal Sarp (Rahu in your ${nth(house)} house). Many almanacs count a partial one as mild, and some do not count it at all.`,
    none: 'No Kaal Sarp dosha: the grahas lie on both sides of the Rahu–Ketu axis.',
    degreeRule: 'Counted by degree: a graha in Rahu’s or Ketu’s sign is inside or outside by which side of the node its degree falls.',
    borderline: 'A graha is within a degree of Rahu or Ketu, so a small change in the birth time could change this.',
    types: {
      anant: 'Anant',
      kulik: 'Kulik',
      vasuki: 'Vasuki',
      shankhpal: 'Shankhpal',
      padma: 'Padma',
      mahapadma: 'Mahapadma',
      takshak: 'Takshak',
      karkotak: 'Karkotak',
      shankhachood: 'Shankhachood',
      ghatak: 'Ghatak',
      vishdhar: 'Vishdhar',
      sheshnag: 'Sheshnag',
    } satisfies Record<KaalSarpType, string>,
  },

  sadeSati: {
    title: 'Sade Sati',
    gloss: 'Saturn’s seven and a half years',
    now: {
      rising: (sign: string) => `Saturn is in ${sign}, the 12th sign from your Moon: the rising phase of Sade Sati.`,
      peak: (sign: string) => `Saturn is in ${sign}, your Moon sign: the peak of Sade Sati.`,
      setting: (sign: string) => `Saturn is in ${sign}, the 2nd sign from your Moon: the setting phase of Sade Sati.`,
    } satisfies Record<SadeSatiPhaseKey, (sign: string) => string>,
    thisPhase: (start: string, end: string) => `This phase: ${start} – ${end}.`,
    paused: (sign: string, back: string) =>
      `Sade Sati is under way, but for now Saturn is in ${sign}, outside its three signs: a pause, until ${back}.`,
    next: (sign: string, start: string, end: string) =>
      `Sade Sati is not running now. The next one begins on ${start}, when Saturn enters ${sign}, the 12th sign from your Moon, and ends on ${end}.`,
    common: 'Sade Sati comes to everyone about every thirty years, and it passes. Tradition treats it as a season for patience, steady work and looking after your health and habits.',
    phases: { rising: 'Rising', peak: 'Peak', setting: 'Setting' } satisfies Record<SadeSatiPhaseKey, string>,
    saturnIn: (sign: string) => `Saturn in ${sign}`,
    nowBadge: 'Now',
    overlap: 'A phase runs from Saturn’s first entry into its sign to its final exit, so phases overlap where a retrograde loop crosses back.',
    moves: 'Every sign change',
    returning: 'retrograde return',
    pause: 'pause',
    dhaiya: {
      4: (sign: string, start: string, end: string) =>
        `Dhaiya, also called Kantaka Shani: Saturn in ${sign}, the 4th sign from your Moon, from ${start} to ${end}.`,
      8: (sign: string, start: string, end: string) =>
        `Dhaiya, also called Ashtama Shani: Saturn in ${sign}, the 8th sign from your Moon, from ${start} to ${end}.`,
    },
  },

  debility: {
    title: 'Debilitated grahas',
    gloss: 'neecha, without cancellation',
    stands: (house: number, graha: string, sign: string) =>
      `${graha} is in ${sign}, its sign of debility, in your ${nth(house)} house, and none of the classical cancellations (neecha-bhanga) holds.`,
    cancelled: (graha: string, sign: string) => `${graha} is debilitated in ${sign}, but the debility is cancelled (neecha-bhanga):`,
    rules: {
      dispositorInKendra: (lord: string, sign: string) => `${lord}, lord of ${sign}, is in a kendra from your lagna or Moon`,
      exaltationLordInKendra: (lord: string, graha: string) => `${lord}, lord of the sign where ${graha} is exalted, is in a kendra from your lagna or Moon`,
      exaltedThereInKendra: (planet: string, sign: string) => `${planet}, exalted in ${sign}, is in a kendra from your lagna or Moon`,
      dispositorJoinsOrAspects: (lord: string, graha: string) => `${lord}, lord of its sign, joins or aspects ${graha}`,
      exaltedInNavamsa: (graha: string) => `${graha} is exalted in the navamsa`,
    },
    none: 'No graha is debilitated in your chart.',
  },

  remedies: {
    title: 'Traditional remedies',
    mantra: 'Mantra',
    charity: 'Charity',
    fast: 'Fast',
    /** Each graha's beej mantra. */
    beej: {
      Sun: 'Om Hraam Hreem Hraum Sah Suryaya Namah',
      Moon: 'Om Shraam Shreem Shraum Sah Chandramase Namah',
      Mars: 'Om Kraam Kreem Kraum Sah Bhaumaya Namah',
      Mercury: 'Om Braam Breem Braum Sah Budhaya Namah',
      Jupiter: 'Om Graam Greem Graum Sah Gurave Namah',
      Venus: 'Om Draam Dreem Draum Sah Shukraya Namah',
      Saturn: 'Om Praam Preem Praum Sah Shanaischaraya Namah',
      Rahu: 'Om Bhraam Bhreem Bhraum Sah Rahave Namah',
      Ketu: 'Om Sraam Sreem Sraum Sah Ketave Namah',
    },
    mantras: {
      'hanuman-chalisa': 'The Hanuman Chalisa',
      'maha-mrityunjaya': 'The Maha Mrityunjaya mantra (Om Tryambakam Yajamahe…)',
      'shani-stotra': 'The Shani stotra of King Dasharatha',
    } satisfies Record<Exclude<MantraKey, 'beej'>, string>,
    times: (count: number) => (count === 108 ? '108 times, one mala' : plural('en', count, { one: 'once', other: '# times' })),
    everyDay: 'every day',
    onDay: (day: string) => `on ${day}s`,
    total: (total: string) => `${total} in all for a full course`,
    given: (items: string, day: string) => `${items}, given on a ${day}`,
    fastOn: (day: string) => `A simple fast on ${day}s`,
    alsoOn: (observance: string) => `and on ${observance}`,
    charityItems: {
      wheat: 'wheat',
      jaggery: 'jaggery (gur)',
      copper: 'copper',
      rice: 'rice',
      milk: 'milk',
      'white-cloth': 'white cloth',
      'red-lentils': 'red lentils (masoor dal)',
      'red-cloth': 'red cloth',
      'green-gram': 'green gram (moong)',
      'green-cloth': 'green cloth',
      'chana-dal': 'chana dal',
      turmeric: 'turmeric',
      'yellow-cloth': 'yellow cloth',
      curd: 'curd',
      'black-sesame': 'black sesame',
      'mustard-oil': 'mustard oil',
      'black-cloth': 'black cloth',
      'black-gram': 'black gram (urad)',
      blanket: 'a blanket',
      sesame: 'sesame',
    } satisfies Record<CharityKey, string>,
    weekdays: { 0: 'Sunday', 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday' } satisfies Record<WeekdayIndex, string>,
  },
};
