/**
 * The pages anyone can read, without a cookie (docs/decisions/040): a city's panchang for a day, a
 * city's festivals for a year, a city search, how our calculations compare (/accuracy, decision
 * 047), and /sitemap.xml and /robots.txt for search engines.
 * English at the path, Hindi under /hi, Tamil under /ta, Telugu under /te.
 */
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { civilDayBounds } from '../../astro/day-timeline';
import { cityForSlug, slugForPlace } from '../../astro/city-slugs';
import { localStamp } from '../../astro/civil-dates';
import { searchPlaces } from '../../astro/places';
import { languages, type Language } from '../../shared/profile';
import { isRealDate } from '../../shared/profile-schema';
import type { AppEnv } from '../http/context';
import { ACCURACY_PATH, renderAccuracyPage } from './accuracy-page';
import { festivalsPath, renderFestivalsPage } from './festivals-page';
import { MUHURTA_EVENTS } from '../../astro/muhurta-rules';
import { isMuhurtaEvent, MAIN_MUHURTA_EVENTS, muhurtaPath, renderMuhurtaPage } from './muhurta-page';
import { html, pathIn, renderProblemPage, renderSearchPage } from './page-frame';
import { servedPage, type PageStore, type ServedPage } from './page-store';
import { panchangPath, renderPanchangPage, type CityPage } from './panchang-page';
import { dateInWindow, periodWindow, yearInWindow } from './period-window';
import { publicWords } from './public-words';
import { rashifalRoutes, rashifalSitemapPaths } from './rashifal/rashifal-routes';
import { scriptFontRoutes } from './script-font';
import { landingScriptRoutes } from './landings/landing-script';
import { TOP_CITIES, cityLabel } from './top-cities';

const DAY_SECONDS = 86_400;

type Deps = { pages: PageStore; siteUrl: string; now: () => Date };

/** Does If-None-Match name this ETag? (A weak match counts, as for GET it should: RFC 9110, 13.1.2.) */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Does Accept-Encoding take gzip (named, or as `*`, and not with q=0)? */
function acceptsGzip(acceptEncoding: string | undefined) {
  if (!acceptEncoding) return false;
  const q = (name: string) => {
    const entry = acceptEncoding.split(',').map((part) => part.trim().split(';')).find(([coding]) => coding?.trim().toLowerCase() === name);
    if (!entry) return undefined;
    const weight = entry.slice(1).find((p) => p.trim().startsWith('q='));
    return weight ? Number(weight.trim().slice(2)) : 1;
  };
  const gzip = q('gzip') ?? q('*');
  return gzip !== undefined && gzip > 0;
}

/**
 * A stored page, as bytes made once (page-store.ts): gzipped for a client that takes it, with
 * the ETag made weak as for any compressed answer (hono's compress does the same), else as is.
 */
function answer(c: Context<AppEnv>, page: ServedPage, maxAgeSeconds: number) {
  const gzip = acceptsGzip(c.req.header('accept-encoding'));
  const headers = { ETag: gzip ? `W/${page.etag}` : page.etag, 'Cache-Control': `public, max-age=${Math.max(60, Math.floor(maxAgeSeconds))}`, Vary: 'Accept-Encoding' };
  if (matches(c.req.header('if-none-match'), page.etag)) return c.body(null, 304, headers);
  const type = { 'Content-Type': 'text/html; charset=UTF-8' };
  return gzip ? c.body(page.gzipped(), 200, { ...headers, ...type, 'Content-Encoding': 'gzip' }) : c.body(page.body, 200, { ...headers, ...type });
}

type Problem = { kind: 'unknownCity'; slug: string } | { kind: 'unknownEvent'; events: string } | { kind: 'badDate' | 'badYear'; now: Date } | { kind: 'notFound' };

function problem(c: Context<AppEnv>, language: Language, status: 400 | 404, p: Problem) {
  const w = publicWords[language].problems;
  let message: string;
  if (p.kind === 'unknownCity') message = w.unknownCity.message(p.slug);
  else if (p.kind === 'unknownEvent') message = w.unknownEvent.message(p.events);
  else if (p.kind === 'notFound') message = w.notFound.message;
  else {
    const { firstDate, lastDate, firstYear, lastYear } = periodWindow(p.now);
    message = p.kind === 'badDate' ? w.badDate.message(firstDate, lastDate) : w.badYear.message(firstYear, lastYear);
  }
  return c.html(renderProblemPage(language, { title: w[p.kind].title, message }), status, {
    'Cache-Control': 'no-store',
  });
}

