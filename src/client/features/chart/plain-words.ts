/**
 * The kundli in plain sentences, built from the chart the server computed (its signs, houses,
 * dignities and dates) in one language. Kept out of the components so both languages can be
 * checked without a browser.
 */
import { GRAHA_NAMES, type Graha } from '../../../astro/zodiac';
import type { BodyView, ChartView } from '../../../shared/chart-view';
import type { DoshasView } from '../../../shared/doshas-view';
import type { Language } from '../../../shared/profile';
import { kundliText } from '../../i18n/kundli';
import { formatCalendarDate } from '../../lib/format';
import { names, spoken } from './names';

const isGraha = (name: string): name is Graha => Object.hasOwn(GRAHA_NAMES, name);
const themeOf = (language: Language, graha: string) => (isGraha(graha) ? kundliText[language].themes[graha] : graha);
const houseMeaning = (language: Language, house: number) => kundliText[language].houses[house as keyof (typeof kundliText)['en']['houses']] ?? '';

export type ChartSays = {
  /** None without an exact birth time: the chart is then read from the Moon, and its note says so. */
  lagna: string | null;
  moon: string;
  nakshatra: string;
  dasha: string;
  /** Only while Sade Sati is under way. */
  sadeSati: string | null;
};

/**
 * The four things people ask first (rising sign, Moon sign, birth star, running period), one
 * sentence each: to the user, or about a saved person when `person` names them.
 */
export function chartSays(chart: ChartView, language: Language, person?: string): ChartSays {
  const t = kundliText[language].summary;
  const n = names(language);
  // The server always sends the Moon.
  const moon = chart.bodies.find((body) => body.name === 'Moon')!;
  const ascendant = chart.ascendant;
  const lagna = ascendant && spoken(n.sign(ascendant.signName));
  const moonSign = spoken(n.sign(moon.signName));
  const nakshatra = spoken(n.nakshatra(moon.nakshatraName));
  const running = chart.dasha.running?.mahadasha;
  const dasha = running && dashaWords(running.lord, running.end, language);
  const spell = chart.doshas.sadeSati.spell;
  const current = spell?.current ? ([formatCalendarDate(spell.start, language), formatCalendarDate(spell.end, language)] as const) : null;
  if (person === undefined) {
    return {
      lagna: ascendant && lagna ? t.lagna(lagna, ascendant.sign) : null,
      moon: t.moon(moonSign),
      nakshatra: t.nakshatra(nakshatra),
      dasha: dasha ? t.dasha(...dasha) : t.noDasha,
      sadeSati: current && t.sadeSati(...current),
    };
  }
  const they = t.theirs;
  return {
    lagna: ascendant && lagna ? they.lagna(person, lagna, ascendant.sign) : null,
    moon: they.moon(person, moonSign),
    nakshatra: they.nakshatra(person, nakshatra),
    dasha: dasha ? they.dasha(person, ...dasha) : t.noDasha,
    sadeSati: current && they.sadeSati(person, ...current),
  };
}

/** A mahadasha's lord in English and in the interface language, its end, and its theme. */
function dashaWords(lord: string, end: string, language: Language): [string, string, string, string] {
  const n = names(language);
  // Rahu and Ketu have no English planet name: they go by their own.
  const english = isGraha(lord) && lord !== 'Rahu' && lord !== 'Ketu' ? GRAHA_NAMES[lord].english : n.graha(lord).name;
  return [english, n.graha(lord).name, formatCalendarDate(end, language), themeOf(language, lord)];
}

/**
 * Sade Sati, calmly, with its dates: the spell under way, or else the next one; null when the
 * chart's span holds none.
 */
export function sadeSatiSentence(sadeSati: DoshasView['sadeSati'], language: Language): string | null {
  const t = kundliText[language].summary;
  const spell = sadeSati.spell;
  if (!spell) return null;
  const start = formatCalendarDate(spell.start, language);
  const end = formatCalendarDate(spell.end, language);
  return spell.current ? t.sadeSati(start, end) : t.sadeSatiNext(start, end);
}

export type GrahaPlacement = { title: string; lines: string[] };

/**
 * What one graha's place means: its sign and house; its strength, motion and closeness to the
 * Sun where they matter; then what it stands for.
 */
export function grahaPlacement(body: BodyView, language: Language): GrahaPlacement {
  const t = kundliText[language].graha;
  const n = names(language);
  const title = spoken(n.graha(body.name));
  const lines = [t.placed(title, spoken(n.sign(body.signName)), body.house, houseMeaning(language, body.house))];
  if (body.dignity !== 'neutral') lines.push(t[body.dignity]);
  if (body.combust) lines.push(t.combust);
  // Rahu and Ketu always move backwards; saying so of them would tell nothing.
  if (body.retrograde && body.name !== 'Rahu' && body.name !== 'Ketu') lines.push(t.retrograde);
  lines.push(t.standsFor(themeOf(language, body.name)));
  return { title, lines };
}
