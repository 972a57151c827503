/**
 * The locale that writes a reading in a given interface language. The server and the scripts ask
 * here rather than import a locale, so adding a language is one line in this table.
 */
import type { Language } from '../../shared/profile';
import { en } from './en/locale-en';
import { hi } from './hi/locale-hi';
import { ta } from './ta/locale-ta';
import { te } from './te/locale-te';
import type { Locale } from './locale';

const LOCALES: Record<Language, Locale<unknown>> = {
  en: en as Locale<unknown>,
  hi: hi as Locale<unknown>,
  ta: ta as Locale<unknown>,
  te: te as Locale<unknown>,
};

export function localeFor(language: Language): Locale<unknown> {
  return LOCALES[language];
}
