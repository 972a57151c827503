/**
 * Building blocks shared by the reading composers: how a placement, a lordship, a dasha or a
 * transit is put into words. Each paragraph returns the fact keys (paths into ReadingFacts) it
 * was written from, so tests and reviewers can check every paragraph against the chart.
 */
import type { Graha } from '../../../astro/zodiac';
import { SIGNS, SIGN_LORDS } from '../../../astro/zodiac';
import { houseFrom } from '../../../astro/zodiac';
import { dayMonth, dayMonthYear, monthYear, yearOf } from './dates';
import { DASHA_THEMES, GRAHA_LORE, HOUSE_GOOD, HOUSE_HARD, HOUSE_LORE, HOUSE_SHORT, JUPITER_GOCHARA, NAKSHATRA_DEITY, NAKSHATRA_NATURE, NATURE_LORE, SATURN_GOCHARA, isGocharaGood } from './lore';
import type { Pen } from './phrasing';
import { article, capitalise, listOf, ordinal, sentences, the } from './phrasing';
import type { DashaFacts, NatalGrahaFact, ReadingFacts, TransitEventFact } from './reading-facts';

export interface ComposedParagraph {
  /** What the paragraph is about ('opening', 'jupiter', 'dasha', ...). */
  topic: string;
  text: string;
  /** Paths into ReadingFacts ('natal.grahas.Venus', 'events.3', 'dasha.antardasha') the text rests on. */
  facts: string[];
}

export interface Draft extends ComposedParagraph {
  /** May be dropped to keep the reading under its length, or added to reach it. */
  optional?: boolean;
  /** A shorter version (fewer of the optional sentences) for when a reading runs long, and its facts. */
  short?: string;
  shortFacts?: string[];
}

export const nth = ordinal;

/** 'the 10th house', glossed with its bhava name the first time. */
export function houseName(pen: Pen, h: number): string {
  const gloss = HOUSE_LORE[h]!.name;
  return pen.chance(0.6) ? `the ${nth(h)} house (${gloss})` : `the ${nth(h)} house`;
}

export function houseThemes(pen: Pen, h: number, n = 2): string {
  return listOf(pen.some(HOUSE_LORE[h]!.themes, n));
}

export function shortTheme(pen: Pen, h: number): string {
  return pen.pick(HOUSE_SHORT[h]!);
}

/** A sign with the planet's dignity in it, always of the form '... in <Sign> ...' right after the planet. */
export function signWithDignity(pen: Pen, sign: number, dignity: NatalGrahaFact['dignity']): string {
  const s = pen.sign(sign);
  switch (dignity) {
    case 'exalted':
      return pen.pick([`exalted in ${s}`, `in ${s}, its sign of exaltation`, `in ${s}, where it is exalted (uccha)`]);
    case 'own':
      return pen.pick([`at home in ${s}`, `in ${s}, a sign it rules`, `in ${s}, its own sign (swakshetra)`]);
    case 'debilitated':
      return pen.pick([`debilitated in ${s}`, `in ${s}, its sign of debility (neecha)`, `in ${s}, where it is weak by sign (neecha)`]);
    default:
      return `in ${s}`;
  }
}

/** 'exalted in Pisces in your 8th house' or 'in your 8th house, in Pisces, its sign of exaltation'. */
export function placeIn(pen: Pen, sign: number, dignity: NatalGrahaFact['dignity'], house: number): string {
  const where = signWithDignity(pen, sign, dignity);
  return where.includes(',') || pen.chance(0.3) ? `in your ${nth(house)} house, ${where}` : `${where} in your ${nth(house)} house`;
}

/** '<in Sign ...> in your 7th house', with retrograde and combust notes. */
export function natalPlacement(pen: Pen, g: NatalGrahaFact): string {
  const where = placeIn(pen, g.sign, g.dignity, g.house);
  const notes: string[] = [];
  if (g.retrograde && g.name !== 'Rahu' && g.name !== 'Ketu') notes.push(pen.pick(['retrograde (vakri)', 'moving retrograde at birth']));
  if (g.combust) notes.push(pen.pick(['combust (asta), close to the Sun', 'combust, its light absorbed by the Sun']));
  return notes.length ? `${where}, ${listOf(notes)}` : where;
}

