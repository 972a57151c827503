// A feature's own messages in each language, kept out of shared/messages.ts (whose catalogues every
// page carries, the sign-in page among them): the server words its errors from them, and only the
// pages of that feature load them.
import type { Language } from './profile';

export type FeatureMessages<K extends string> = {
  /** The messages in `language`. */
  in: (language: Language) => Readonly<Record<K, string>>;
  /** One of the English messages in `language`; any other text comes back unchanged. */
  localize: (englishText: string, language: Language) => string;
};

/** English, and every other language's words for the same keys: a language left out does not compile. */
export function featureMessages<K extends string>(
  en: Readonly<Record<K, string>>,
  others: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<K, string>>>>,
): FeatureMessages<K> {
  const catalogues: Readonly<Record<Language, Readonly<Record<K, string>>>> = { en, ...others };
  const keyOfEnglish = new Map(Object.entries(en).map(([key, text]) => [text as string, key as K]));
  return {
    in: (language) => catalogues[language],
    localize: (englishText, language) => {
      const key = keyOfEnglish.get(englishText);
      return key === undefined ? englishText : catalogues[language][key];
    },
  };
}
