// The Indian names of a panchang in the interface language, from the engine's names the API sends.
// English shows the names themselves (with the weekday and the month's kind in English beside);
// Hindi, Tamil and Telugu show them in their own script from the astro catalogue.
import type { Language } from '../../../shared/profile';
import { astroText } from '../../i18n/astro';
import { astroName, observanceName, type ObservanceNaming } from '../../i18n/astro-names';
import { useLanguage } from '../../i18n/text';

function panchangNamesIn(language: Language) {
  const a = astroText[language];
  const paksha = (name: string) => astroName(a.paksha, name);
  return {
    paksha,
    /** 'Shukla Panchami'; Purnima and Amavasya name their fortnight themselves. */
    tithi: (t: { number: number; name: string; paksha: string }) =>
      t.number === 15 || t.number === 30 ? astroName(a.tithi, t.name) : `${paksha(t.paksha)} ${astroName(a.tithi, t.name)}`,
    nakshatra: (name: string) => astroName(a.nakshatra, name),
    yoga: (name: string) => astroName(a.yoga, name),
    karana: (name: string) => astroName(a.karana, name),
    /** 'Somavara (Monday)' in English, 'सोमवार' / 'திங்கட்கிழமை' / 'సోమవారం' in the others. */
    vara: (v: { name: string; english: string }) => (language === 'en' ? `${v.name} (${v.english})` : astroName(a.vara, v.name)),
    choghadiya: (name: string) => astroName(a.choghadiya, name),
    month: (m: { name: string; adhika: boolean }) => (m.adhika ? a.adhikaMonth(astroName(a.month, m.name)) : astroName(a.month, m.name)),
    samvatsara: (name: string) => astroName(a.samvatsara, name),
    observance: (o: ObservanceNaming) => observanceName(o, language),
  };
}

export type PanchangNames = ReturnType<typeof panchangNamesIn>;

const cache: Partial<Record<Language, PanchangNames>> = {};

/** The names in a language, for code outside React (and tests). */
export const panchangNames = (language: Language): PanchangNames => (cache[language] ??= panchangNamesIn(language));

export const usePanchangNames = () => panchangNames(useLanguage().language);
