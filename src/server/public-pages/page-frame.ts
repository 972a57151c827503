/**
 * The frame of a public city page, drawn on the server as plain HTML (docs/decisions/040): the
 * head search engines and link previews read (title, description, canonical URL, hreflang pairs,
 * Open Graph, JSON-LD), a stylesheet small enough to send inline, the page's own body, and the way
 * in to the personal reading. No script: every word is in the HTML, and the only interaction (a
 * date or year) is a plain GET form.
 */
import { htmlLang, languages, type Language } from '../../shared/profile';
import { hindiLabelFontFace, scriptFontFaces, scriptFontFamily, scriptFontPreloads } from './script-font';
import { LANDING_SCRIPT_PATH } from './landings/landing-script';
import { publicWords } from './public-words';

/** Text for HTML, attribute values included. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Tagged template that escapes every value except those already drawn by `raw`. */
export class Raw {
  constructor(readonly html: string) {}
}
export const raw = (html: string) => new Raw(html);
export function html(strings: TemplateStringsArray, ...values: Array<string | number | Raw | Raw[] | null | undefined | false>): Raw {
  let out = strings[0]!;
  values.forEach((value, i) => {
    if (Array.isArray(value)) out += value.map((v) => v.html).join('');
    else if (value instanceof Raw) out += value.html;
    else if (value !== null && value !== undefined && value !== false) out += escapeHtml(String(value));
    out += strings[i + 1]!;
  });
  return new Raw(out);
}

/** The same page in each language: English at the path, Hindi under /hi, Tamil under /ta, Telugu under /te. */
export const pathIn = (language: Language, path: string) => (language === 'en' ? path : `/${language}${path}`);

/** Open Graph's locale of a page (ll_TT). */
const ogLocale: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN', ta: 'ta_IN', te: 'te_IN' };

/**
 * JSON for a <script type="application/ld+json"> block: `<` is escaped so that no value can close
 * the element.
 */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export type PageFrame = {
  language: Language;
  siteUrl: string;
  /** The page's path in English, query included ('/panchang/new-delhi?date=2026-12-07'). */
  path: string;
  title: string;
  description: string;
  heading: string;
  /** A line under the heading. */
  lede: string;
  jsonLd: unknown;
  body: Raw;
  /** The way in when it is not the daily reading's: its words and where it goes (sign-in, returning somewhere). */
  wayIn?: { text: string; href: string };
  /** The page's own share image (a 1200×630 PNG, absolute URL) instead of the app's icon. */
  shareImage?: { url: string; alt: string };
};

