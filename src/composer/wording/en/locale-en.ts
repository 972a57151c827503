/**
 * The English locale: every block writer (the table is exhaustive over the block kinds), every
 * phrase pool, and the values each slot name can take, which the grammar test sweeps.
 */
import { NAKSHATRAS } from '../../../astro/nakshatra';
import { GRAHAS } from '../../../astro/zodiac';
import { namesEn, plainEn } from '../../../shared/astro-names/en';
import { allOf, poolsByName, type Locale } from '../locale';
import { CLOSING_POOLS, CLOSING_SLOTS } from './closing';
import { COMMON_POOLS, commonWriters } from './common';
import { DAY_POOLS, dayWriters } from './day';
import { dayAreaWriters } from './day-areas';
import { DASHA_THEMES, SIGN_LORE, HOUSE_GOOD, HOUSE_HARD, HOUSE_SHORT, JUPITER_GOCHARA, MOON_OVER, NAKSHATRA_DEITY, NODE_AXIS, NATURE_LORE, SATURN_GOCHARA, TARA_ADVICE, TARAS, VARA_FAVOURS } from './lore';
import { ALSO_RULES, ALSO_RULES_PLAIN, NATURE_EN } from './lordships';
import { NATAL_POOLS, natalWriters } from './natal';
import { NAKSHATRA_GLOSS, Names, grahaNoun, observanceName } from './names';
import { ordinal } from '../../../shared/ordinal';
import { READER_AIDS_EN } from './reader-aids';
import { REMEDIES_EN } from './remedies';
import { SPAN_POOLS, spanWriters } from './span';
import { BIG_EVENT_POOLS, bigEventWriters } from './big-events';

const signs = plainEn.signs.flatMap((s, i) => [s, `${s} (${namesEn.signs[i]!})`]);
const grahas = GRAHAS.flatMap((g) => [grahaNoun(g), g]);
const houses = Array.from({ length: 12 }, (_, i) => ordinal(i + 1));
const nakshatras = NAKSHATRAS.flatMap((n, i) => [n.sanskrit, `${n.sanskrit} (${NAKSHATRA_GLOSS[i]})`]);
const themePhrases = [...allOf(HOUSE_GOOD), ...allOf(HOUSE_HARD), ...allOf(HOUSE_SHORT)];

