import type { Language } from './profile';

/**
 * A public server page (accuracy, panchang, muhurta lists) in a language's own path: English at the
 * root, every other language under its code (/hi/…, /ta/…, /te/…), as the server serves them.
 */
export const publicPathIn = (language: Language, path: string) => (language === 'en' ? path : `/${language}${path}`);
