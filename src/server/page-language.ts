import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { htmlLang, isLanguage, type Language } from '../shared/profile';
import { LANGUAGE_COOKIE } from '../shared/language-cookie';
import { languageOf } from './http/language';

/**
 * The language of the app page itself, before any JavaScript runs: the one the app last showed in
 * this browser (it keeps it in a cookie), else the browser's preference. The page's placeholder,
 * title and `<html lang>` follow it, so a Hindi, Tamil or Telugu reader never sees an English flash while it loads.
 */
export function pageLanguage(c: Context): Language {
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  return chosen && isLanguage(chosen) ? chosen : languageOf(c.req.header('accept-language'));
}

const shellText: Record<Language, { lang: string; title: string; loading: string }> = {
  en: { lang: htmlLang.en, title: 'Jyotishi — Your personal Vedic astrologer', loading: 'Initializing...' },
  hi: { lang: htmlLang.hi, title: 'ज्योतिषी — आपके निजी वैदिक ज्योतिषी', loading: 'शुरू हो रहा है...' },
  ta: { lang: htmlLang.ta, title: 'ஜோதிஷி — உங்கள் சொந்த வேத ஜோதிடர்', loading: 'தொடங்குகிறது...' },
  te: { lang: htmlLang.te, title: 'జ్యోతిషి — మీ సొంత వేద జ్యోతిష్కుడు', loading: 'ప్రారంభమవుతోంది...' },
};

/** index.html with its language, title and loading line in `language` (English is the file as built). */
export function localizeShell(html: string, language: Language) {
  if (language === 'en') return html;
  const from = shellText.en;
  const to = shellText[language];
  return html
    .replace(`<html lang="${from.lang}">`, `<html lang="${to.lang}">`)
    .replace(`<title>${from.title}</title>`, () => `<title>${to.title}</title>`)
    .replace(`<span>${from.loading}</span>`, () => `<span>${to.loading}</span>`);
}
