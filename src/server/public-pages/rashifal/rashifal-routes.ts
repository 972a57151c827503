/**
 * The rashifal's public routes, English at the path and Hindi under /hi: for each period the
 * composer writes (rashifal-periods.ts), the index of the twelve and each sign's page; each sign's
 * share image; and the sign finder. The pages are drawn once per language and span through the
 * page store, and kept by caches until India's day after the span begins anew.
 */
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { civilDayBounds } from '../../../astro/day-timeline';
import { localStamp } from '../../../astro/civil-dates';
import { languages, type Language } from '../../../shared/profile';
import { isRealDate } from '../../../shared/profile-schema';
import { signOfSlug } from '../../../shared/rashifal-signs';
import type { AppEnv } from '../../http/context';
import { pathIn, renderProblemPage } from '../page-frame';
import type { PageStore, ServedPage } from '../page-store';
import { dateInWindow, periodWindow } from '../period-window';
import { publicWords } from '../public-words';
import { renderFinderPage } from './finder-page';
import { renderRashifalIndex, renderRashifalSign } from './rashifal-page';
import { FINDER_PATH, PERIOD_READERS, RASHIFAL_PERIODS, rashifalPath } from './rashifal-periods';
import { rashifalPageWords } from './rashifal-words';
import { shareImagePng } from './share-image';
import { findMoonSign, indiaToday } from './sign-finder';

const INDIA = 'Asia/Kolkata';
const DAY_SECONDS = 86_400;

type Deps = {
  pages: PageStore;
  siteUrl: string;
  now: () => Date;
  /** How a stored page is sent (ETag, gzip, Cache-Control for `maxAgeSeconds`): the other public pages' way. */
  answer: (c: Context<AppEnv>, page: ServedPage, maxAgeSeconds: number) => Response;
};

/** The periods with a reader, each with it. */
const published = RASHIFAL_PERIODS.flatMap((period) => {
  const reader = PERIOD_READERS[period];
  return reader ? [{ period, reader }] : [];
});

function notFound(c: Context<AppEnv>, language: Language) {
  const w = rashifalPageWords[language].problems.unknownSign;
  return c.html(renderProblemPage(language, { title: w.title, message: w.message }), 404, { 'Cache-Control': 'no-store' });
}

function badDate(c: Context<AppEnv>, language: Language, now: Date) {
  const w = publicWords[language].problems.badDate;
  const { firstDate, lastDate } = periodWindow(now);
  return c.html(renderProblemPage(language, { title: w.title, message: w.message(firstDate, lastDate) }), 400, { 'Cache-Control': 'no-store' });
}

export function rashifalRoutes(app: Hono<AppEnv>, deps: Deps) {
  /** India's date now, and the instant its day ends, worked out once a day (as zoneDays does for cities). */
  let today: { date: string; endMs: number } | undefined;
  const indiaDay = (nowMs: number) => {
    if (!today || nowMs >= today.endMs || nowMs < today.endMs - 2 * DAY_SECONDS * 1000) {
      const date = localStamp(nowMs, INDIA).date;
      today = { date, endMs: civilDayBounds(date, INDIA).endMs };
    }
    return today;
  };

  for (const language of languages) {
    const at = (path: string) => pathIn(language, path);

    app.get(at(FINDER_PATH), compress(), (c) => {
      const now = deps.now();
      const todayDate = indiaToday(now);
      const { date, time, place } = c.req.query();
      const asked = date !== undefined || time !== undefined || place !== undefined;
      const query = asked ? { date: (date ?? '').slice(0, 10), time: (time ?? '').slice(0, 5), place: (place ?? '').slice(0, 120) } : null;
      const answer = query ? findMoonSign(query, todayDate) : null;
      const status = answer?.kind === 'problem' ? 400 : 200;
      // A birth's answer is the asker's alone: no cache keeps it. The empty form is everyone's.
      return c.html(renderFinderPage({ language, siteUrl: deps.siteUrl, today: todayDate, query, answer }), status, {
        'Cache-Control': asked ? 'no-store' : 'public, max-age=3600',
      });
    });

    app.get(at('/rashifal/:sign/share.png'), async (c) => {
      const sign = signOfSlug(c.req.param('sign') ?? '');
      if (sign === null) return notFound(c, language);
      const png = await shareImagePng(sign, language);
      return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': `public, max-age=${7 * DAY_SECONDS}` });
    });

    const draws = published.map(({ period, reader }) => {
      const draw = async (c: Context<AppEnv>, sign: number | undefined) => {
        const now = deps.now();
        const date = c.req.query('date');
        const window = periodWindow(now);
        if (date !== undefined && !(/^\d{4}-\d{2}-\d{2}$/.test(date) && isRealDate(date) && dateInWindow(date, window))) return badDate(c, language, now);
        const india = indiaDay(now.getTime());
        const span = reader.spanOf(date ?? india.date);
        // A date inside a longer span is that span's page, under its first day's address.
        if (date !== undefined && date !== span.first) return c.redirect(at(rashifalPath(period, sign, span.first)), 301);
        const input = { period, reader, date, span, language, siteUrl: deps.siteUrl, window };
        const page = await deps.pages.get({ path: rashifalPath(period, sign, date), language, period: `${period}:${span.first}` }, () =>
          sign === undefined ? renderRashifalIndex(input) : renderRashifalSign({ ...input, sign }),
        );
        return deps.answer(c, page, date === undefined ? untilSpanEnds(span, india, now) : DAY_SECONDS);
      };
      return { suffix: period === 'daily' ? '' : `/${period}`, draw };
    });
    // Every period's index before any sign's page, so that /rashifal/weekly is the weekly index, not a sign called "weekly".
    for (const { suffix, draw } of draws) app.get(at(`/rashifal${suffix}`), compress(), (c) => draw(c, undefined));
    for (const { suffix, draw } of draws) {
      app.get(at(`/rashifal/:sign${suffix}`), compress(), (c) => {
        const sign = signOfSlug(c.req.param('sign') ?? '');
        return sign === null ? notFound(c, language) : draw(c, sign);
      });
    }

    // Any other address under /rashifal is no page: the 404 page, never the app's shell.
    app.get(at('/rashifal/*'), (c) => notFound(c, language));
  }
}

/** Seconds until the current span's page changes: India's midnight after the span's last day. */
function untilSpanEnds(span: { first: string; last: string }, india: { date: string; endMs: number }, now: Date) {
  const endMs = span.last === india.date ? india.endMs : civilDayBounds(span.last, INDIA).endMs;
  return (endMs - now.getTime()) / 1000;
}

/** Every page of the published periods, for the sitemap: each index and each sign's page. */
export function rashifalSitemapPaths(): string[] {
  return published.flatMap(({ period }) => [rashifalPath(period), ...Array.from({ length: 12 }, (_, sign) => rashifalPath(period, sign))]).concat(FINDER_PATH);
}
