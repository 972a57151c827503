// Checks that Tamil and Telugu words are written in their own script: each string has letters of
// that script, none of Devanagari (a Hindi word left behind), none of the other South script, and
// no Latin letters but the few proper names and formats a sentence must keep (PDF, WhatsApp, the
// YYYY-MM-DD a form asks for, a language's code).
import { expect } from 'vitest';

const SCRIPT = { ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ } as const;
const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_KEPT = /\b(?:PDF|WhatsApp|YYYY-MM-DD|YYYY-MM|UTC|en|hi|ta|te)\b/g;

/**
 * Asserts one string is written natively in `language` ('ta' or 'te'); `where` names it in a
 * failure. A string of slots and figures alone ('3 (3)', a time and its date) has no words to check.
 */
export function expectNativeScript(text: string, language: 'ta' | 'te', where = '') {
  const other = language === 'ta' ? SCRIPT.te : SCRIPT.ta;
  if (/\p{L}/u.test(text.replace(LATIN_KEPT, ''))) expect(text, `${where}: ${text}`).toMatch(SCRIPT[language]);
  expect(text, `${where}: Devanagari in ${text}`).not.toMatch(DEVANAGARI);
  expect(text, `${where}: the other script in ${text}`).not.toMatch(other);
  expect(text.replace(LATIN_KEPT, ''), `${where}: Latin letters in ${text}`).not.toMatch(/[A-Za-z]/);
}

/**
 * Every string of a catalogue, with its path: nested objects and arrays walked, and each function
 * called with '3' for each argument (a string that counts as a number too, so it fills a count, a
 * day or a name alike), so a sentence with a slot is checked too.
 */
export function stringsOf(value: unknown, path = ''): Array<[path: string, text: string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return stringsOf((value as (...args: string[]) => unknown)(...Array.from({ length: value.length }, () => '3')), `${path}()`);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => stringsOf(inner, path ? `${path}.${key}` : key));
  return [];
}

/** Asserts every string of a catalogue is written natively in `language`. */
export function expectCatalogueNative(catalogue: unknown, language: 'ta' | 'te') {
  const strings = stringsOf(catalogue);
  expect(strings.length).toBeGreaterThan(0);
  for (const [path, text] of strings) expectNativeScript(text, language, path);
}
