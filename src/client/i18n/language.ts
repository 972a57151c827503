// The interface language of this browser tab: chosen by the visitor, else their profile's, else
// the browser's preference. Kept outside React too, because the API client sends it with every call
// (the server answers its messages in it) and a reading is written in it.

import { LANGUAGE_COOKIE } from '../../shared/language-cookie';
import { htmlLang, isLanguage, type Language } from '../../shared/profile';
import { activateWebFonts } from '../lib/web-fonts';

/**
 * The first of the browser's preferred languages (hi-IN, ta, te-IN…) that the app speaks, otherwise
 * English: a reader whose phone is set to Tamil before English gets Tamil.
 */
export function browserLanguage(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

let current: Language = 'en';

/** The language the page is shown in right now. */
export const currentLanguage = () => current;

/** The language of a render with no page around it: the build's prerender of the public pages. */
export function renderLanguage(language: Language) {
  current = language;
}

/** Makes `language` the page's language: `<html lang>` follows, for screen readers and fonts. */
export function applyLanguage(language: Language) {
  if (language === 'hi') activateWebFonts();
  renderLanguage(language);
  // Written only when it changes: the browser matches every element against `:lang()` again each
  // time the attribute is set, tens of milliseconds of main thread on a phone as the app starts.
  const root = document.documentElement;
  if (root.lang !== htmlLang[language]) root.lang = htmlLang[language];
  // For the server: the next page load's placeholder and title are then already in this language.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}

/** The language the app last showed in this browser, from its own cookie. */
function lastShownLanguage(): Language | null {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`).exec(document.cookie)?.[1];
  return value && isLanguage(value) ? value : null;
}

/**
 * The first language of a page load: the one the app last showed here (the visitor's own choice, or
 * a signed-in user's profile language, so there is no flash of another language while the session
 * loads), else the browser's. The server picks the page's language by the same rule (its cookie,
 * else Accept-Language), so the app starts in the language the page was drawn in. The cookie is
 * the only store: a first read of the browser's local storage costs a page tens of milliseconds of
 * main thread on a phone, right as the app starts.
 */
export function initialLanguage(): Language {
  return lastShownLanguage() ?? browserLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}
