/**
 * Names as the chart page shows them, from what the API sends (the engine's names and keys): the
 * Indian name in the interface language and, for English readers, its English gloss.
 */
import { GRAHA_NAMES, type Graha } from '../../../astro/zodiac';
import type { ChartView, Named } from '../../../shared/chart-view';
import type { Language } from '../../../shared/profile';
import { astroText } from '../../i18n/astro';
import { astroName as lookup, observanceName } from '../../i18n/astro-names';
import { useLanguage } from '../../i18n/text';

/** 'Simha' glossed 'Leo' in English; 'सिंह', 'சிம்மம்', 'సింహం' alone in Hindi, Tamil and Telugu, whose readers know the name itself. */
export type Term = { name: string; gloss: string | null };

type Observance = ChartView['panchang']['observances'][number];

const isGraha = (name: string): name is Graha => name in GRAHA_NAMES;

function namesIn(language: Language) {
  const a = astroText[language];
  const term = (name: string, english: string): Term => ({ name, gloss: language === 'en' ? english : null });
  const graha = (key: string) => term(lookup(a.graha, key), isGraha(key) ? GRAHA_NAMES[key].english : key);
  return {
    /** A graha from its English key ('Sun'), as bodies and dasha lords carry it. */
    graha,
    /** Where space is short (legend, dasha lists): Rahu and Ketu glossed as the nodes they are. */
    grahaShort: (key: string) => (key === 'Rahu' || key === 'Ketu' ? term(lookup(a.graha, key), key === 'Rahu' ? 'North node' : 'South node') : graha(key)),
    grahaAbbr: (key: string) => (isGraha(key) ? a.grahaAbbr[key] : key.slice(0, 2)),
    lagna: term(a.lagna, 'Ascendant'),
    lagnaAbbr: a.lagnaAbbr,
    sign: (sign: Named) => term(lookup(a.sign, sign.sanskrit), sign.english),
    nakshatra: (nakshatra: Named) => term(lookup(a.nakshatra, nakshatra.sanskrit), nakshatra.english),
    /** A nakshatra by its name alone, as the panchang's lucky number names it. */
    nakshatraName: (name: string) => lookup(a.nakshatra, name),
    tithi: (name: string) => lookup(a.tithi, name),
    paksha: (name: string) => lookup(a.paksha, name),
    yoga: (name: string) => lookup(a.yoga, name),
    karana: (name: string) => lookup(a.karana, name),
    vara: (vara: Named) => term(lookup(a.vara, vara.sanskrit), vara.english),
    /** A festival by its key; a fast with its month and fortnight, read from the English name. */
    observance: (o: Observance): string => observanceName(o, language),
  };
}

export type Names = ReturnType<typeof namesIn>;

const cache: Partial<Record<Language, Names>> = {};

/** The names in a language, for code outside React (and tests). */
export const names = (language: Language): Names => (cache[language] ??= namesIn(language));

/** The names in the interface language. */
export const useNames = () => names(useLanguage().language);

/** 'Simha (Leo)': for screen-reader summaries and titles, where a middle dot reads poorly. */
export const spoken = (t: Term) => (t.gloss ? `${t.name} (${t.gloss})` : t.name);

/** 'Simha · Leo' in English, 'सिंह' in Hindi. */
export const dotted = (t: Term) => (t.gloss ? `${t.name} · ${t.gloss}` : t.name);
