// The reasons and cuts of a muhurta window in the interface language, from the catalogues the page
// has loaded (the wording is shared with the server's public muhurta pages).
import type { Language } from '../../../shared/profile';
import { muhurtaPhrases } from '../../../shared/muhurta-phrases';
import { astroText } from '../../i18n/astro';
import { muhurtaText } from '../../i18n/muhurta';

export const muhurtaWords = (language: Language) => muhurtaPhrases(language, muhurtaText[language], astroText[language]);

export type MuhurtaWords = ReturnType<typeof muhurtaWords>;