/** The city a slug names, or why not: unknown (404), or a bare shared name to redirect from (301). */
function cityFrom(slug: string, language: Language): CityPage | { redirect: string } | null {
  const found = cityForSlug(slug);
  if (!found) return null;
  if (found.slug !== slug) return { redirect: found.slug };
  const { place } = found;
  return { slug, name: cityLabel(slug, place.name, language), place: { label: place.name, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone, source: 'chosen' } };
}

/**
 * Today's date in a zone and the instant it ends, worked out once per zone and day: the zone
 * arithmetic costs about 0.2 ms, as much as the rest of answering a stored page (bench:public).
 */
function zoneDays() {
  const known = new Map<string, { date: string; startMs: number; endMs: number }>();
  return (timezone: string, nowMs: number) => {
    const kept = known.get(timezone);
    if (kept && nowMs >= kept.startMs && nowMs < kept.endMs) return kept;
    const date = localStamp(nowMs, timezone).date;
    const day = { date, ...civilDayBounds(date, timezone) };
    known.set(timezone, day);
    return day;
  };
}

export function publicPageRoutes(deps: Deps) {
  const app = new Hono<AppEnv>().route('/', scriptFontRoutes()).route('/', landingScriptRoutes());
  const todayIn = zoneDays();

  for (const language of languages) {
    const at = (path: string) => pathIn(language, path);

    // The same for everyone until the next deploy: drawn on the first request, then kept.
    let accuracy: ServedPage | undefined;
    app.get(at(ACCURACY_PATH), (c) => answer(c, (accuracy ??= servedPage(renderAccuracyPage({ language, siteUrl: deps.siteUrl }))), DAY_SECONDS));

    app.get(at('/panchang/:city'), compress(), async (c) => {
      const slug = c.req.param('city') ?? '';
      const city = cityFrom(slug, language);
      if (!city) return problem(c, language, 404, { kind: 'unknownCity', slug });
      const date = c.req.query('date');
      if ('redirect' in city) return c.redirect(at(panchangPath(city.redirect, date)), 301);
      const now = deps.now();
      if (date !== undefined && !(/^\d{4}-\d{2}-\d{2}$/.test(date) && isRealDate(date) && dateInWindow(date, periodWindow(now)))) {
        return problem(c, language, 400, { kind: 'badDate', now });
      }
      const today = todayIn(city.place.timezone, now.getTime());
      const day = date ?? today.date;
      const page = await deps.pages.get({ path: panchangPath(city.slug, date), language, period: day }, () =>
        renderPanchangPage({ city, date, now, language, siteUrl: deps.siteUrl, window: periodWindow(now) }),
      );
      // Today's page changes at the city's midnight; a given date's never does.
      const untilMidnight = (today.endMs - now.getTime()) / 1000;
      return answer(c, page, date === undefined ? untilMidnight : DAY_SECONDS);
    });

    app.get(at('/festivals/:year/:city'), compress(), async (c) => {
      const yearText = c.req.param('year') ?? '';
      const year = Number(yearText);
      const slug = c.req.param('city') ?? '';
      const city = cityFrom(slug, language);
      if (!city) return problem(c, language, 404, { kind: 'unknownCity', slug });
      const now = deps.now();
      if (!/^\d{4}$/.test(yearText) || !yearInWindow(year, periodWindow(now))) return problem(c, language, 400, { kind: 'badYear', now });
      if ('redirect' in city) return c.redirect(at(festivalsPath(year, city.redirect)), 301);
      const page = await deps.pages.get({ path: festivalsPath(year, city.slug), language, period: String(year) }, () =>
        renderFestivalsPage({ city, year, language, siteUrl: deps.siteUrl, window: periodWindow(now) }),
      );
      return answer(c, page, DAY_SECONDS);
    });

    app.get(at('/muhurta/:event/:year/:city'), compress(), async (c) => {
      const event = c.req.param('event') ?? '';
      const yearText = c.req.param('year') ?? '';
      const year = Number(yearText);
      const slug = c.req.param('city') ?? '';
      if (!isMuhurtaEvent(event)) return problem(c, language, 404, { kind: 'unknownEvent', events: MUHURTA_EVENTS.join(', ') });
      const city = cityFrom(slug, language);
      if (!city) return problem(c, language, 404, { kind: 'unknownCity', slug });
      const now = deps.now();
      if (!/^\d{4}$/.test(yearText) || !yearInWindow(year, periodWindow(now))) return problem(c, language, 400, { kind: 'badYear', now });
      if ('redirect' in city) return c.redirect(at(muhurtaPath(event, year, city.redirect)), 301);
      const page = await deps.pages.get({ path: muhurtaPath(event, year, city.slug), language, period: String(year) }, () =>
        renderMuhurtaPage({ city, event, year, language, siteUrl: deps.siteUrl }),
      );
      return answer(c, page, DAY_SECONDS);
    });

    // The year form of a festivals page (no script): to the year's page.
    app.get(at('/festivals'), (c) => {
      const { city = '', year = '' } = c.req.query();
      if (!cityForSlug(city)) return problem(c, language, 404, { kind: 'unknownCity', slug: city });
      const now = deps.now();
      if (!/^\d{4}$/.test(year) || !yearInWindow(Number(year), periodWindow(now))) return problem(c, language, 400, { kind: 'badYear', now });
      return c.redirect(at(festivalsPath(Number(year), city)), 302);
    });

    // Finding a city by name: the gazetteer's best matches, each to its pages.
    app.get(at('/cities'), compress(), (c) => {
      const q = (c.req.query('q') ?? '').trim().slice(0, 120);
      const now = deps.now();
      const found = q
        ? searchPlaces(q, 10).flatMap((place) => {
            const slug = slugForPlace(place);
            return slug ? [{ slug, label: [place.name, place.region, place.country].filter(Boolean).join(', ') }] : [];
          })
        : [];
      return c.html(renderSearchPage(language, { q, found, year: Number(localStamp(now.getTime(), 'Asia/Kolkata').date.slice(0, 4)) }), 200, { 'Cache-Control': 'public, max-age=3600' });
    });
  }

  rashifalRoutes(app, { ...deps, answer });

  // Anything else under these paths is no page of the app's either: a 404 here, never the app's
  // shell (whose router would send it back to the server).
  app.get('/festivals/*', (c) => problem(c, 'en', 404, { kind: 'notFound' }));
  // Not the signed-in /muhurta itself, which is the app's.
  app.get('/muhurta/:rest{.+}', (c) => problem(c, 'en', 404, { kind: 'notFound' }));
  for (const language of languages) if (language !== 'en') app.get(`/${language}/*`, (c) => problem(c, language, 404, { kind: 'notFound' }));

  app.get('/sitemap.xml', (c) => {
    const now = deps.now();
    const year = Number(localStamp(now.getTime(), 'Asia/Kolkata').date.slice(0, 4));
    const paths = [ACCURACY_PATH, ...rashifalSitemapPaths(), ...TOP_CITIES.flatMap(({ slug }) => [
      panchangPath(slug),
      festivalsPath(year, slug),
      festivalsPath(year + 1, slug),
      ...MAIN_MUHURTA_EVENTS.flatMap((event) => [muhurtaPath(event, year, slug), muhurtaPath(event, year + 1, slug)]),
    ])];
    const url = (path: string) => `${deps.siteUrl}${path}`;
    // Each language's page lists all four, the English one also as the default (Google's sitemap hreflang form).
    const alternates = (path: string) => [...languages.map((l) => html`<xhtml:link rel="alternate" hreflang="${l}" href="${url(pathIn(l, path))}"/>`), html`<xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`];
    const entry = (path: string, language: Language) => html`<url><loc>${url(pathIn(language, path))}</loc>${alternates(path)}</url>`;
    const body = html`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${paths.flatMap((path) => languages.map((language) => entry(path, language)))}
</urlset>`.html;
    return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': `public, max-age=${DAY_SECONDS}` });
  });

  app.get('/robots.txt', (c) =>
    c.text(
      [
        '# Jyotishi: the rashifal, the city panchang and festival pages, sign-in and the legal pages are public;',
        '# the API and the signed-in pages are not for search engines.',
        'User-agent: *',
        'Allow: /panchang/',
        'Allow: /festivals/',
        'Allow: /muhurta/',
        'Allow: /accuracy',
        'Allow: /rashifal',
        'Allow: /hi/',
        'Allow: /ta/',
        'Allow: /te/',
        'Disallow: /api/',
        ...SIGNED_IN_PATHS.map((path) => `Disallow: ${path}`),
        'Allow: /',
        '',
        `Sitemap: ${deps.siteUrl}/sitemap.xml`,
        '',
      ].join('\n'),
      200,
      { 'Cache-Control': `public, max-age=${DAY_SECONDS}` },
    ),
  );

  return app;
}

/**
 * The signed-in pages (src/client/routes.tsx). '/panchang$' is the signed-in panchang only:
 * robots.txt's '$' ends a pattern (RFC 9309, 2.2.3), so /panchang/{city} stays allowed.
 * '/muhurta$' and '/muhurta?' likewise keep the finder out (with or without its query) and the yearly lists in.
 */
const SIGNED_IN_PATHS = ['/panchang$', '/muhurta$', '/muhurta?', '/chart', '/family', '/match', '/payment', '/premium', '/profile', '/reading', '/readings', '/share-unlock'];