/** What each slot name stands for; the grammar test fills every template with each of these values. */
const SLOT_VALUES: Record<string, readonly string[]> = {
  name: ['Asha', 'Rohan'],
  sign: signs, sign2: signs,
  graha: grahas, graha2: grahas, bare: GRAHAS.flatMap((g) => [g, g === 'Rahu' || g === 'Ketu' ? g : `${g} (${namesEn.graha[g]})`]), lord: grahas, md: GRAHAS, ad: GRAHAS, from: grahas, nfrom: grahas,
  house: houses, house2: houses,
  nak: nakshatras, star: NAKSHATRAS.map((n) => n.sanskrit),
  good: allOf(HOUSE_GOOD), hard: allOf(HOUSE_HARD), short: allOf(HOUSE_SHORT), themes: [...allOf(DASHA_THEMES), ...themePhrases],
  effect: [...allOf(JUPITER_GOCHARA), ...allOf(SATURN_GOCHARA), ...allOf(NODE_AXIS)].map((t) => `${t}.`),
  over: Object.values(MOON_OVER),
  advice: TARA_ADVICE,
  tara: TARAS.map((t) => t.name), meaning: TARAS.map((t) => t.meaning),
  gloss: Object.values(NATURE_LORE).map((n) => n.gloss), deity: NAKSHATRA_DEITY,
  favours: [...Object.values(NATURE_LORE).flatMap((n) => n.favours), ...allOf(VARA_FAVOURS)],
  time: ['07:24', '23:59'], time2: ['07:24'], start: ['07:24'], end: ['18:05', '20 December 2027'], ownEnd: ['6 January 2029'], ownLevel: ['mahadasha', 'antardasha'], rahu: ['15:05–16:29'], yama: ['09:33–10:57'], gulika: ['12:19–13:43'], abhijit: ['11:57–12:42'],
  date: ['24 November 2026', '1 January'], date2: ['29 March 2025'], day: ['Tuesday 24 November'], weekday: ['Tuesday', 'Wednesday'],
  month: ['December 2026', '24 November – 23 December 2026'], month2: ['March 2027'], span: ['24–30 November 2026', '24 November 2026 – 23 November 2027'],
  noun: ['day', 'week', 'month', 'quarter', 'year', 'season', 'chapter'],
  level: ['mahadasha', 'antardasha'], turns: ['retrograde', 'direct'], verb: ['enters', 'slips back into', 'turns retrograde in'],
  length: ['5 weeks', '4 months', 'about 2 years', 'the rest of the period'],
  marks: ['those dates', 'those times'],
  legs: ['in Leo until 14 March (your 5th from the Moon, a helpful place), then in Virgo from 14 March (the 6th, a testing place)', 'in Pisces until 03:36 (your 9th from the Moon, a testing place), then in Aries from 03:36 to 21:10 (the 10th, a helpful place), then in Taurus from 21:10 (the 11th, a helpful place)'],
  obs: ['Ekadashi', 'Diwali (Lakshmi Puja)', 'Makar Sankranti', 'Pradosh Vrat', 'Ugadi / Gudi Padwa', observanceName('Sharad Navratri begins')], place: ['Mumbai', 'New York'],
  paksha: ['Shukla', 'Krishna'], tithi: ['Pratipada', 'Purnima', 'Amavasya', 'Ekadashi'], tithi2: ['Krishna Pratipada', 'Shukla Dwitiya'],
  yoga: ['Vishkambha', 'Siddhi'], yogaGloss: ['the prop', 'accomplishment'],
  list: ['study and reading', 'calls, letters and meetings, study and reading and rest and an early night', '3 December, 5 December and 9 December'],
  windows: ['from 30 November 09:42 to 2 December 11:10', 'until 26 November 04:10 and from 23 December 01:00 to the end of the period'],
  colour: ['green', 'smoky grey'], number: ['3', '9'],
  remedy: Object.values(REMEDIES_EN).flatMap((kinds) => Object.values(kinds).flat()),
  lift: ["the Moon's support for income and family harmony", 'a friendly star', 'Jupiter in the 11th from your Moon'],
  drag: ['care with expenses and sleep', 'the chandrashtama hours', "Saturn's pressure on career"],
  seat: ['your 1st house', 'its own sign, Cancer (Karka), in your 1st house'],
  kendra: ['10th'], trikona: ['5th'], lagnaSign: ['Capricorn', 'Leo'], stayAt: ['the 8th from your Moon', 'your 1st house'], where: ['your 1st house itself', 'your 5th house, from where it looks on your 1st'], verdict: ['a help to you personally', 'a weight on body and confidence, so pace yourself'],
  houses: ['9th', '5th and 10th'], nature: Object.values(NATURE_EN),
  text: ['the lord of the 10th gives a visible career'], love: SIGN_LORE.flatMap((l) => l.love), n: ['3', '12'], date3: ['24 November 2026'],
  days: ['a day', 'three days', '12 days'], these: ['this day', 'these three days'],
  bindus: ['0', '1', '3', '5', '8'], av: ['Ashtakavarga', 'Ashtakavarga (the tally of support your birth chart gives each sign)'],
  one: ['Jupiter has 6 of 8 bindus in Leo, so its help comes in full'], two: ['Saturn holds just 2 of 8 in Pisces, little to cushion it'],
  ...CLOSING_SLOTS, this: ['today', 'this week', 'this month', 'this quarter', 'this chapter'],
};

export const en: Locale<Names> = {
  lang: 'en',
  newNames: () => new Names(),
  writers: { ...dayWriters, ...dayAreaWriters, ...spanWriters, ...commonWriters, ...natalWriters, ...bigEventWriters },
  aids: READER_AIDS_EN,
  pools: { ...poolsByName('day', DAY_POOLS), ...poolsByName('span', SPAN_POOLS), ...poolsByName('common', COMMON_POOLS), ...poolsByName('closing', CLOSING_POOLS), ...poolsByName('natal', NATAL_POOLS), ...poolsByName('big-events', BIG_EVENT_POOLS), ...poolsByName('lordships', { alsoRules: ALSO_RULES, alsoRulesPlain: ALSO_RULES_PLAIN }) },
  slotValues: (slot) => SLOT_VALUES[slot] ?? [],
};
