// Counts in a message: each language's CLDR plural rules, from the platform (`Intl.PluralRules`).
import { htmlLang, type Language } from './profile';

const pluralRules: Partial<Record<Language, Intl.PluralRules>> = {};

/** Picks the form of a count in `language` ('one' | 'other': English, Hindi, Tamil and Telugu use just these two). */
export function plural(language: Language, count: number, forms: { one: string; other: string }) {
  const rules = (pluralRules[language] ??= new Intl.PluralRules(htmlLang[language]));
  return (rules.select(count) === 'one' ? forms.one : forms.other).replaceAll('#', count.toLocaleString('en-IN'));
}
