// Typed message catalogues. Each feature's messages are written once per language, in
// `en/<feature>.ts` and `hi/<feature>.ts`; the Hindi file is typed by the English one, so a missing
// key, an extra key or a message with other parameters is a compile error (and the catalogue test
// checks the same at run time). A message is a string, or a function of its parameters that
// returns one; counts go through `plural`, which follows each language's CLDR plural rules.

import { createContext, useContext } from 'react';
import type { Language } from '../../shared/profile';

type Message = string | ((...args: never[]) => string);
export interface MessageTree {
  readonly [key: string]: Message | MessageTree;
}

import type { Translation } from '../../shared/translation';

export type { Translation };

/** One feature's messages in every language. */
export type Catalogue<T> = Readonly<Record<Language, Translation<T>>>;

export const catalogue = <T extends MessageTree>(en: T & Translation<T>, hi: Translation<NoInfer<T>>): Catalogue<T> => ({ en, hi });

const pluralRules: Partial<Record<Language, Intl.PluralRules>> = {};

/** Picks the form of a count in `language` ('one' | 'other'; both languages use just these two). */
export function plural(language: Language, count: number, forms: { one: string; other: string }) {
  const rules = (pluralRules[language] ??= new Intl.PluralRules(language === 'hi' ? 'hi-IN' : 'en-IN'));
  return (rules.select(count) === 'one' ? forms.one : forms.other).replaceAll('#', count.toLocaleString('en-IN'));
}

export interface LanguageState {
  language: Language;
  /** Switches the interface at once (no reload) and saves the choice. */
  setLanguage: (language: Language) => void;
}

export const LanguageContext = createContext<LanguageState>({ language: 'en', setLanguage: () => {} });

export const useLanguage = () => useContext(LanguageContext);

/** A feature's messages in the interface language. */
export function useText<T>(messages: Catalogue<T>): Translation<T> {
  return messages[useContext(LanguageContext).language];
}
