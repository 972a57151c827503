import type { Language } from './profile';

/**
 * A feature's own messages (kept out of shared/messages.ts, whose catalogues every page carries),
 * English and Hindi, with the two ways callers use them: all of them in one language, and one
 * English message (as the server throws it) in the caller's language.
 */
export function messageCatalogues<K extends string>(en: Readonly<Record<K, string>>, hi: Readonly<Record<K, string>>) {
  const catalogues: Readonly<Record<Language, Readonly<Record<K, string>>>> = { en, hi };
  const keyOfEnglish = new Map(Object.entries<string>(en).map(([key, text]) => [text, key as K]));
  return {
    /** These messages in `language`. */
    in: (language: Language) => catalogues[language],
    /** One of the English messages in `language`; any other text comes back unchanged. */
    localize(englishText: string, language: Language): string {
      const key = keyOfEnglish.get(englishText);
      return key === undefined ? englishText : catalogues[language][key];
    },
  };
}