/** 'lord of your 4th and 11th'. */
export function lordship(g: NatalGrahaFact): string {
  return g.rules.length ? `lord of your ${listOf(g.rules.map(nth))}` : '';
}

export function isKendra(h: number) {
  return h === 1 || h === 4 || h === 7 || h === 10;
}
export function isTrikona(h: number) {
  return h === 1 || h === 5 || h === 9;
}
export function isDusthana(h: number) {
  return h === 6 || h === 8 || h === 12;
}

/** Dates written for India: '14 January', with the year when it is not the period's. */
export function dateIn(facts: ReadingFacts, date: string): string {
  return yearOf(date) === yearOf(facts.period.start) && yearOf(date) === yearOf(facts.period.end) ? dayMonth(date) : dayMonthYear(date);
}

export function eventIndex(facts: ReadingFacts, e: TransitEventFact): number {
  return facts.events.indexOf(e);
}

/** 'Jupiter enters Gemini on 14 May, the 8th from your Moon' and a word on what it means. */
export function eventSentence(pen: Pen, facts: ReadingFacts, e: TransitEventFact, withEffect = true): string {
  const g = pen.graha(e.graha);
  const when = dateIn(facts, e.date);
  const house = `${nth(e.houseFromMoon)} from your Moon`;
  let head: string;
  if (e.kind === 'station') {
    head = e.retrograde
      ? pen.pick([`${g} turns retrograde (vakri) in ${pen.sign(e.toSign)} on ${when}, ${house}`, `on ${when} ${g} stations retrograde in ${pen.sign(e.toSign)}, the ${house}`])
      : pen.pick([`${g} turns direct (margi) in ${pen.sign(e.toSign)} on ${when}, ${house}`, `on ${when} ${g} resumes direct motion in ${pen.sign(e.toSign)}, the ${house}`]);
    if (!withEffect) return head;
    const area = shortTheme(pen, e.houseFromMoon);
    return e.retrograde
      ? `${head}: revisit, repair and review matters of ${area} rather than launching them`
      : `${head}, and stalled matters of ${area} begin to move again`;
  }
  const verb = e.retrograde && e.graha !== 'Rahu' && e.graha !== 'Ketu' ? pen.pick(['slips back into', 'returns, retrograde, to']) : pen.pick(['enters', 'moves into', 'crosses into']);
  head = pen.pick([`${g} ${verb} ${pen.sign(e.toSign)} on ${when}, the ${house}`, `on ${when} ${g} ${verb} ${pen.sign(e.toSign)}, ${house}`]);
  if (!withEffect) return head;
  return isGocharaGood(e.graha, e.houseFromMoon)
    ? `${head}, ${pen.pick(['a kind position that supports', 'a favourable house for', 'which brightens'])} ${pen.pick(HOUSE_GOOD[e.houseFromMoon]!)}`
    : `${head}, ${pen.pick(['a harder position that asks for care with', 'a weaker house for it, so go gently with', 'which asks patience around'])} ${pen.pick(HOUSE_HARD[e.houseFromMoon]!)}`;
}

