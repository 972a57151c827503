// Looking up the Indian names the API sends (the engine's names and keys) in the `astro`
// catalogue, for any page that shows a chart or a panchang. The lookups are shared with the
// server's public pages; the names come from the catalogue of the reader's language, the only one
// the page has loaded.
import type { Language } from '../../shared/profile';
import { observanceNameIn, type ObservanceNaming } from '../../shared/astro-names/astro-name';
import { astroText } from './astro';

export { astroName, type ObservanceNaming } from '../../shared/astro-names/astro-name';

/** A festival by its key; a fast with its month and fortnight, read from the English name. */
export const observanceName = (o: ObservanceNaming, language: Language): string => observanceNameIn(o, astroText[language]);
