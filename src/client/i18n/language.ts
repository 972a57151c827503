// The interface language of this browser tab: chosen by the visitor, else their profile's, else
// the browser's preference. Kept outside React too, because the API client sends it with every call
// (the server answers its messages in it) and a reading is written in it.

import { LANGUAGE_COOKIE } from '../../shared/language-cookie';
import { isLanguage, type Language } from '../../shared/profile';

const STORAGE_KEY = 'jyotishi.language';

/** 'hi' when the browser prefers Hindi (hi, hi-IN…) over English, otherwise 'en'. */
export function browserLanguage(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'hi') return 'hi';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** The language a visitor last chose in this browser, if they ever switched. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value && isLanguage(value) ? value : null;
  } catch {
    return null; // storage blocked (private mode, policy): the browser's preference decides
  }
}

export function storeLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered across visits; the profile still keeps a signed-in user's choice.
  }
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
  renderLanguage(language);
  document.documentElement.lang = language;
  // For the server: the next page load's placeholder and title are then already in this language.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}

/** The language the app last showed in this browser, from its own cookie. */
function lastShownLanguage(): Language | null {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`).exec(document.cookie)?.[1];
  return value && isLanguage(value) ? value : null;
}

/**
 * The first language of a page load: the one the app last showed here (a signed-in user's profile
 * language included, so there is no flash of another language while the session loads), else the
 * visitor's own choice, else the browser's.
 */
export function initialLanguage(): Language {
  return lastShownLanguage() ?? storedLanguage() ?? browserLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}