/** How two dasha lords sit from each other in the natal chart. */
function lordRelation(pen: Pen, md: DashaFacts['mahadasha'], ad: DashaFacts['antardasha']): string | null {
  if ((md.lord === 'Rahu' && ad.lord === 'Ketu') || (md.lord === 'Ketu' && ad.lord === 'Rahu')) {
    return 'Rahu and Ketu always stand opposite each other, so the period pulls between appetite and release: let each teach the other';
  }
  if (md.lord === ad.lord) {
    return pen.pick([
      `this is ${the(md.lord)}'s own sub-period, when its results come through undiluted`,
      `the mahadasha lord is running its own antardasha, so its promise in your chart speaks plainly`,
    ]);
  }
  const d = houseFrom(ad.natalSign, md.natalSign);
  if (d === 1) return `the two lords sit together in ${SIGNS[md.natalSign]!.english} in your chart, so they act as one`;
  if (d === 5 || d === 9) return pen.pick([`the two lords are in trine (5/9) to each other natally, a cooperative pairing`, `natally the lords stand in trine, 5th and 9th from each other, and cooperate well`]);
  if (d === 4 || d === 7 || d === 10) return pen.pick([`the lords are in angles (kendra) from each other, which makes the period eventful and active`, `natally the two lords stand in a kendra relationship: expect movement and decisions`]);
  if (d === 6 || d === 8) return pen.pick([`the lords sit 6th and 8th from each other (shadashtaka), so friction between their themes needs patience`, `natally the two lords are in a 6/8 relationship, which can bring strain; steadiness turns it to growth`]);
  if (d === 2 || d === 12) return pen.pick([`the lords are 2nd and 12th from each other, so gains and expenses alternate`, `a 2/12 relationship between the lords makes income and outgoings swing; budget well`]);
  return pen.pick([`the lords are 3rd and 11th from each other, so effort now turns into gains`, `a 3/11 relationship between the lords rewards initiative`]);
}

export type DashaMode = 'period' | 'natal' | 'brief';

