/**
 * /rashifal and /rashifal/{sign}: the twelve Moon signs' rashifal of a period (the short form of
 * each on the index, the full one on a sign's page), drawn as the other public pages are
 * (page-frame.ts): the whole text in the HTML, no script.
 */
import type { Language } from '../../../shared/profile';
import { RASHIFAL_SIGNS } from '../../../shared/rashifal-signs';
import { html, pathIn, raw, renderPage, type Raw } from '../page-frame';
import { dateInWindow, type PeriodWindow } from '../period-window';
import { publicWords } from '../public-words';
import { FINDER_PATH, PERIOD_READERS, RASHIFAL_PERIODS, rashifalPath, shareImagePath, type PeriodReader, type RashifalPeriod } from './rashifal-periods';
import { rashifalPageWords, signName } from './rashifal-words';

export type RashifalPageInput = {
  period: RashifalPeriod;
  reader: PeriodReader;
  /** The date asked for in the address, or undefined for the current span. */
  date: string | undefined;
  /** The span shown. */
  span: { first: string; last: string };
  language: Language;
  siteUrl: string;
  window: PeriodWindow;
};

const SIGNS = RASHIFAL_SIGNS.map((_, i) => i);

/** A colour class for a verdict, the same the panchang pages give good and bad hours. */
const toneClass = (key: string) => (key === 'favourable' ? 'good' : key === 'careful' ? 'bad' : '');

function dateForm(input: RashifalPageInput, sign: number | undefined) {
  const w = rashifalPageWords[input.language].sign;
  const { window, span, language } = input;
  const href = (date: string) => pathIn(language, rashifalPath(input.period, sign, date));
  const link = (date: string, label: string) => (dateInWindow(date, window) ? html`<a href="${href(date)}" rel="nofollow">${label}</a>` : raw(''));
  return html`<form method="get" action="${pathIn(language, rashifalPath(input.period, sign))}"><label>${w.pickDate}<input type="date" name="date" value="${span.first}" min="${window.firstDate}" max="${window.lastDate}" required></label><button type="submit">${w.show}</button></form>
<nav class="days">${link(input.reader.step(span, -1), w.previous[input.period])}${link(input.reader.step(span, 1), w.next[input.period])}</nav>`;
}

/** The four periods of the same page (a sign's or the index), in a row, the one shown marked as current. */
function periodTabs(input: RashifalPageInput, sign: number | undefined) {
  const w = rashifalPageWords[input.language];
  const tabs = RASHIFAL_PERIODS.filter((period) => PERIOD_READERS[period]).map((period) =>
    period === input.period
      ? html`<a href="${pathIn(input.language, rashifalPath(period, sign))}" aria-current="page"><strong>${w.period[period]}</strong></a>`
      : html`<a href="${pathIn(input.language, rashifalPath(period, sign))}">${w.period[period]}</a>`,
  );
  return html`<nav class="days" aria-label="${w.sign.periods}">${tabs}</nav>`;
}

function articleJsonLd(p: { url: string; title: string; description: string; language: Language; date: string; image?: string; about: string }) {
  const site = publicWords[p.language].siteName;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    url: p.url,
    mainEntityOfPage: p.url,
    headline: p.title,
    description: p.description,
    inLanguage: p.language,
    datePublished: p.date,
    about: p.about,
    ...(p.image ? { image: p.image } : {}),
    author: { '@type': 'Organization', name: site },
    publisher: { '@type': 'Organization', name: site },
  };
}

/** A rashifal page in the public frame, described to search engines as an Article about the sign or the twelve. */
function articlePage(
  input: RashifalPageInput,
  page: { path: string; title: string; description: string; heading: string; lede: string; body: Raw; about: string; image?: { url: string; alt: string } },
) {
  const { language, siteUrl } = input;
  const { path, title, description, image } = page;
  return renderPage({
    ...page,
    language,
    siteUrl,
    shareImage: image,
    jsonLd: articleJsonLd({ url: `${siteUrl}${pathIn(language, path)}`, title, description, language, date: input.span.first, image: image?.url, about: page.about }),
  });
}

/** The index: each sign with the day's verdict and the short form, linking to its page. */
export function renderRashifalIndex(input: RashifalPageInput): string {
  const { language, period, span } = input;
  const w = rashifalPageWords[language];
  const when = input.reader.label(span, language);
  const periodName = w.period[period];
  const cards = SIGNS.map((sign) => {
    const reading = input.reader.read(sign, span, language, 'short');
    const name = signName(sign, language);
    const href = pathIn(language, rashifalPath(period, sign, input.date));
    return html`<section id="${RASHIFAL_SIGNS[sign]}"><h2><a href="${href}">${name}</a></h2><p><strong class="${toneClass(reading.verdict.key)}">${reading.verdict.label}</strong></p><p>${reading.text}</p><p><a href="${href}">${w.index.more(name)}</a></p></section>`;
  });
  const first = input.reader.read(0, span, language, 'short');
  const path = rashifalPath(period, undefined, input.date);
  const title = w.index.title(periodName, when);
  const description = w.index.description(when);
  // A day's lucky colour and number are the day's, the same for every sign; a longer span's come with each sign's own best day.
  const body: Raw = html`${periodTabs(input, undefined)}
${dateForm(input, undefined)}
<p><a href="${pathIn(language, FINDER_PATH)}">${w.finder.link}</a></p>
${period === 'daily' && first.lucky ? html`<p class="note">${first.lucky}</p>` : ''}
${cards}
<p class="note">${w.sign.why}</p>`;
  return articlePage(input, { path, title, description, heading: w.index.heading(periodName), lede: w.index.lede(when), body, about: w.index.heading(periodName) });
}

/** A sign's page: the full reading, the day's verdict, lucky line and festivals, and the other signs. */
export function renderRashifalSign(input: RashifalPageInput & { sign: number }): string {
  const { language, siteUrl, period, span, sign } = input;
  const w = rashifalPageWords[language];
  const when = input.reader.label(span, language);
  const periodName = w.period[period];
  const name = signName(sign, language);
  const reading = input.reader.read(sign, span, language, 'full');
  const path = rashifalPath(period, sign, input.date);
  const title = w.sign.title(name, periodName, when);
  const description = w.sign.description(name, when, reading.verdict.label);
  const image = `${siteUrl}${pathIn(language, shareImagePath(sign))}`;
  const others = SIGNS.filter((s) => s !== sign).map((s) => html`<li><a href="${pathIn(language, rashifalPath(period, s, input.date))}">${signName(s, language)}</a></li>`);
  const body: Raw = html`${periodTabs(input, sign)}
<p><strong class="${toneClass(reading.verdict.key)}">${reading.verdict.label}</strong></p>
<article><p>${reading.text}</p>${reading.lucky ? html`<p>${reading.lucky}</p>` : ''}</article>
${reading.observances.length ? html`<section><h2>${w.sign.observances[period]}</h2><ul>${reading.observances.map((o) => html`<li>${o}</li>`)}</ul></section>` : ''}
${dateForm(input, sign)}
<p class="note">${w.sign.why}</p>
<p><a href="${pathIn(language, FINDER_PATH)}">${w.finder.link}</a></p>
<section><h2>${w.sign.others}</h2><ul class="signs">${others}</ul><p><a href="${pathIn(language, rashifalPath(period, undefined, input.date))}">${w.sign.allSigns}</a></p></section>`;
  return articlePage(input, { path, title, description, heading: w.sign.heading(name, periodName), lede: w.sign.lede(when), body, about: name, image: { url: image, alt: w.share.alt(name) } });
}
