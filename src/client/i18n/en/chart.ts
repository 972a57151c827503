// The /chart page: the kundli drawings, the grahas, the dashas and today's panchang. The names of
// grahas, signs, nakshatras and the panchang's limbs are in `astro`.
import type { ChartView, DayAdviceKey, LuckyColourKey } from '../../../shared/chart-view';
import { ordinal } from '../../../shared/ordinal';
import { readingTitles } from '../../../shared/reading-types';
import { plural } from '../plural';

export const chart = {
  title: 'Your Kundli',
  casting: 'Casting your chart...',
  trying: 'Trying...',

  header: {
    eyebrow: 'Janma kundli · birth chart',
    born: 'Born ',
    bornAt: ' at ',
    bornIn: (city: string, country: string) => ` in ${city}, ${country}`,
    ayanamsa: (name: string, degrees: string) => `${name} ayanamsa ${degrees}`,
    ayanamsaNames: { lahiri: 'Lahiri', raman: 'Raman', kp: 'Krishnamurti (KP)', 'true-chitra': 'True Chitrapaksha' },
    meanNode: 'Mean node for Rahu and Ketu',
    trueNode: 'True node for Rahu and Ketu',
    approximate: 'This chart is approximate',
    // The server's own sentence (chart-service), rebuilt here so it can be said in every language.
    approximateReason: (city: string, country: string) =>
      `We could not find "${city}, ${country}" on our map, so this chart uses Indian Standard Time at Ujjain. Pick your birth city (or the nearest town) from the suggestions on your profile for an exact chart.`,
    updatePlace: 'Update birth place',
  },

  /** The birth time's notes, as the engine words them (src/astro/local-time.ts). */
  timeNote: {
    localMean: (offset: string) => `Read as local mean time of the birth place (${offset}).`,
    skipped: (time: string, date: string, zone: string, readAs: string, offset: string) =>
      `${time} did not exist on ${date} in ${zone}: the clocks moved forward. It was read as ${readAs} (${offset}).`,
    repeated: (time: string, date: string, zone: string, offset: string) =>
      `${time} happened twice on ${date} in ${zone}: the clocks moved back. The first one (${offset}) was used.`,
  },

  lagnaOf: (sign: string) => `Lagna ${sign}`,

  /** A chart without an exact birth time: read from the Moon's sign (Chandra lagna). */
  moonChart: {
    centre: (sign: string) => `From the Moon, ${sign}`,
    title: 'Read from your Moon sign',
    note: (sign: string, castFor: string) =>
      `Your birth time is not known, so this chart is cast for ${castFor} and read from your Moon sign, ${sign}: the Moon's sign is the 1st house and the other houses are counted from it. The lagna (rising sign) needs the exact birth time, so it is not shown.`,
    noon: 'noon of your birth date',
    middleOf: (part: string, time: string) => `${time}, the middle of the ${part}`,
    northNote: 'Houses stay fixed with the Moon\'s sign in the top diamond; the numbers are the signs, 1 for Mesha (Aries) to 12 for Meena (Pisces).',
    southNote: 'Signs stay fixed, clockwise from Meena (Pisces) at the top left; the diagonal stroke marks the Moon\'s sign, the 1st house here.',
  },

  rashiChart: {
    title: 'Rashi chart',
    subtitle: 'Birth chart (D1), whole-sign houses',
    northNote: 'Houses stay fixed with the lagna in the top diamond; the numbers are the signs, 1 for Mesha (Aries) to 12 for Meena (Pisces).',
    southNote: 'Signs stay fixed, clockwise from Meena (Pisces) at the top left; the diagonal stroke marks the lagna.',
    retrogradeMark: 'R',
    retrogradeNote: 'marks a retrograde graha.',
    centreTitle: 'Rashi',
    centreSubtitle: 'birth chart · D1',
  },

  style: {
    label: 'Chart style',
    north: 'North Indian',
    south: 'South Indian',
  },

  /** What a screen reader hears for the drawing. */
  summary: {
    north: 'North Indian birth chart',
    south: 'South Indian birth chart',
    retrograde: ', retrograde,',
    inHouse: (who: string, house: number, sign: string) => `${who} in house ${house}, ${sign}`,
    inSign: (who: string, sign: string, house: number) => `${who} in ${sign}, house ${house}`,
    chart: (title: string, lagna: string, bodies: string) => `${title}: Lagna in ${lagna}; ${bodies}.`,
    moonChart: (title: string, moon: string, bodies: string) => `${title}, houses counted from the Moon in ${moon}; ${bodies}.`,
    separator: '; ',
  },

  bodies: {
    title: 'Grahas',
    gloss: 'the planets',
    intro: 'Sidereal positions at the moment of birth.',
    graha: 'Graha',
    grahaGloss: 'planet',
    rashi: 'Rashi',
    rashiGloss: 'sign',
    degree: 'Degree',
    degreeGloss: 'in sign',
    nakshatra: 'Nakshatra',
    nakshatraGloss: '& pada',
    bhava: 'Bhava',
    bhavaGloss: 'house',
    pada: (pada: number) => `pada ${pada}`,
    retrogradeSymbol: '℞',
    retrogradeTitle: 'Retrograde (vakri)',
    retrogradeSpoken: 'retrograde',
    legend: (retrograde: string, notes: string) => `${retrograde}. ${notes}.`,
  },

  /** Badges beside a graha: the term a jyotishi would use, with its meaning. */
  notes: {
    exalted: { name: 'Uchcha', gloss: 'exalted' },
    debilitated: { name: 'Neecha', gloss: 'debilitated' },
    own: { name: 'Swakshetra', gloss: 'own sign' },
    combust: { name: 'Asta', gloss: 'combust' },
    retrograde: { name: 'Vakri', gloss: 'retrograde' },
  },

  dasha: {
    title: 'Vimshottari dasha',
    gloss: 'planetary periods',
    mahadasha: 'Mahadasha',
    mahadashaGloss: 'major period',
    antardasha: 'Antardasha',
    antardashaGloss: 'sub-period',
    outside: 'Today falls outside the 120-year cycle computed for this chart.',
    balanceBefore: (_lord: string) => 'Balance at birth: ',
    balanceAfter: (lord: string) => ` of ${lord} mahadasha.`,
    all: 'All nine mahadashas',
    now: 'Now',
    elapsed: (percent: number) => `${percent}% elapsed`,
    yearNote: (days: number) =>
      `Dasha years of ${days} days. Tools disagree by a few days here: some count a dasha year as 360 or 365.2422 days, so another almanac's dates may differ slightly. The first mahadasha began before birth.`,
  },

  span: {
    years: (n: number) => plural('en', n, { one: '# year', other: '# years' }),
    months: (n: number) => plural('en', n, { one: '# month', other: '# months' }),
    days: (n: number) => plural('en', n, { one: '# day', other: '# days' }),
    separator: ', ',
  },

  panchang: {
    today: "Today's panchang",
    abroad: (place: string, zone: string) => `For ${place}, where you live now: the date and times are local there${zone}, as in your ${readingTitles.daily}.`,
    sunrise: 'Sunrise',
    sunriseGloss: 'Suryodaya',
    sunset: 'Sunset',
    sunsetGloss: 'Suryasta',
    noneToday: 'None today',
    /** Tithi 1–14 of a fortnight: '13th lunar day of the waxing fortnight'. */
    lunarDay: (day: number, paksha: string) => `${ordinal(day)} lunar day of the ${paksha === 'Krishna' ? 'waning' : 'waxing'} fortnight`,
    fullMoon: 'full moon',
    newMoon: 'new moon',
    pada: (pada: number, meaning: string) => `${meaning}, pada ${pada}`,
    yogaNumber: (n: number) => `${n} of 27`,
    footer: (place: string, zone: string) => `Limbs as they stand at sunrise; all times local to ${place}${zone}.`,
    also: (name: string, kind: string) => `Also ${name} · ${kind}`,
    kinds: { festival: 'Festival', vrat: 'Fast', sankranti: 'Sankranti' } satisfies Record<ChartView['panchang']['observances'][number]['kind'], string>,
  },

  kaal: {
    title: 'Kaal & muhurta',
    localTime: (zone: string) => `local time${zone}`,
    rahu: 'Rahu kaal',
    yamaganda: 'Yamaganda',
    gulika: 'Gulika kaal',
    abhijit: 'Abhijit muhurta',
    auspicious: 'Auspicious',
    notWednesday: 'Not used on Wednesdays',
    note: 'Rahu, Yamaganda and Gulika are avoided for new beginnings; Abhijit, around midday, is auspicious.',
    none: 'No kaal periods today: the Sun does not both rise and set here.',
  },

  lucky: {
    colour: 'Lucky colour',
    colourFrom: (weekday: string, lord: string) => `from ${weekday}'s lord, ${lord}`,
    number: 'Lucky number',
    numberFrom: (lord: string, nakshatra: string) => `from ${lord}, lord of ${nakshatra}`,
    colours: {
      saffron: 'Saffron',
      white: 'White',
      red: 'Red',
      green: 'Green',
      yellow: 'Yellow',
      pink: 'Pink',
      'dark-blue': 'Dark blue',
      'smoky-grey': 'Smoky grey',
      brown: 'Brown',
    } satisfies Record<LuckyColourKey, string>,
  },

  advice: {
    title: "Do & don't",
    gloss: 'for your chart today',
    do: 'Do',
    doSpoken: 'Do:',
    dont: "Don't",
    dontSpoken: "Don't:",
    nothing: 'Nothing special',
    /** Short enough for two columns on a 390 px phone; each reads under "Do" and under "Don't". */
    labels: {
      begin: 'Start something new',
      finish: 'Finish pending work',
      travel: 'Short journeys',
      'money-in': 'Collecting money',
      'money-out': 'Big spending',
      talk: 'Talks, meetings',
      study: 'Study',
      family: 'Family time',
      rest: 'Rest',
      health: 'Health routine',
      pray: 'Prayer, puja',
      charity: 'Charity',
      argue: 'Arguments',
      risk: 'Risky bets',
      sign: 'Signing papers',
      lend: 'Lending money',
      haste: 'Rushing',
      overwork: 'Overwork',
      'late-night': 'Late nights',
      purchase: 'Big purchases',
    } satisfies Record<DayAdviceKey, string>,
  },

  /** The Deeper section's heading and its button; the section's own words load with it (i18n/deeper). */
  deeper: {
    title: 'The chart in depth',
    gloss: 'vargas, Ashtakavarga, Shadbala, KP, more dashas',
    intro: 'The tables an astrologer checks: divisional charts, Ashtakavarga, the strengths of grahas and houses, KP and the Yogini and Chara dashas.',
    open: 'Show the tables',
    close: 'Hide the tables',
    accuracy: 'How these numbers compare with Jagannatha Hora',
  },
};