/** The running mahadasha and antardasha, their lords' natal placements, and what changes. */
export function dashaParagraph(facts: ReadingFacts, pen: Pen, mode: DashaMode): Draft | null {
  const d = facts.dasha;
  if (!d) return null;
  const { natal, transits } = facts;
  const md = d.mahadasha;
  const ad = d.antardasha;
  const mdG = natal.grahas[md.lord];
  const adG = natal.grahas[ad.lord];
  const keys = ['dasha.mahadasha', 'dasha.antardasha', `natal.grahas.${md.lord}`, `natal.grahas.${ad.lord}`];
  const glossFirst = pen.chance(0.5);
  const mdName = glossFirst ? pen.graha(md.lord) : the(md.lord);
  const mdCompound = glossFirst ? md.lord : pen.graha(md.lord, true);
  const openers = [
    `The larger clock of your life, the Vimshottari dasha, places you in the mahadasha of ${mdName}, which began in ${monthYear(md.start)} and runs until ${monthYear(md.end)}`,
    `Behind every transit runs your dasha. Since ${monthYear(md.start)} you have been in ${mdCompound} mahadasha, a period that lasts until ${yearOf(md.end)}`,
    `Your running great period is ${mdCompound} mahadasha (${yearOf(md.start)}–${yearOf(md.end)})`,
    `In the Vimshottari scheme you are living through the mahadasha of ${mdName}, from ${monthYear(md.start)} to ${monthYear(md.end)}`,
    `Transits show the weather; the dasha shows the season. Yours is the mahadasha of ${mdName}, running from ${yearOf(md.start)} to ${monthYear(md.end)}`,
    `Your Vimshottari clock reads ${mdCompound} mahadasha, begun in ${monthYear(md.start)} and due to end in ${monthYear(md.end)}`,
    `The great period now unfolding is that of ${mdName}, ${yearOf(md.start)} to ${yearOf(md.end)}`,
  ];
  const rules = lordship(mdG);
  const mdPlace = `In your chart ${the(md.lord)} is ${natalPlacement(pen, mdG)}${rules ? `, and as ${rules} it ties this period to ${listOf(mdG.rules.slice(0, 2).map((h) => shortTheme(pen, h)))}` : ''}`;
  const mdTheme = `its years emphasise ${pen.pick(DASHA_THEMES[md.lord])}`;
  const dispositor = md.lord === 'Rahu' || md.lord === 'Ketu' ? SIGN_LORDS[mdG.sign]! : null;
  const shadow = dispositor
    ? `As a shadow graha, ${md.lord} gives the results of its sign lord, ${the(dispositor)}, which sits in your ${nth(natal.grahas[dispositor].house)} house`
    : null;
  if (dispositor) keys.push(`natal.grahas.${dispositor}`);
  const adRules = lordship(adG);
  const adEnd = dayMonthYear(ad.end);
  let adLine: string;
  if (md.lord === ad.lord) {
    adLine = pen.pick([
      `Its first sub-period is ${the(ad.lord)}'s own antardasha, running until ${adEnd}, when the mahadasha lord's promise speaks most plainly`,
      `You are still in the opening antardasha, ${the(ad.lord)}'s own, until ${adEnd}: its results come through undiluted`,
    ]);
  } else {
    const adName = pen.graha(ad.lord);
    const adCompound = pen.graha(ad.lord, true);
    adLine = pen.pick([
      `Within it the antardasha of ${adName} runs until ${adEnd}; ${the(ad.lord)} sits ${placeIn(pen, adG.sign, adG.dignity, adG.house)}${adRules ? `, as ${adRules},` : ''} bringing ${pen.pick(DASHA_THEMES[ad.lord])} to the fore`,
      `The sub-period (antardasha) belongs to ${adName}, from ${monthYear(ad.start)} to ${adEnd}. ${capitalise(the(ad.lord))}, placed ${placeIn(pen, adG.sign, adG.dignity, adG.house)}, colours it with ${pen.pick(DASHA_THEMES[ad.lord])}`,
      `${adCompound} antardasha runs within it until ${adEnd}, and with ${the(ad.lord)} ${placeIn(pen, adG.sign, adG.dignity, adG.house)}, matters of ${shortTheme(pen, adG.house)} are drawn in`,
    ]);
  }
  // [sentence, extra]: extras are left out of the short version when a reading runs long.
  const parts: Array<[string, boolean]> = [[pen.pick(openers), false], [`${mdPlace}; ${mdTheme}`, false]];
  if (shadow) parts.push([shadow, true]);
  parts.push([adLine, false]);
  const relation = md.lord === ad.lord || mode === 'brief' ? null : lordRelation(pen, md, ad);
  if (relation) parts.push([relation, true]);
  if (mode === 'period') {
    const pd = d.pratyantardasha;
    if (facts.period.days <= 35 && pd.endMs > facts.period.startMs) {
      keys.push('dasha.pratyantardasha');
      parts.push([pen.pick([
        `At the finest level, the pratyantardasha (sub-sub-period) of ${the(pd.lord)} runs until ${dayMonthYear(pd.end)}`,
        `The pratyantar of ${the(pd.lord)}, the finest thread of the dasha, lasts until ${dayMonthYear(pd.end)}`,
      ]), true]);
    }
    if (ad.lord !== 'Moon') {
      const adTransit = transits.bodies[ad.lord];
      const good = isGocharaGood(ad.lord, adTransit.houseFromMoon);
      keys.push(`transits.bodies.${ad.lord}`);
      parts.push([pen.pick([
        `Meanwhile ${the(ad.lord)} itself is transiting ${pen.sign(adTransit.sign)}, the ${nth(adTransit.houseFromMoon)} from your Moon, ${good ? 'a supportive position that helps the sub-period deliver' : 'not its easiest position, so its gifts come with some effort'}`,
        `It helps to watch the antardasha lord in the sky: ${the(ad.lord)} now moves through ${pen.sign(adTransit.sign)}, ${nth(adTransit.houseFromMoon)} from your Moon, ${good ? 'which favours its results' : 'which asks for patience with its results'}`,
      ]), true]);
    }
    d.changes.forEach((c, i) => {
      keys.push(`dasha.changes.${i}`);
      parts.push([
        c.level === 'mahadasha'
          ? `A new chapter opens on ${dateIn(facts, c.start)}, when the mahadasha of ${the(c.lord)} begins: ${pen.pick(DASHA_THEMES[c.lord])} take over as the long theme`
          : pen.pick([
            `On ${dateIn(facts, c.start)} the antardasha passes to ${the(c.lord)}, shifting the emphasis towards ${pen.pick(DASHA_THEMES[c.lord])}`,
            `From ${dateIn(facts, c.start)} ${the(c.lord)} takes over the antardasha, and ${pen.pick(DASHA_THEMES[c.lord])} come forward`,
          ]),
        i > 0,
      ]);
    });
  } else if (mode === 'natal') {
    keys.push('dasha.nextAntardasha');
    const next = d.nextAntardasha;
    parts.push([pen.pick([
      `The next antardasha, of ${the(next.lord)}, begins in ${monthYear(next.start)}`,
      `From ${monthYear(next.start)} the sub-period passes to ${the(next.lord)}`,
    ]), false]);
  }
  return {
    topic: 'dasha',
    text: sentences(...parts.map(([t]) => t)),
    short: sentences(...parts.filter(([, extra]) => !extra).map(([t]) => t)),
    shortFacts: keys.filter((k) => !k.startsWith('transits.') && k !== 'dasha.pratyantardasha' && !/^dasha\.changes\.[1-9]/.test(k) && (!dispositor || k !== `natal.grahas.${dispositor}` || dispositor === ad.lord)),
    facts: keys,
  };
}

