// The almanac's names in every language, for the server, which writes in whichever language a
// reader chose. The browser looks names up in the one catalogue it has loaded (astro-name.ts).
import type { Language } from '../profile';
import { almanacEn } from './almanac-en';
import { almanacHi } from './almanac-hi';
import { almanacTa } from './almanac-ta';
import { almanacTe } from './almanac-te';
import { observanceNameIn, type ObservanceNaming } from './astro-name';

export { astroName, type ObservanceNaming } from './astro-name';

/** The almanac's names in each language, keyed by the engine's names. */
export const almanacNames = { en: almanacEn, hi: almanacHi, ta: almanacTa, te: almanacTe } as const;

/** A festival by its key; a fast with its month and fortnight, read from the English name. */
export const observanceName = (o: ObservanceNaming, language: Language): string => observanceNameIn(o, almanacNames[language]);
