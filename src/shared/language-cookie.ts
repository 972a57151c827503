/** The cookie in which the app keeps the language it shows, so the next page load starts in it. */
export const LANGUAGE_COOKIE = 'jyotishi-lang';