/** A traditional remedy for a graha, gently offered. */
export function upaya(pen: Pen, g: Graha): string {
  const lore = GRAHA_LORE[g];
  return pen.pick([
    `If you keep a practice, ${pen.pick(lore.upaya)}; chanting ${lore.mantra} is the simplest support for ${the(g)}`,
    `As an upaya (remedy) for ${the(g)}, ${pen.pick(lore.upaya)}, or chant ${lore.mantra} quietly 108 times`,
    `A simple remedy for ${the(g)}: ${pen.pick(lore.upaya)}`,
  ]);
}

/** The janma nakshatra: its lord, deity and nature, and where its lord sits (the seed of the dasha). */
export function birthStarParagraph(f: ReadingFacts, pen: Pen): Draft {
  const moon = f.natal.moon;
  const lord = f.natal.grahas[moon.nakshatraLord];
  const nature = NATURE_LORE[NAKSHATRA_NATURE[moon.nakshatraIndex]!];
  return {
    topic: 'birth-star',
    optional: true,
    text: sentences(
      pen.pick([
        `Your janma nakshatra, the Moon's mansion at birth, is ${moon.nakshatra} in its ${nth(moon.pada)} pada, presided over by ${NAKSHATRA_DEITY[moon.nakshatraIndex]}`,
        `At your birth the Moon stood in ${moon.nakshatra}, pada ${moon.pada}, the nakshatra of ${NAKSHATRA_DEITY[moon.nakshatraIndex]}`,
      ]),
      `It is ${article(nature.gloss)} (${NAKSHATRA_NATURE[moon.nakshatraIndex]}) star, and its lord ${the(moon.nakshatraLord)}, which also set the first dasha of your life, sits in your ${nth(lord.house)} house: ${pen.pick(DASHA_THEMES[moon.nakshatraLord])} run like a thread through your story`,
    ),
    facts: ['natal.moon', `natal.grahas.${moon.nakshatraLord}`],
  };
}

/** Jupiter and Saturn from the Moon today: the background when there is no dasha to speak of. */
export function slowWeatherParagraph(f: ReadingFacts, pen: Pen): Draft {
  const j = f.transits.bodies.Jupiter;
  const s = f.transits.bodies.Saturn;
  return {
    topic: 'slow-transits',
    text: sentences(
      `Of the slow grahas, Jupiter now transits ${pen.sign(j.sign)}, ${nth(j.houseFromMoon)} from your Moon, and ${pen.pick(JUPITER_GOCHARA[j.houseFromMoon]!)}`,
      `Saturn is in ${pen.sign(s.sign)}, ${nth(s.houseFromMoon)} from your Moon, and ${pen.pick(SATURN_GOCHARA[s.houseFromMoon]!)}`,
    ),
    facts: ['transits.bodies.Jupiter', 'transits.bodies.Saturn'],
  };
}