const FONTS = 'system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif';
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 ${FONTS};color:#2b1d12;background:#fbf7f1}
a{color:#8a3b12}
h1,h2,h3,strong,b,th,dt,.brand,.way-in{font-weight:600}
header,main,footer{max-width:60rem;margin:0 auto;padding:0 1rem}
header{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding-top:.75rem;padding-bottom:.75rem;border-bottom:1px solid #eadfce}
.brand{font-size:1.15rem;text-decoration:none;color:#5c2a0e}
.languages{display:flex;gap:.9rem;flex-wrap:wrap;justify-content:end}.languages a{padding:.6rem 0}
h1{font-size:1.6rem;line-height:1.25;margin:1.25rem 0 .25rem}
h2{font-size:1.2rem;margin:1.75rem 0 .5rem}
.lede{margin:0 0 1rem;color:#5f4b3a}
.way-in{display:block;margin:1rem 0;padding:.85rem 1rem;border-radius:.6rem;background:#8a3b12;color:#fff;text-decoration:none;text-align:center}
.way-in:hover,.way-in:focus{background:#6e2d0c}
form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end;margin:.5rem 0 1rem}
label{display:flex;flex-direction:column;font-size:.9rem;color:#5f4b3a}
input,select,button{font:inherit;padding:.45rem .6rem;border:1px solid #c9b79f;border-radius:.4rem;background:#fff;color:inherit;min-height:2.75rem}
button{background:#f3e6d3;cursor:pointer}
.days{display:flex;gap:1rem;flex-wrap:wrap;margin:.25rem 0 0}
.days a{padding:.6rem 0;display:inline-block}
dl.grid{display:grid;grid-template-columns:minmax(8rem,auto) 1fr;gap:.35rem 1rem;margin:0}
dl.grid dd{margin:0}
.then{color:#5f4b3a;font-size:.92rem}
table{border-collapse:collapse;width:100%;font-size:.95rem}
th,td{text-align:left;padding:.45rem .5rem;border-bottom:1px solid #eadfce;vertical-align:top}
th{background:#f6eee2}
.good{color:#1d6b2f}.bad{color:#9b1c1c}
.note{color:#5f4b3a;font-size:.9rem}
.month{margin-top:1.25rem}
footer{margin-top:2rem;padding-top:1rem;padding-bottom:2rem;border-top:1px solid #eadfce;font-size:.9rem;color:#5f4b3a}
@media (max-width:40rem){dl.grid{grid-template-columns:1fr;gap:0}dl.grid dd{margin-bottom:.5rem}th,td{padding:.4rem .3rem}h1{font-size:1.4rem}table.stack thead{display:none}table.stack tr{display:block;padding:.5rem 0;border-bottom:1px solid #eadfce}table.stack td{display:block;border:0;padding:.1rem .3rem}}
td ul{margin:0;padding-left:1.1rem}
ul.signs{columns:2 11rem;padding-left:1.1rem}ul.signs li{padding:.3rem 0}
.answer{margin:1rem 0;padding:.25rem 1rem;border:1px solid #eadfce;border-radius:.6rem;background:#fff}
`.replace(/\n/g, '');

/**
 * The stylesheet, with the script's face for a Hindi, Tamil or Telugu page. A page not in Hindi
 * gets the small face of its 'हिन्दी' link.
 */
const styleFor = (language: Language) => {
  if (language === 'hi') return `${scriptFontFaces('hi')}${STYLE}body{font-family:"${scriptFontFamily('hi')}",${FONTS}}`;
  const label = `.to-hi{font-family:"Hindi Label",${FONTS}}`;
  if (language === 'en') return `${hindiLabelFontFace}${STYLE}${label}`;
  return `${hindiLabelFontFace}${scriptFontFaces(language)}${STYLE}body{font-family:"${scriptFontFamily(language)}",${FONTS}}${label}`;
};

const preloadsFor = (language: Language) => (language === 'en' ? '' : raw(scriptFontPreloads(language)));

/** The links to the page in the other languages, each named in its own language and script. */
const languageLinks = (language: Language, path: string) =>
  languages
    .filter((other) => other !== language)
    .map((other) => html`<a href="${pathIn(other, path)}" hreflang="${other}" lang="${htmlLang[other]}" class="to-${other}">${publicWords[other].languageName}</a>`);

/** The sign-in page, coming back to `path` once signed in. */
export const signInReturning = (path: string) => `/auth?next=${encodeURIComponent(path).replaceAll('%2F', '/')}`;

/** The whole document. */
export function renderPage(frame: PageFrame): string {
  const { language, siteUrl, path } = frame;
  const w = publicWords[language];
  const url = (l: Language) => `${siteUrl}${pathIn(l, path)}`;
  const ownPath = pathIn(language, path);
  const wayIn = frame.wayIn ?? { text: w.wayIn, href: signInReturning(ownPath) };
  return `<!doctype html>${
    html`<html lang="${htmlLang[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${frame.title}</title>
<meta name="description" content="${frame.description}">
<link rel="canonical" href="${url(language)}">
${languages.map((l) => html`<link rel="alternate" hreflang="${l}" href="${url(l)}">
`)}<link rel="alternate" hreflang="x-default" href="${url('en')}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${w.siteName}">
<meta property="og:title" content="${frame.title}">
<meta property="og:description" content="${frame.description}">
<meta property="og:url" content="${url(language)}">
<meta property="og:locale" content="${ogLocale[language]}">
${
      frame.shareImage
        ? html`<meta property="og:image" content="${frame.shareImage.url}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta property="og:image:alt" content="${frame.shareImage.alt}">
<meta name="twitter:card" content="summary_large_image">`
        : html`<meta property="og:image" content="${siteUrl}/icons/icon-512.png">
<meta name="twitter:card" content="summary">`
    }
<link rel="icon" href="/favicon.svg" type="image/svg+xml">${preloadsFor(language)}
<style>${raw(styleFor(language))}</style>
<script type="application/ld+json">${raw(jsonForScript(frame.jsonLd))}</script>
<script src="${LANDING_SCRIPT_PATH}" defer></script>
</head><body>
<header><a class="brand" href="/">${w.siteName}</a><nav class="languages">${languageLinks(language, path)}</nav></header>
<main>
<h1>${frame.heading}</h1>
<p class="lede">${frame.lede}</p>
<a class="way-in" href="${wayIn.href}">${wayIn.text}</a>
${frame.body}
<a class="way-in" href="${wayIn.href}">${wayIn.text}</a>
</main>
<footer>${w.footer}</footer>
</body></html>`.html
  }`;
}

/** The city search form: a plain GET to /cities (or /hi/cities, /ta/cities, /te/cities). */
const searchForm = (language: Language, q = '') =>
  html`<form method="get" action="${pathIn(language, '/cities')}" role="search"><label>${publicWords[language].search.label}<input type="search" name="q" value="${q}" required maxlength="120" autocomplete="off"></label><button type="submit">${publicWords[language].search.button}</button></form>`;

/** A bare page: the header, a heading and what goes under it. */
function plainPage(language: Language, title: string, body: Raw, options: { index: boolean }): string {
  return `<!doctype html>${
    html`<html lang="${htmlLang[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>${options.index ? '' : raw('<meta name="robots" content="noindex">')}<link rel="icon" href="/favicon.svg" type="image/svg+xml">${preloadsFor(language)}<style>${raw(styleFor(language))}</style></head><body>
<header><a class="brand" href="/">${publicWords[language].siteName}</a></header>
<main><h1>${title}</h1>${body}</main>
</body></html>`.html
  }`;
}

/** A page that says what went wrong (unknown city, bad date) and offers the city search. */
export function renderProblemPage(language: Language, problem: { title: string; message: string }): string {
  return plainPage(language, problem.title, html`<p>${problem.message}</p>${searchForm(language)}`, { index: false });
}

/** /cities?q=: the cities found, each with its panchang and this year's festivals. */
export function renderSearchPage(language: Language, search: { q: string; found: Array<{ slug: string; label: string }>; year: number }): string {
  const w = publicWords[language].search;
  const results = search.q
    ? search.found.length
      ? html`<ul>${search.found.map(
          (city) =>
            html`<li><strong>${city.label}</strong>: <a href="${pathIn(language, `/panchang/${city.slug}`)}">${w.panchang}</a> · <a href="${pathIn(language, `/festivals/${search.year}/${city.slug}`)}">${w.festivals(search.year)}</a></li>`,
        )}</ul>`
      : html`<p>${w.none(search.q)}</p>`
    : raw('');
  return plainPage(language, w.title, html`${searchForm(language, search.q)}${results}`, { index: false });
}
